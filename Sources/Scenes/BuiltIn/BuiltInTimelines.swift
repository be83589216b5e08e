// GENERATED from timelines/*.json5 — the built-in scenes' timeline files,
// byte for byte (BuiltInTimelineTests checks it). After editing a file in
// timelines/, paste its new text between its delimiters below.

/// The text of every built-in timeline file, in `animgen list` order.
enum BuiltInTimelines {
    static let texts: [(name: String, text: String)] = [
        (name: "progress-ring", text: #"""
// A progress ring easing between percentages: a round-capped angular
// gradient stroke trimmed to the value, a faint track behind it and a label
// counting with the same keyframes (SwiftUI's Circle().trim(from:to:)
// .stroke(AngularGradient, style: StrokeStyle(lineWidth:lineCap: .round))).
{
  $schema: "../docs/timeline.schema.json",
  description: "A round-capped gradient ring easing 0 → 72 % → 45 % → 100 % with its label",
  size: [600, 600],
  fps: 60,
  duration: 5,
  background: { type: "radial", center: [0.5, 0.45], startRadius: 0, endRadius: 460, stops: ["#1B2040", "#0B0D1A"] },
  layers: [
    // The track: the same ring, faint, drawn inside a 396-point frame so its
    // centre line (396 − 36) meets the progress stroke's.
    { type: "circle", size: 396, position: [300, 290], strokeBorder: { paint: "rgba(255, 255, 255, 0.07)", lineWidth: 36 } },
    {
      type: "circle",
      name: "progress",
      size: 360,
      position: [300, 290],
      rotation: -90,  // start at 12 o'clock, like .rotationEffect(.degrees(-90))
      trim: { to: { from: 0, delay: 0.4, keyframes: [
        { to: 0.72, duration: 1.3, curve: "easeInOut" },
        { to: 0.72, duration: 0.45 },
        { to: 0.45, duration: 0.9, curve: "easeInOut" },
        { to: 0.45, duration: 0.35 },
        { type: "spring", to: 1, duration: 1.3, spring: "smooth" },
      ] } },
      stroke: {
        paint: { type: "angular", stops: ["#3DDCFF", "#7B61FF", "#FF4D9D", "#FFB86B", "#3DDCFF"] },
        lineWidth: 36,
        lineCap: "round",
      },
      shadow: { color: "rgba(123, 97, 255, 0.55)", radius: 22 },
    },
    // A knob riding on the ring's end: turned about the ring's centre by the
    // same keyframes, in degrees (its anchor lies 180 points below it).
    {
      type: "circle",
      size: 18,
      anchor: [0.5, 10.5],
      position: [300, 290],
      fill: "white",
      shadow: { color: "rgba(0, 0, 0, 0.35)", radius: 4, y: 1 },
      opacity: { from: 0, to: 1, duration: 0.3, delay: 0.4 },
      rotation: { from: 0, delay: 0.4, keyframes: [
        { to: 259.2, duration: 1.3, curve: "easeInOut" },
        { to: 259.2, duration: 0.45 },
        { to: 162, duration: 0.9, curve: "easeInOut" },
        { to: 162, duration: 0.35 },
        { type: "spring", to: 360, duration: 1.3, spring: "smooth" },
      ] },
    },
    {
      type: "text",
      text: "{value}%",
      value: { from: 0, delay: 0.4, keyframes: [
        { to: 72, duration: 1.3, curve: "easeInOut" },
        { to: 72, duration: 0.45 },
        { to: 45, duration: 0.9, curve: "easeInOut" },
        { to: 45, duration: 0.35 },
        { type: "spring", to: 100, duration: 1.3, spring: "smooth" },
      ] },
      decimals: 0,
      fontSize: 88,
      weight: "bold",
      design: "rounded",
      fill: "white",
      position: [300, 276],
    },
    { type: "text", text: "UPLOADING", fontSize: 18, weight: "semibold", tracking: 5,
      fill: "rgba(255, 255, 255, 0.55)", position: [300, 346], end: 4.1 },
    { type: "text", text: "COMPLETE", fontSize: 18, weight: "semibold", tracking: 5,
      fill: "rgba(255, 255, 255, 0.55)", position: [300, 346], start: 4.1 },
    // "Done" appears once the ring closes.
    { type: "text", text: "All files synced", fontSize: 22, weight: "medium", fill: "#3DDCFF", position: [300, 540],
      opacity: { from: 0, to: 1, duration: 0.5, delay: 4.1 },
      offset: { from: [0, 12], to: [0, 0], spring: "snappy", delay: 4.1 } },
  ],
}

"""#),
        (name: "badge", text: #"""
// The badge of SwiftUI's "Drawing paths and shapes" tutorial, assembling:
// a rounded hexagon with a gradient springs in, then eight mountain symbols,
// half transparent, turn into place at 45° steps one after another (each
// turns about the badge's centre: its anchor lies below the symbol). The
// symbols are white where the tutorial's are blue (79, 79, 191): half-opaque
// blue over the orange half of the gradient mixes to a muddy grey-brown,
// white only lightens it, and overlaps read as brighter facets.
{
  $schema: "../docs/timeline.schema.json",
  description: "A rounded hexagon badge whose eight rotated mountain symbols assemble one after another",
  size: [640, 640],
  fps: 60,
  duration: 4,
  background: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#FBF8FF", "#EEE9F7"] },
  layers: [
    // A flat-topped hexagon: the regular one turned 30°. Its gradient turns
    // with it, so the points are the tutorial's top → 60 % turned back by 30°.
    { type: "polygon", sides: 6, cornerRadius: 36, size: 420, position: [320, 290], rotation: 30,
      fill: { type: "linear", startPoint: [0.25, 0.067], endPoint: [0.55, 0.587],
              stops: ["rgb(239, 120, 221)", "rgb(239, 172, 120)"] },
      shadow: { color: "rgba(120, 60, 140, 0.28)", radius: 24, y: 10 },
      opacity: { from: 0, to: 1, duration: 0.3 },
      scale: { from: 0.6, to: 1, spring: "bouncy" } },
    // The symbols, in a 400-point group centred on the hexagon.
    { type: "group", size: 400, position: [320, 290], layers: [
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 0.55 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 0.55 },
        rotation: { from: -60, to: 0, spring: "snappy", delay: 0.55 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 0.67 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 0.67 },
        rotation: { from: -15, to: 45, spring: "snappy", delay: 0.67 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 0.79 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 0.79 },
        rotation: { from: 30, to: 90, spring: "snappy", delay: 0.79 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 0.91 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 0.91 },
        rotation: { from: 75, to: 135, spring: "snappy", delay: 0.91 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 1.03 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 1.03 },
        rotation: { from: 120, to: 180, spring: "snappy", delay: 1.03 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 1.15 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 1.15 },
        rotation: { from: 165, to: 225, spring: "snappy", delay: 1.15 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 1.27 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 1.27 },
        rotation: { from: 210, to: 270, spring: "snappy", delay: 1.27 } },
      { type: "symbol", symbol: "mountain.2.fill", size: [120, 84], anchor: [0.5, 1.45], position: [200, 200],
        fill: "rgba(255, 255, 255, 0.5)", opacity: { from: 0, to: 1, duration: 0.25, delay: 1.39 },
        scale: { from: 0.3, to: 1, spring: "bouncy", delay: 1.39 },
        rotation: { from: 255, to: 315, spring: "snappy", delay: 1.39 } },
    ] },
    { type: "text", text: "Drawing Paths and Shapes", fontSize: 30, weight: "bold", fill: "#3E3A6D", position: [320, 562],
      opacity: { from: 0, to: 1, duration: 0.5, delay: 1.8 },
      offset: { from: [0, 14], to: [0, 0], spring: "smooth", delay: 1.8 } },
    { type: "text", text: "Badge unlocked", fontSize: 18, weight: "medium", tracking: 2, fill: "rgba(62, 58, 109, 0.6)",
      position: [320, 602], opacity: { from: 0, to: 1, duration: 0.5, delay: 2.1 } },
  ],
}

"""#),
        (name: "ticket", text: #"""
// A ticket: a rounded card with arc notches cut into both sides, drawn as
// one path (SwiftUI's Path with addArc: the notch arcs turn inward), filled
// with a gradient, a dashed perforation between the notches and a barcode
// made of a dashed stroke. It slides in on a spring; a shine sweeps over it
// (composited with sourceAtop inside the group, so only the card is lit).
{
  $schema: "../docs/timeline.schema.json",
  description: "A gradient ticket with arc notches cut into its sides, sliding in with a shine",
  size: [800, 520],
  fps: 60,
  duration: 4,
  background: { type: "linear", startPoint: "topLeading", endPoint: "bottomTrailing", stops: ["#1C1F3A", "#2B1B3F"] },
  layers: [
    {
      type: "group",
      size: [560, 320],
      position: [400, 260],
      rotation: { from: -8, to: -2, spring: { duration: 0.9, bounce: 0.3 } },
      offset: { from: [0, 420], to: [0, 0], spring: { duration: 0.9, bounce: 0.25 } },
      shadow: { color: "rgba(0, 0, 0, 0.45)", radius: 30, y: 16 },
      layers: [
        // 560 × 320, corners of 28, notches of radius 26 centred on the
        // sides at y = 220.
        { type: "path", position: [280, 160],
          d: "M 28 0 H 532 A 28 28 0 0 1 560 28 V 194 A 26 26 0 0 0 560 246 V 292 A 28 28 0 0 1 532 320 H 28 A 28 28 0 0 1 0 292 V 246 A 26 26 0 0 0 0 194 V 28 A 28 28 0 0 1 28 0 Z",
          fill: { type: "linear", startPoint: "topLeading", endPoint: "bottomTrailing", stops: ["#FF8A5B", "#FF4F8B", "#8B5CF6"] } },
        // The shine: a soft white band crossing the card once.
        { type: "rect", size: [140, 700], position: { from: [-200, 160], to: [760, 160], curve: "easeInOut", duration: 1.1, delay: 1.2 },
          rotation: 20, blendMode: "sourceAtop",
          fill: { type: "linear", startPoint: "leading", endPoint: "trailing",
                  stops: ["rgba(255, 255, 255, 0)", "rgba(255, 255, 255, 0.45)", "rgba(255, 255, 255, 0)"] } },
        // Perforation between the notches.
        { type: "path", d: "M 38 220 H 522", position: [280, 220],
          stroke: { paint: "rgba(255, 255, 255, 0.7)", lineWidth: 3, lineCap: "round", dash: [0.5, 10] } },
        { type: "text", text: "ANIMGEN CINEMA", fontSize: 15, weight: "bold", tracking: 4, fill: "rgba(255, 255, 255, 0.75)",
          anchor: "leading", position: [36, 40] },
        { type: "text", text: "Paths & Shapes", fontSize: 46, weight: "heavy", fill: "white", anchor: "leading", position: [34, 92] },
        { type: "text", text: "SAT 29 NOV · 19:30 · SCREEN 3", fontSize: 17, weight: "semibold", tracking: 1.5,
          fill: "rgba(255, 255, 255, 0.85)", anchor: "leading", position: [36, 146] },
        { type: "star", points: 5, innerRadius: 0.45, cornerRadius: 2, size: 54, position: [500, 62],
          fill: "rgba(255, 255, 255, 0.9)",
          rotation: { from: -180, to: 0, spring: "bouncy", delay: 0.6 },
          scale: { from: 0, to: 1, spring: "bouncy", delay: 0.6 } },
        // Stub: row and seat, and a barcode (one thick line with uneven dashes).
        { type: "text", text: "ROW", fontSize: 12, weight: "bold", tracking: 2, fill: "rgba(255, 255, 255, 0.7)", anchor: "leading", position: [36, 256] },
        { type: "text", text: "F", fontSize: 30, weight: "heavy", fill: "white", anchor: "leading", position: [36, 286] },
        { type: "text", text: "SEAT", fontSize: 12, weight: "bold", tracking: 2, fill: "rgba(255, 255, 255, 0.7)", anchor: "leading", position: [110, 256] },
        { type: "text", text: "12", fontSize: 30, weight: "heavy", fill: "white", anchor: "leading", position: [110, 286] },
        { type: "path", d: "M 300 271 H 524", position: [412, 271],
          stroke: { paint: "rgba(255, 255, 255, 0.9)", lineWidth: 40,
                    dash: [3, 3, 1, 2, 5, 2, 2, 4, 1, 2, 3, 3, 6, 2, 1, 3, 2, 2, 4, 3, 1, 2, 5, 2, 2, 3] } },
      ],
    },
  ],
}

"""#),
        (name: "chat", text: #"""
// A chat: message bubbles with tails (one path each: a rounded body whose
// bottom corner flows into the tail; the other side's bubbles are mirrored),
// each 14 px wider than its text on both sides (widths from the text's ink)
// popping in one after another on springs from their tails, alternating
// sides, with a typing indicator before the last reply.
{
  $schema: "../docs/timeline.schema.json",
  description: "Chat bubbles with tails popping in one after another on springs, alternating sides",
  size: [560, 480],
  fps: 60,
  duration: 5,
  background: "white",
  layers: [
    // Header: avatar, name, hairline.
    { type: "rect", size: [560, 96], anchor: "top", position: [280, 0], fill: "#F7F7F9" },
    { type: "rect", size: [560, 1], anchor: "top", position: [280, 96], fill: "#D9D9DE" },
    { type: "circle", size: 44, position: [280, 38],
      fill: { type: "linear", startPoint: "topLeading", endPoint: "bottomTrailing", stops: ["#FFB86B", "#FF4D9D"] } },
    { type: "text", text: "T", fontSize: 22, weight: "bold", fill: "white", position: [280, 38] },
    { type: "text", text: "Taylor", fontSize: 13, weight: "medium", fill: "#3C3C43", position: [280, 78] },
    { type: "text", text: "Today 09:41", fontSize: 12, weight: "medium", fill: "#8E8E93", position: [280, 118] },
    // left: "Did you see the new ring animation?"
    { type: "group", size: [346, 44], anchor: "bottomLeading", position: [18, 174],
      opacity: { from: 0, to: 1, duration: 0.15, delay: 0.5 },
      scale: { from: 0.3, to: 1, spring: { duration: 0.5, bounce: 0.35 }, delay: 0.5 },
      layers: [
        { type: "path", position: [173, 22], scale: [-1, 1], fill: "#E9E9EB",
          d: "M 18 0 H 321 A 18 18 0 0 1 339 18 V 32 C 339 39 342 42.5 346 44 C 340 44 336 42.8 333 40.5 C 330 43 326 44 321 44 H 18 A 18 18 0 0 1 0 26 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "text", text: "Did you see the new ring animation?", fontSize: 17, lineSpacing: 3, alignment: "leading", fill: "#111111", position: [176.5, 22] },
      ] },
    // right: "Yes! It eases, then springs to 100"
    { type: "group", size: [317, 44], anchor: "bottomTrailing", position: [542, 232],
      opacity: { from: 0, to: 1, duration: 0.15, delay: 1.2 },
      scale: { from: 0.3, to: 1, spring: { duration: 0.5, bounce: 0.35 }, delay: 1.2 },
      layers: [
        { type: "path", position: [158.5, 22], fill: { type: "linear", stops: ["#2F9BFF", "#0A7CFF"] },
          d: "M 18 0 H 292 A 18 18 0 0 1 310 18 V 32 C 310 39 313 42.5 317 44 C 311 44 307 42.8 304 40.5 C 301 43 297 44 292 44 H 18 A 18 18 0 0 1 0 26 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "text", text: "Yes! It eases, then springs to 100", fontSize: 17, lineSpacing: 3, alignment: "leading", fill: "white", position: [155, 22] },
      ] },
    // left: "All of it is Path, Shape and trim"
    { type: "group", size: [297, 44], anchor: "bottomLeading", position: [18, 290],
      opacity: { from: 0, to: 1, duration: 0.15, delay: 1.9 },
      scale: { from: 0.3, to: 1, spring: { duration: 0.5, bounce: 0.35 }, delay: 1.9 },
      layers: [
        { type: "path", position: [148.5, 22], scale: [-1, 1], fill: "#E9E9EB",
          d: "M 18 0 H 272 A 18 18 0 0 1 290 18 V 32 C 290 39 293 42.5 297 44 C 291 44 287 42.8 284 40.5 C 281 43 277 44 272 44 H 18 A 18 18 0 0 1 0 26 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "text", text: "All of it is Path, Shape and trim", fontSize: 17, lineSpacing: 3, alignment: "leading", fill: "#111111", position: [152, 22] },
      ] },
    // right: "And it renders headless on Linux,\nframe by frame, to MP4"
    { type: "group", size: [318, 68], anchor: "bottomTrailing", position: [542, 372],
      opacity: { from: 0, to: 1, duration: 0.15, delay: 2.6 },
      scale: { from: 0.3, to: 1, spring: { duration: 0.5, bounce: 0.35 }, delay: 2.6 },
      layers: [
        { type: "path", position: [159, 34], fill: { type: "linear", stops: ["#2F9BFF", "#0A7CFF"] },
          d: "M 18 0 H 293 A 18 18 0 0 1 311 18 V 56 C 311 63 314 66.5 318 68 C 312 68 308 66.8 305 64.5 C 302 67 298 68 293 68 H 18 A 18 18 0 0 1 0 50 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "text", text: "And it renders headless on Linux,\nframe by frame, to MP4", fontSize: 17, lineSpacing: 3, alignment: "leading", fill: "white", position: [155.5, 34] },
      ] },
    // left: "Ship it!"
    { type: "group", size: [92, 44], anchor: "bottomLeading", position: [18, 430],
      opacity: { from: 0, to: 1, duration: 0.15, delay: 4.3 },
      scale: { from: 0.3, to: 1, spring: { duration: 0.5, bounce: 0.35 }, delay: 4.3 },
      layers: [
        { type: "path", position: [46, 22], scale: [-1, 1], fill: "#E9E9EB",
          d: "M 18 0 H 67 A 18 18 0 0 1 85 18 V 32 C 85 39 88 42.5 92 44 C 86 44 82 42.8 79 40.5 C 76 43 72 44 67 44 H 18 A 18 18 0 0 1 0 26 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "text", text: "Ship it!", fontSize: 17, lineSpacing: 3, alignment: "leading", fill: "#111111", position: [49.5, 22] },
      ] },
    // The other side is typing…
    { type: "group", size: [79, 42], anchor: "bottomLeading", position: [18, 430], start: 3.3, end: 4.3,
      scale: { from: 0.3, to: 1, spring: { duration: 0.4, bounce: 0.3 }, delay: 3.3 },
      layers: [
        { type: "path", position: [39.5, 21], scale: [-1, 1], fill: "#E9E9EB", d: "M 18 0 H 54 A 18 18 0 0 1 72 18 V 30 C 72 37 75 40.5 79 42 C 73 42 69 40.8 66 38.5 C 63 41 59 42 54 42 H 18 A 18 18 0 0 1 0 24 V 18 A 18 18 0 0 1 18 0 Z" },
        { type: "circle", size: 10, position: [24, 21], fill: "#8E8E93",
          offset: { from: [0, 0], delay: 0.0, repeat: true, keyframes: [
            { to: [0, -5], duration: 0.2, curve: "easeOut" }, { to: [0, 0], duration: 0.2, curve: "easeIn" },
            { to: [0, 0], duration: 0.3 } ] } },
        { type: "circle", size: 10, position: [40, 21], fill: "#8E8E93",
          offset: { from: [0, 0], delay: 0.15, repeat: true, keyframes: [
            { to: [0, -5], duration: 0.2, curve: "easeOut" }, { to: [0, 0], duration: 0.2, curve: "easeIn" },
            { to: [0, 0], duration: 0.3 } ] } },
        { type: "circle", size: 10, position: [56, 21], fill: "#8E8E93",
          offset: { from: [0, 0], delay: 0.3, repeat: true, keyframes: [
            { to: [0, -5], duration: 0.2, curve: "easeOut" }, { to: [0, 0], duration: 0.2, curve: "easeIn" },
            { to: [0, 0], duration: 0.3 } ] } },
      ] },
  ],
}

"""#),
        (name: "charts", text: #"""
// Charts: a bar chart of rounded gradient bars growing one after another on
// springs (each bar's height animates, anchored at the baseline, its value
// riding on top), and a sparkline drawn on with a trim while the area
// under it is revealed by a growing clip.
{
  $schema: "../docs/timeline.schema.json",
  description: "Rounded gradient bars growing one after another, and a sparkline drawn on with a trim",
  size: [1000, 560],
  fps: 60,
  duration: 4,
  background: "#EEF0F6",
  layers: [
    // Cards.
    { type: "roundedRect", cornerRadius: 24, size: [480, 480], position: [280, 280], fill: "white",
      shadow: { color: "rgba(40, 44, 80, 0.12)", radius: 20, y: 8 } },
    { type: "roundedRect", cornerRadius: 24, size: [440, 480], position: [750, 280], fill: "white",
      shadow: { color: "rgba(40, 44, 80, 0.12)", radius: 20, y: 8 } },
    { type: "text", text: "Sales per month", fontSize: 22, weight: "bold", fill: "#23263A", anchor: "leading", position: [72, 86] },
    { type: "text", text: "Units, 2026", fontSize: 14, weight: "medium", fill: "#9A9DB0", anchor: "leading", position: [72, 114] },
    { type: "path", d: "M 72 450 H 490", position: [281, 450],
      stroke: { paint: "#C9CCDA", lineWidth: 1 } },
    { type: "path", d: "M 72 375 H 490", position: [281, 375],
      stroke: { paint: "#E6E8F0", lineWidth: 1, dash: [4, 4] } },
    { type: "path", d: "M 72 300 H 490", position: [281, 300],
      stroke: { paint: "#E6E8F0", lineWidth: 1, dash: [4, 4] } },
    { type: "path", d: "M 72 225 H 490", position: [281, 225],
      stroke: { paint: "#E6E8F0", lineWidth: 1, dash: [4, 4] } },
    { type: "path", d: "M 72 150 H 490", position: [281, 150],
      stroke: { paint: "#E6E8F0", lineWidth: 1, dash: [4, 4] } },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 126], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.3 },
      anchor: "bottom", position: [100, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 42, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.3 },
      position: { from: [100, 438], to: [100, 312], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.3 } },
    { type: "text", text: "Jan", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [100, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 174], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.4 },
      anchor: "bottom", position: [156, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 58, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.4 },
      position: { from: [156, 438], to: [156, 264], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.4 } },
    { type: "text", text: "Feb", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [156, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 153], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.5 },
      anchor: "bottom", position: [212, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 51, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.5 },
      position: { from: [212, 438], to: [212, 285], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.5 } },
    { type: "text", text: "Mar", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [212, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 222], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.6 },
      anchor: "bottom", position: [268, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 74, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.6 },
      position: { from: [268, 438], to: [268, 216], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.6 } },
    { type: "text", text: "Apr", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [268, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 198], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.7 },
      anchor: "bottom", position: [324, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 66, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.7 },
      position: { from: [324, 438], to: [324, 240], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.7 } },
    { type: "text", text: "May", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [324, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 267], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.8 },
      anchor: "bottom", position: [380, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 89, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.8 },
      position: { from: [380, 438], to: [380, 171], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.8 } },
    { type: "text", text: "Jun", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [380, 470] },
    { type: "unevenRoundedRect", size: { from: [34, 0], to: [34, 240], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.9 },
      anchor: "bottom", position: [436, 450],
      cornerRadii: { topLeading: 9, topTrailing: 9, bottomLeading: 3, bottomTrailing: 3 },
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["#7B61FF", "#3DDCFF"] } },
    { type: "text", text: "{value}", decimals: 0, fontSize: 13, weight: "semibold", fill: "#5B5F77",
      value: { from: 0, to: 80, spring: { duration: 0.8, bounce: 0.2 }, delay: 0.9 },
      position: { from: [436, 438], to: [436, 198], spring: { duration: 0.8, bounce: 0.2 }, delay: 0.9 } },
    { type: "text", text: "Jul", fontSize: 13, weight: "medium", fill: "#9A9DB0", position: [436, 470] },
    { type: "text", text: "Active users", fontSize: 22, weight: "bold", fill: "#23263A", anchor: "leading", position: [570, 86] },
    { type: "text", text: "{value}k", decimals: 1, fontSize: 44, weight: "heavy", fill: "#23263A", anchor: "leading", position: [570, 146],
      value: { from: 3.0, to: 9.5, curve: "easeInOut", duration: 2, delay: 0.8 } },
    { type: "text", text: "▲ 217 %", fontSize: 16, weight: "bold", fill: "#1DB954", anchor: "leading", position: [572, 190],
      opacity: { from: 0, to: 1, duration: 0.4, delay: 2.8 } },
    { type: "path", d: "M 570 450 H 930", position: [750, 450], stroke: { paint: "#C9CCDA", lineWidth: 1 } },
    // The area: revealed left to right by a clip whose width grows with the line.
    { type: "path", d: "M 570.0 390.0 C 575.5 386.0 591.8 368.7 602.7 366.0 C 613.6 363.3 624.5 378.3 635.5 374.0 C 646.4 369.7 657.3 343.0 668.2 340.0 C 679.1 337.0 690.0 358.7 700.9 356.0 C 711.8 353.3 722.7 327.7 733.6 324.0 C 744.5 320.3 755.5 337.0 766.4 334.0 C 777.3 331.0 788.2 308.7 799.1 306.0 C 810.0 303.3 820.9 322.0 831.8 318.0 C 842.7 314.0 853.6 286.0 864.5 282.0 C 875.5 278.0 886.4 297.7 897.3 294.0 C 908.2 290.3 924.5 265.7 930.0 260.0 L 930.0 450 L 570.0 450 Z", anchor: "bottomLeading", position: [570, 450],
      fill: { type: "linear", startPoint: "top", endPoint: "bottom", stops: ["rgba(255, 77, 157, 0.35)", "rgba(255, 77, 157, 0)"] },
      clip: { type: "rect", position: { from: [570, 350], to: [750, 350], curve: "easeInOut", duration: 2, delay: 0.8 },
              size: { from: [0, 600], to: [360, 600], curve: "easeInOut", duration: 2, delay: 0.8 } } },
    { type: "path", d: "M 570.0 390.0 C 575.5 386.0 591.8 368.7 602.7 366.0 C 613.6 363.3 624.5 378.3 635.5 374.0 C 646.4 369.7 657.3 343.0 668.2 340.0 C 679.1 337.0 690.0 358.7 700.9 356.0 C 711.8 353.3 722.7 327.7 733.6 324.0 C 744.5 320.3 755.5 337.0 766.4 334.0 C 777.3 331.0 788.2 308.7 799.1 306.0 C 810.0 303.3 820.9 322.0 831.8 318.0 C 842.7 314.0 853.6 286.0 864.5 282.0 C 875.5 278.0 886.4 297.7 897.3 294.0 C 908.2 290.3 924.5 265.7 930.0 260.0", anchor: "bottomLeading", position: [570, 390.0],
      trim: { to: { from: 0, to: 1, curve: "easeInOut", duration: 2, delay: 0.8 } },
      stroke: { paint: { type: "linear", startPoint: "leading", endPoint: "trailing", stops: ["#FFB86B", "#FF4D9D"] },
                lineWidth: 5, lineCap: "round", lineJoin: "round" } },
    { type: "circle", size: 16, position: [930.0, 260.0], fill: "white",
      strokeBorder: { paint: "#FF4D9D", lineWidth: 5 },
      scale: { from: 0, to: 1, spring: "bouncy", delay: 2.8 } },
  ],
}

