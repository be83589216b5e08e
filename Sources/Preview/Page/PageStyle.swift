extension PageAssets {
    static let style = """
        [hidden] { display: none !important; }
        :root { --checkerboard: repeating-conic-gradient(#777 0 25%, #999 0 50%) 0 0 / 16px 16px;
          --canvas-backdrop: var(--checkerboard); }
        body { margin: 0; font: 13px system-ui, sans-serif; background: #1d1f23; color: #ddd;
          display: flex; flex-direction: column; height: 100vh; }
        header { display: flex; gap: 8px; align-items: center; padding: 6px 10px; flex-wrap: wrap; }
        header span { font-variant-numeric: tabular-nums; }
        button, select { background: #33363c; color: #eee; border: 1px solid #555; border-radius: 4px; padding: 2px 8px; }
        #scrubber { width: calc(100% - 20px); margin: 0 10px 6px;
          background: linear-gradient(to right, transparent var(--in, 0%), #4a6fa5 var(--in, 0%),
            #4a6fa5 var(--out, 100%), transparent var(--out, 100%)) center / 100% 4px no-repeat; }
        #tracks { position: relative; margin: 0 10px 6px; max-height: 160px; overflow-y: auto; }
        .track { display: flex; align-items: center; height: 16px; }
        .track .label { flex: 0 0 180px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; font-size: 11px; }
        .track .lane { position: relative; flex: 1; height: 10px; background: #2a2d33; }
        .track .bar { position: absolute; top: 0; bottom: 0; background: #5b7db5; border-radius: 2px; cursor: pointer; }
        .track.sequence .bar { background: #b58a3c; }
        .track.group .bar { background: #6d6f75; }
        #playhead { position: absolute; top: 0; bottom: 0; width: 1px; background: #f05; pointer-events: none; }
        #stage { position: relative; overflow: auto; flex: 1; min-height: 0; display: flex; }
        #frame-image { display: block; margin: auto; flex: none; background: var(--canvas-backdrop);
          outline: 1px solid rgba(255, 255, 255, 0.55); outline-offset: 0; image-rendering: auto; }
        #frame-image:not([src]) { visibility: hidden; }
        #overlay { position: absolute; left: 10px; right: 10px; top: 10px; margin: 0; padding: 10px;
          background: rgba(120, 0, 0, 0.88); color: #fff; font: 13px ui-monospace, monospace;
          white-space: pre-wrap; border-radius: 4px; }
        #golden { display: flex; overflow: auto; flex-wrap: wrap; gap: 8px; padding: 0 10px; }
        #golden figure { margin: 0; flex: 1 1 30%; }
        #golden img { width: 100%; background: #888; }
        #golden figcaption { text-align: center; }
        #figures { flex-basis: 100%; font: 12px ui-monospace, monospace; }
        body.comparing #stage { display: none; }
        """
}
