extension PageAssets {
    static let style = """
        [hidden] { display: none !important; }
        body { margin: 0; font: 13px system-ui, sans-serif; background: #1d1f23; color: #ddd; }
        header { display: flex; gap: 8px; align-items: center; padding: 6px 10px; flex-wrap: wrap; }
        header span { font-variant-numeric: tabular-nums; }
        button { background: #33363c; color: #eee; border: 1px solid #555; border-radius: 4px; padding: 2px 8px; }
        #scrubber { width: calc(100% - 20px); margin: 0 10px 6px; }
        #stage { position: relative; overflow: auto; height: calc(100vh - 80px); }
        #frame-image { display: block; margin: 0 auto;
          background: repeating-conic-gradient(#777 0 25%, #999 0 50%) 0 0 / 16px 16px; }
        #frame-image:not([src]) { visibility: hidden; }
        #stage.fit #frame-image { width: 100%; height: 100%; object-fit: contain; background: none; }
        #overlay { position: absolute; left: 10px; right: 10px; top: 10px; margin: 0; padding: 10px;
          background: rgba(120, 0, 0, 0.88); color: #fff; font: 13px ui-monospace, monospace;
          white-space: pre-wrap; border-radius: 4px; }
        #golden { display: flex; flex-wrap: wrap; gap: 8px; padding: 0 10px; }
        #golden figure { margin: 0; flex: 1 1 30%; }
        #golden img { width: 100%; background: #888; }
        #golden figcaption { text-align: center; }
        #figures { flex-basis: 100%; font: 12px ui-monospace, monospace; }
        body.comparing #stage { display: none; }
        """
}
