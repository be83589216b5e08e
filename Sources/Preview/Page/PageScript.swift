// The page's behaviour: ask /state, show frames by the content hash, follow
// /events (a long-poll) for reloads, play at the scene's rate between the in
// and out points, and keep the view (frame, in, out, speed, loop) in the
// address's fragment so a link reopens it. The long-poll starts only after
// the page's load event, and not at all with ?live=0: a screenshot tool that
// waits for the network to go quiet then finishes.
extension PageAssets {
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        let state = null, token = "", index = 0, playing = false, comparing = false, requested = 0, inFlight = false;
        let lastLoadMs = 0, inPoint = null, outPoint = null, speed = 1, loop = true;
        const live = new URLSearchParams(location.search).get("live") !== "0";
        // Read by the browser test: what is on screen and how long it took.
        window.preview = { shownFrame: -1, shownHash: null, shownSource: null, latencies: [], live, following: false,
                           range: () => [first(), last()], speed: () => speed, loop: () => loop, ended: false };

        function gcd(a, b) { while (b) { [a, b] = [b, a % b]; } return a; }
        function exactTime(i) {
          const [num, den] = state.fps, n = i * den, g = gcd(n, num) || 1;
          return (num / g === 1 ? `${n / g}` : `${n / g}/${num / g}`) + " s";
        }
        function frameURL(i, half) { return `/frame/${state.hash}/${i}.png` + (half ? "?scale=half" : ""); }
        function clampFrame(i) { return Math.max(0, Math.min(state.frameCount - 1, i)); }
        function first() { return inPoint ?? 0; }
        function last() { return outPoint ?? (state ? state.frameCount - 1 : 0); }
        // The first frame at or after `seconds` (frame i shows t = i / fps).
        function frameAt(seconds) { const [num, den] = state.fps; return clampFrame(Math.ceil(seconds * num / den - 1e-9)); }

        // #frame=42&in=30&out=90&speed=0.5&loop=0: the view, shareable and restored on load.
        function readFragment() {
          const f = new URLSearchParams(location.hash.slice(1)), n = (k) => f.has(k) && /^\d+$/.test(f.get(k)) ? Number(f.get(k)) : null;
          index = n("frame") ?? 0;
          inPoint = n("in"); outPoint = n("out");
          const s = Number(f.get("speed"));
          if ([0.25, 0.5, 1, 2].includes(s)) speed = s;
          if (f.get("loop") === "0") loop = false;
          $("speed").value = String(speed);
          $("loop").checked = loop;
        }
        function writeFragment() {
          const f = new URLSearchParams();
          f.set("frame", index);
          if (inPoint !== null) f.set("in", inPoint);
          if (outPoint !== null) f.set("out", outPoint);
          if (speed !== 1) f.set("speed", speed);
          if (!loop) f.set("loop", "0");
          history.replaceState(null, "", "#" + f.toString());
        }

        function show(i, half = false, direct = false) {
          if (!state || !state.hash) return;
          index = clampFrame(i);
          $("scrubber").value = index;
          const [num, den] = state.fps;
          $("frame-label").textContent = `frame ${index} of 0…${state.frameCount - 1}`;
          $("time-label").textContent = `t = ${(index * den / num).toFixed(6)} s = ${exactTime(index)}`;
          if (!playing) writeFragment();
          drawPlayhead();
          if (comparing) { showGolden(); return; }
          if (direct) { showDirectly(index); return; }
          load(index, half);
        }

        // The first frame goes straight into the page's image, so it loads
        // with the page and delays its load event: a screenshot shows it.
        function showDirectly(i) {
          const url = frameURL(i, false), started = performance.now(), img = $("frame-image"), seq = ++requested;
          // A later frame may replace this one before it loads: then this one never showed.
          img.addEventListener("load", () => seq === requested && requestAnimationFrame(() => setTimeout(() => {
            window.preview.shownFrame = i; window.preview.shownHash = state.hash; window.preview.shownSource = url;
            window.preview.latencies.push(performance.now() - started);
          }, 0)), { once: true });
          img.src = url;
        }

