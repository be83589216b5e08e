// The page's behaviour: ask /state, show frames by the content hash, follow
// /events (a long-poll) for reloads, play at the scene's rate.
extension PageAssets {
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        let state = null, token = "", index = 0, playing = false, comparing = false, requested = 0, inFlight = false;
        let lastLoadMs = 0;
        // Read by the browser test: what is on screen and how long it took.
        window.preview = { shownFrame: -1, shownHash: null, shownSource: null, latencies: [] };

        function gcd(a, b) { while (b) { [a, b] = [b, a % b]; } return a; }
        function exactTime(i) {
          const [num, den] = state.fps, n = i * den, g = gcd(n, num) || 1;
          return (num / g === 1 ? `${n / g}` : `${n / g}/${num / g}`) + " s";
        }
        function frameURL(i, half) { return `/frame/${state.hash}/${i}.png` + (half ? "?scale=half" : ""); }

        function show(i, half = false) {
          if (!state || !state.hash) return;
          index = Math.max(0, Math.min(state.frameCount - 1, i));
          $("scrubber").value = index;
          const [num, den] = state.fps;
          $("frame-label").textContent = `frame ${index} of 0…${state.frameCount - 1}`;
          $("time-label").textContent = `t = ${(index * den / num).toFixed(6)} s = ${exactTime(index)}`;
          if (comparing) { showGolden(); return; }
          load(index, half);
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

        function apply(next) {
          token = next.token || token;
          const reloaded = !state || next.hash !== state.hash;
          const problems = next.problems;
          $("overlay").textContent = problems ? problems.join("\n") : "";
          $("overlay").hidden = !problems;
          if (!next.hash) { state = state || next; return; }
          state = next;
          $("name").textContent = next.name;
          $("scrubber").max = next.frameCount - 1;
          $("golden-toggle").hidden = !(next.goldenFrames || next.goldenProblem);
          if (reloaded) show(index);
        }

        async function follow() {
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
          const [num, den] = state.fps, startIndex = index, startTime = performance.now();
          const interval = 1000 * den / num;
          const tick = () => {
            if (!playing) return;
            const elapsed = performance.now() - startTime;
            const target = (startIndex + Math.floor(elapsed * num / den / 1000)) % state.frameCount;
            // Frames are skipped to keep the rate; half size when full frames come too slowly.
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
        };
        $("golden-toggle").onclick = () => {
          comparing = !comparing;
          document.body.classList.toggle("comparing", comparing);
          $("golden").hidden = !comparing;
          show(index);
        };
        document.addEventListener("keydown", (e) => {
          if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
            e.preventDefault();
            if (playing) togglePlay();
            show(index + (e.key === "ArrowLeft" ? -1 : 1));
          } else if (e.key === " ") { e.preventDefault(); togglePlay(); }
        });
        fetch("/state").then((r) => r.json()).then((s) => { apply(s); follow(); });
        """#
}
