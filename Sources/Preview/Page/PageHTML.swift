// The page's markup. Assets are Swift strings so the binary needs no files
// beside it and no request path is ever looked up on disk.

/// The page and its two assets, served from memory.
enum PageAssets {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>animgen preview</title>
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <header>
          <strong id="name">…</strong>
          <button id="prev" title="previous frame (←)">◀</button>
          <button id="play" title="play / pause (space)">play</button>
          <button id="next" title="next frame (→)">▶</button>
          <span id="frame-label">frame –</span>
          <span id="time-label">t = –</span>
          <button id="zoom" title="fit the window / actual pixels">1:1</button>
          <button id="set-in" title="in point at the playhead (I)">in</button>
          <button id="set-out" title="out point at the playhead (O)">out</button>
          <button id="clear-range" title="clear in and out (X)">×</button>
          <span id="range-label"></span>
          <label title="play from out back to in"><input id="loop" type="checkbox" checked> loop</label>
          <select id="speed" title="playback speed" aria-label="speed">
            <option value="0.25">0.25×</option><option value="0.5">0.5×</option>
            <option value="1" selected>1×</option><option value="2">2×</option>
          </select>
          <button id="golden-toggle" hidden>golden</button>
          <span id="status"></span>
        </header>
        <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
        <section id="tracks" hidden aria-label="layers and sequences"></section>
        <main id="stage" class="fit">
          <img id="frame-image" alt="frame">
          <pre id="overlay" hidden></pre>
        </main>
        <section id="golden" hidden>
          <figure><img id="golden-image" alt="golden"><figcaption>golden</figcaption></figure>
          <figure><img id="current-image" alt="current"><figcaption>current</figcaption></figure>
          <figure><img id="diff-image" alt="difference"><figcaption>difference</figcaption></figure>
          <pre id="figures"></pre>
        </section>
        </body>
        </html>
        """
}