        // Loads off screen, then swaps, so the last frame stays until the new one is ready.
        function load(i, half) {
          const seq = ++requested, started = performance.now(), url = frameURL(i, half), img = new Image();
          inFlight = true;
          img.src = url;
          // decode() finishes off the main thread, so swapping in the image paints at once.
          img.decode().then(() => {
            inFlight = false;
            lastLoadMs = performance.now() - started;
            if (seq !== requested) return;
            $("frame-image").src = url;
            // The frame after the swap, then a task: that frame has been painted.
            requestAnimationFrame(() => setTimeout(() => {
              window.preview.shownFrame = i; window.preview.shownHash = state.hash;
              window.preview.shownSource = url;
              window.preview.latencies.push(performance.now() - started);
            }, 0));
          }, () => { inFlight = false; if (seq === requested && !playing) setTimeout(() => show(index), 300); });
        }

        function showGolden() {
          const recorded = state.goldenFrames || [];
          const base = `/golden/${state.hash}/${index}/`;
          if (!recorded.includes(index)) {
            $("figures").textContent = state.goldenProblem ||
              `frame ${index} has no golden; recorded frames: ${recorded.join(", ") || "none"}`;
            for (const id of ["golden-image", "current-image", "diff-image"]) $(id).removeAttribute("src");
            return;
          }
          $("golden-image").src = base + "golden.png";
          $("current-image").src = frameURL(index, false);
          $("diff-image").src = base + "diff.png";
          fetch(base + "figures.txt").then((r) => r.text()).then((t) => { $("figures").textContent = t; });
        }

        // The frame at its pixel size, or fitted to the stage; either way the
        // element is exactly the canvas, so its backdrop and outline mark the edge.
        function layout() {
          if (!state || !state.width) return;
          const stage = $("stage"), img = $("frame-image");
          let scale = 1;
          if (stage.classList.contains("fit")) {
            scale = Math.min((stage.clientWidth - 8) / state.width, (stage.clientHeight - 8) / state.height);
          }
          img.style.width = `${Math.max(1, Math.floor(state.width * scale))}px`;
          img.style.height = `${Math.max(1, Math.floor(state.height * scale))}px`;
        }

        // One row per layer or sequence: a bar from its start to its end.
        function drawTracks() {
          const box = $("tracks");
          box.replaceChildren();
          const tracks = state.tracks || [];
          box.hidden = tracks.length === 0;
          if (!tracks.length) return;
          const [num, den] = state.fps, length = state.frameCount * den / num;
          for (const t of tracks) {
            const row = document.createElement("div"), label = document.createElement("span"), lane = document.createElement("div");
            const bar = document.createElement("div");
            row.className = "track " + t.kind;
            label.className = "label";
            label.textContent = t.name;
            label.style.paddingLeft = `${t.depth * 12}px`;
            lane.className = "lane";
            bar.className = "bar";
            const end = t.end ?? length;
            bar.style.left = `${100 * t.start / length}%`;
            bar.style.width = `${Math.max(0.3, 100 * (Math.min(end, length) - t.start) / length)}%`;
            bar.title = `${t.kind} ${t.name}: ${t.start} s – ${t.end === undefined || t.end === null ? "end" : t.end + " s"}`;
            bar.dataset.start = t.start;
            bar.onclick = () => { if (playing) togglePlay(); show(frameAt(t.start)); };
            lane.append(bar);
            row.append(label, lane);
            box.append(row);
          }
          const head = document.createElement("div");
          head.id = "playhead";
          box.append(head);
          drawPlayhead();
        }
        function drawPlayhead() {
          const head = $("playhead"), lane = document.querySelector("#tracks .lane");
          if (!head || !lane) return;
          const x = lane.offsetLeft + lane.clientWidth * (index + 0.5) / state.frameCount;
          head.style.left = `${x}px`;
        }

        function drawRange() {
          const label = [];
          if (inPoint !== null) label.push(`in ${inPoint}`);
          if (outPoint !== null) label.push(`out ${outPoint}`);
          $("range-label").textContent = label.join(" · ");
          const n = state ? state.frameCount : 1;
          const a = 100 * first() / n, b = 100 * (last() + 1) / n;
          $("scrubber").style.setProperty("--in", `${a}%`);
          $("scrubber").style.setProperty("--out", `${b}%`);
        }
        function setRange(which) {
          if (which === "in") { inPoint = index; if (outPoint !== null && outPoint < index) outPoint = null; }
          else if (which === "out") { outPoint = index; if (inPoint !== null && inPoint > index) inPoint = null; }
          else { inPoint = null; outPoint = null; }
          drawRange();
          writeFragment();
        }