"""#),
        (name: "gradients", text: #"""
// SwiftUI's four gradient kinds, each moving: a linear gradient whose
// direction turns, a radial one whose end radius breathes, an angular one
// spinning, an elliptical one stretching with its frame. Below: hard stops
// (two stops at the same location make a sharp edge) sliding as stripes,
// and soft stops whose locations move.
{
  $schema: "../docs/timeline.schema.json",
  description: "The four gradient kinds (linear, radial, angular, elliptical), hard stops and moving stops",
  size: [960, 560],
  fps: 60,
  duration: 4,
  background: "#111322",
  layers: [
    { type: "roundedRect", cornerRadius: 28, size: 200, position: [135, 170],
      fill: { type: "linear", stops: ["#FF5F6D", "#FFC371"],
              startPoint: { from: "top", keyframes: [
                { to: "trailing", duration: 1, curve: "easeInOut" }, { to: "bottom", duration: 1, curve: "easeInOut" },
                { to: "leading", duration: 1, curve: "easeInOut" }, { to: "top", duration: 1, curve: "easeInOut" } ] },
              endPoint: { from: "bottom", keyframes: [
                { to: "leading", duration: 1, curve: "easeInOut" }, { to: "top", duration: 1, curve: "easeInOut" },
                { to: "trailing", duration: 1, curve: "easeInOut" }, { to: "bottom", duration: 1, curve: "easeInOut" } ] } } },
    { type: "roundedRect", cornerRadius: 28, size: 200, position: [365, 170],
      fill: { type: "radial", center: [0.5, 0.5], startRadius: 0,
              endRadius: { from: 60, to: 140, curve: "easeInOut", duration: 1, repeat: true },
              stops: ["#FFF6B7", "#F6416C", "#2A0845"] } },
    { type: "roundedRect", cornerRadius: 28, size: 200, position: [595, 170],
      fill: { type: "angular", angle: { from: 0, to: 360, duration: 4, repeat: true, autoreverses: false },
              stops: ["#00C9FF", "#92FE9D", "#FFE259", "#FF5F6D", "#A770EF", "#00C9FF"] } },
    { type: "roundedRect", cornerRadius: 28, position: [825, 170],
      size: { from: [200, 200], to: [140, 200], curve: "easeInOut", duration: 1, repeat: true },
      fill: { type: "elliptical", startRadiusFraction: 0, endRadiusFraction: 0.5,
              stops: ["#E0C3FC", "#8EC5FC", "#1E3C72"] } },
    { type: "text", text: "LinearGradient", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [135, 300] },
    { type: "text", text: "RadialGradient", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [365, 300] },
    { type: "text", text: "AngularGradient", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [595, 300] },
    { type: "text", text: "EllipticalGradient", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [825, 300] },
    // Hard stops: each color starts where the previous one ends; the
    // boundaries slide back and forth.
    { type: "capsule", size: [430, 90], position: [250, 420],
      fill: { type: "linear", startPoint: "leading", endPoint: "trailing", stops: [
        { color: "#F6416C", location: 0 },
        { color: "#F6416C", location: { from: 0.2, to: 0.3, curve: "easeInOut", duration: 1, repeat: true } },
        { color: "#FFD460", location: { from: 0.2, to: 0.3, curve: "easeInOut", duration: 1, repeat: true } },
        { color: "#FFD460", location: { from: 0.45, to: 0.55, curve: "easeInOut", duration: 1, repeat: true, delay: 0.25 } },
        { color: "#2EC4B6", location: { from: 0.45, to: 0.55, curve: "easeInOut", duration: 1, repeat: true, delay: 0.25 } },
        { color: "#2EC4B6", location: { from: 0.7, to: 0.8, curve: "easeInOut", duration: 1, repeat: true, delay: 0.5 } },
        { color: "#3A86FF", location: { from: 0.7, to: 0.8, curve: "easeInOut", duration: 1, repeat: true, delay: 0.5 } },
        { color: "#3A86FF", location: 1 } ] } },
    // Moving soft stops: a highlight travelling along the bar.
    { type: "capsule", size: [430, 90], position: [710, 420],
      fill: { type: "linear", startPoint: "leading", endPoint: "trailing", stops: [
        { color: "#4A00E0", location: 0 },
        { color: "#8E2DE2", location: { from: 0.05, to: 0.75, curve: "easeInOut", duration: 1.5, repeat: true } },
        { color: "#FF9A9E", location: { from: 0.15, to: 0.85, curve: "easeInOut", duration: 1.5, repeat: true } },
        { color: "#8E2DE2", location: { from: 0.25, to: 0.95, curve: "easeInOut", duration: 1.5, repeat: true } },
        { color: "#4A00E0", location: 1 } ] } },
    { type: "text", text: "Hard stops", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [250, 498] },
    { type: "text", text: "Moving stops", fontSize: 17, weight: "semibold", fill: "rgba(255, 255, 255, 0.85)", position: [710, 498] },
    { type: "text", text: "Gradients", fontSize: 26, weight: "bold", fill: "white", position: [480, 40] },
  ],
}

"""#),
        (name: "strokes", text: #"""
// Strokes: fill, stroke and strokeBorder of the same 120-point square with a
// 20-point line, the dashed outline marking the shape itself and dimension
// lines giving the measured widths (stroke straddles the outline: 120 + 20
// = 140; strokeBorder stays inside: 120). Then both lines thicken to 36:
// the stroke grows outward to 156, the strokeBorder inward, still 120. Below: a dash pattern whose
// phase moves (marching ants), the three line caps (the dark line is the
// path itself) and the three line joins.
{
  $schema: "../docs/timeline.schema.json",
  description: "fill vs stroke vs strokeBorder with measured widths; moving dashes, caps and joins",
  size: [960, 580],
  fps: 60,
  duration: 4,
  background: "#1B1E33",
  layers: [
    // .fill: spans 120 whatever the line width.
    { type: "rect", size: 120, position: [180, 170], fill: "#5B8CFF",
      scale: { from: 0.6, to: 1, spring: "bouncy", delay: 0.2 },
      opacity: { from: 0, to: 1, duration: 0.3, delay: 0.2 } },
    { type: "rect", size: 120, position: [180, 170], stroke: { paint: "white", lineWidth: 1, dash: [4, 4] } },
    { type: "group", size: [960, 580], opacity: { from: 0, to: 1, duration: 0.4, delay: 1.2 }, layers: [
      { type: "rect", size: { from: [120, 2], delay: 2.0, keyframes: [ { to: [120, 2], duration: 0.7, curve: "easeInOut" }, { to: [120, 2], duration: 0.5 }, { to: [120, 2], duration: 0.7, curve: "easeInOut" } ] }, position: [180, 262], fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [120, 262], delay: 2.0, keyframes: [ { to: [120, 262], duration: 0.7, curve: "easeInOut" }, { to: [120, 262], duration: 0.5 }, { to: [120, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [240, 262], delay: 2.0, keyframes: [ { to: [240, 262], duration: 0.7, curve: "easeInOut" }, { to: [240, 262], duration: 0.5 }, { to: [240, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "text", text: "{value}", decimals: 0, value: { from: 120, delay: 2.0, keyframes: [ { to: 120, duration: 0.7, curve: "easeInOut" }, { to: 120, duration: 0.5 }, { to: 120, duration: 0.7, curve: "easeInOut" } ] }, fontSize: 18, weight: "bold", fill: "white", position: [180, 288] },
    ] },
    { type: "text", text: ".fill", font: "DejaVu Sans Mono", fontSize: 18, fill: "rgba(255, 255, 255, 0.75)", position: [180, 70] },
    // .stroke: spans 120 + the line width.
    { type: "rect", size: 120, position: [480, 170], stroke: { paint: "#FF6B8B", lineWidth: { from: 20, delay: 2.0, keyframes: [ { to: 36, duration: 0.7, curve: "easeInOut" }, { to: 36, duration: 0.5 }, { to: 20, duration: 0.7, curve: "easeInOut" } ] } },
      scale: { from: 0.6, to: 1, spring: "bouncy", delay: 0.4 },
      opacity: { from: 0, to: 1, duration: 0.3, delay: 0.4 } },
    { type: "rect", size: 120, position: [480, 170], stroke: { paint: "white", lineWidth: 1, dash: [4, 4] } },
    { type: "group", size: [960, 580], opacity: { from: 0, to: 1, duration: 0.4, delay: 1.2 }, layers: [
      { type: "rect", size: { from: [140, 2], delay: 2.0, keyframes: [ { to: [156, 2], duration: 0.7, curve: "easeInOut" }, { to: [156, 2], duration: 0.5 }, { to: [140, 2], duration: 0.7, curve: "easeInOut" } ] }, position: [480, 262], fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [410, 262], delay: 2.0, keyframes: [ { to: [402, 262], duration: 0.7, curve: "easeInOut" }, { to: [402, 262], duration: 0.5 }, { to: [410, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [550, 262], delay: 2.0, keyframes: [ { to: [558, 262], duration: 0.7, curve: "easeInOut" }, { to: [558, 262], duration: 0.5 }, { to: [550, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "text", text: "{value}", decimals: 0, value: { from: 140, delay: 2.0, keyframes: [ { to: 156, duration: 0.7, curve: "easeInOut" }, { to: 156, duration: 0.5 }, { to: 140, duration: 0.7, curve: "easeInOut" } ] }, fontSize: 18, weight: "bold", fill: "white", position: [480, 288] },
    ] },
    { type: "text", text: ".stroke", font: "DejaVu Sans Mono", fontSize: 18, fill: "rgba(255, 255, 255, 0.75)", position: [480, 70] },
    // .strokeBorder: spans 120 whatever the line width.
    { type: "rect", size: 120, position: [780, 170], strokeBorder: { paint: "#FFC857", lineWidth: { from: 20, delay: 2.0, keyframes: [ { to: 36, duration: 0.7, curve: "easeInOut" }, { to: 36, duration: 0.5 }, { to: 20, duration: 0.7, curve: "easeInOut" } ] } },
      scale: { from: 0.6, to: 1, spring: "bouncy", delay: 0.6 },
      opacity: { from: 0, to: 1, duration: 0.3, delay: 0.6 } },
    { type: "rect", size: 120, position: [780, 170], stroke: { paint: "white", lineWidth: 1, dash: [4, 4] } },
    { type: "group", size: [960, 580], opacity: { from: 0, to: 1, duration: 0.4, delay: 1.2 }, layers: [
      { type: "rect", size: { from: [120, 2], delay: 2.0, keyframes: [ { to: [120, 2], duration: 0.7, curve: "easeInOut" }, { to: [120, 2], duration: 0.5 }, { to: [120, 2], duration: 0.7, curve: "easeInOut" } ] }, position: [780, 262], fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [720, 262], delay: 2.0, keyframes: [ { to: [720, 262], duration: 0.7, curve: "easeInOut" }, { to: [720, 262], duration: 0.5 }, { to: [720, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "rect", size: [2, 16], position: { from: [840, 262], delay: 2.0, keyframes: [ { to: [840, 262], duration: 0.7, curve: "easeInOut" }, { to: [840, 262], duration: 0.5 }, { to: [840, 262], duration: 0.7, curve: "easeInOut" } ] }, fill: "rgba(255, 255, 255, 0.8)" },
      { type: "text", text: "{value}", decimals: 0, value: { from: 120, delay: 2.0, keyframes: [ { to: 120, duration: 0.7, curve: "easeInOut" }, { to: 120, duration: 0.5 }, { to: 120, duration: 0.7, curve: "easeInOut" } ] }, fontSize: 18, weight: "bold", fill: "white", position: [780, 288] },
    ] },
    { type: "text", text: ".strokeBorder", font: "DejaVu Sans Mono", fontSize: 18, fill: "rgba(255, 255, 255, 0.75)", position: [780, 70] },
    { type: "rect", size: [880, 1], position: [480, 330], fill: "rgba(255, 255, 255, 0.12)" },
    // Marching ants: the dash phase runs through one period (12 + 8) a second.
    { type: "roundedRect", cornerRadius: 26, size: [200, 130], position: [200, 450],
      stroke: { paint: "#5BD1FF", lineWidth: 6, lineCap: "round", dash: [12, 8],
                dashPhase: { from: 0, to: -40, duration: 2, repeat: true, autoreverses: false } } },
    { type: "text", text: "dash + dashPhase", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", position: [200, 545] },
    { type: "path", d: "M 420 400 H 560", position: [490, 400], stroke: { paint: "#7BE0AD", lineWidth: 22, lineCap: "butt" } },
    { type: "path", d: "M 420 400 H 560", position: [490, 400], stroke: { paint: "#1B1E33", lineWidth: 2 } },
    { type: "text", text: "butt", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", anchor: "leading", position: [590, 400] },
    { type: "path", d: "M 420 450 H 560", position: [490, 450], stroke: { paint: "#7BE0AD", lineWidth: 22, lineCap: "round" } },
    { type: "path", d: "M 420 450 H 560", position: [490, 450], stroke: { paint: "#1B1E33", lineWidth: 2 } },
    { type: "text", text: "round", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", anchor: "leading", position: [590, 450] },
    { type: "path", d: "M 420 500 H 560", position: [490, 500], stroke: { paint: "#7BE0AD", lineWidth: 22, lineCap: "square" } },
    { type: "path", d: "M 420 500 H 560", position: [490, 500], stroke: { paint: "#1B1E33", lineWidth: 2 } },
    { type: "text", text: "square", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", anchor: "leading", position: [590, 500] },
    { type: "polygon", vertices: [[700, 470], [730, 400], [760, 470]], closed: false, position: [730, 435],
      stroke: { paint: "#B69CFF", lineWidth: 18, lineJoin: "miter" } },
    { type: "text", text: "miter", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", position: [730, 505] },
    { type: "polygon", vertices: [[790, 470], [820, 400], [850, 470]], closed: false, position: [820, 435],
      stroke: { paint: "#B69CFF", lineWidth: 18, lineJoin: "round" } },
    { type: "text", text: "round", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", position: [820, 505] },
    { type: "polygon", vertices: [[880, 470], [910, 400], [940, 470]], closed: false, position: [910, 435],
      stroke: { paint: "#B69CFF", lineWidth: 18, lineJoin: "bevel" } },
    { type: "text", text: "bevel", fontSize: 14, weight: "semibold", fill: "rgba(255, 255, 255, 0.7)", position: [910, 505] },
  ],
}

"""#),
    ]
}