        function apply(next) {
          token = next.token || token;
          const reloaded = !state || next.hash !== state.hash;
          const problems = next.problems;
          $("overlay").textContent = problems ? problems.join("\n") : "";
          $("overlay").hidden = !problems;
          if (!next.hash) { state = state || next; return; }
          const firstLoad = !state || !state.hash;
          state = next;
          document.documentElement.style.setProperty("--canvas-backdrop", next.background || "var(--checkerboard)");
          $("name").textContent = next.name;
          $("scrubber").max = next.frameCount - 1;
          $("golden-toggle").hidden = !(next.goldenFrames || next.goldenProblem);
          if (inPoint !== null) inPoint = clampFrame(inPoint);
          if (outPoint !== null) outPoint = clampFrame(outPoint);
          layout();
          drawTracks();
          drawRange();
          if (reloaded || firstLoad) show(index, false, firstLoad);
        }

        async function follow() {
          window.preview.following = true;
          for (;;) {
            try {
              const r = await fetch(`/events?since=${state ? state.generation : -1}&token=${token}`);
              apply(await r.json());
            } catch (e) {
              $("status").textContent = "server stopped?";
              await new Promise((ok) => setTimeout(ok, 1000));
              continue;
            }
            $("status").textContent = "";
          }
        }

        function togglePlay() {
          playing = !playing;
          $("play").textContent = playing ? "pause" : "play";
          if (!playing) { show(index); return; }
          window.preview.ended = false;
          const [num, den] = state.fps;
          const lo = first(), hi = last(), span = hi - lo + 1;
          const startIndex = index >= lo && index < hi ? index : lo, startTime = performance.now();
          const interval = 1000 * den / num / speed;
          const tick = () => {
            if (!playing) return;
            const elapsed = performance.now() - startTime;
            let k = startIndex - lo + Math.floor(elapsed * speed * num / den / 1000);
            let done = false;
            if (k >= span) { if (loop) k %= span; else { k = span - 1; done = true; } }
            const target = lo + k;
            // Frames are skipped to keep the rate; half size when full frames come too slowly.
            if (done) { playing = false; $("play").textContent = "play"; window.preview.ended = true; show(target); return; }
            if (!inFlight && target !== index) show(target, lastLoadMs > interval);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }

        $("scrubber").addEventListener("input", (e) => show(Number(e.target.value)));
        $("prev").onclick = () => show(index - 1);
        $("next").onclick = () => show(index + 1);
        $("play").onclick = togglePlay;
        $("zoom").onclick = () => {
          const fit = $("stage").classList.toggle("fit");
          $("zoom").textContent = fit ? "1:1" : "fit";
          layout();
        };
        $("set-in").onclick = () => setRange("in");
        $("set-out").onclick = () => setRange("out");
        $("clear-range").onclick = () => setRange("clear");
        $("loop").onchange = (e) => { loop = e.target.checked; writeFragment(); };
        $("speed").onchange = (e) => {
          speed = Number(e.target.value);
          writeFragment();
          if (playing) { togglePlay(); togglePlay(); }
        };
        $("golden-toggle").onclick = () => {
          comparing = !comparing;
          document.body.classList.toggle("comparing", comparing);
          $("golden").hidden = !comparing;
          show(index);
        };
        window.addEventListener("resize", () => { layout(); drawPlayhead(); });
        window.addEventListener("hashchange", () => { if (!state) return; readFragment(); drawRange(); show(index); });
        document.addEventListener("keydown", (e) => {
          if (e.target instanceof HTMLSelectElement) return;
          if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
            e.preventDefault();
            if (playing) togglePlay();
            show(index + (e.key === "ArrowLeft" ? -1 : 1));
          } else if (e.key === " ") { e.preventDefault(); togglePlay(); }
          else if (e.key === "i" || e.key === "I") setRange("in");
          else if (e.key === "o" || e.key === "O") setRange("out");
          else if (e.key === "x" || e.key === "X") setRange("clear");
        });
        readFragment();
        const loaded = new Promise((ok) => {
          if (document.readyState === "complete") ok(); else window.addEventListener("load", ok, { once: true });
        });
        const initial = $("initial-state");
        (initial ? Promise.resolve(JSON.parse(initial.textContent)) : fetch("/state").then((r) => r.json())).then((s) => {
          apply(s);
          // After the load event (and a turn), so the page counts as loaded
          // and quiet for tools that wait for that; never with ?live=0.
          if (live) loaded.then(() => setTimeout(follow, 0));
        });
        """#
}
