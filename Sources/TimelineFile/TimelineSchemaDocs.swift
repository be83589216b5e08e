// What the schema says about each key — description, default, example —
// so an editor can explain and complete a file. Kept beside the schema
// builder; the schema test checks that no key is left without words.
extension TimelineSchema {
    /// key → (description, default or nil, example).
    static var rootDocs: [String: (String, Any?, Any)] { [
        "$schema": ("The schema this file follows (for editors)", nil, "../docs/timeline.schema.json"),
        "description": ("One line saying what the animation shows", nil, "A spinner for the loading screen"),
        "params": ("Values that can be set at render time (--param name=value): name → { type, default } or a plain default; use them as \"$name\" or inside text as \"${name}\"",
                   nil, ["title": ["type": "string", "default": "Hello"]]),
        "size": ("Canvas size in pixels, [width, height]", [1280, 720], [1920, 1080]),
        "fps": ("Frames per second: a number, an NTSC decimal such as 29.97, or a fraction \"30000/1001\"", 60, 30),
        "duration": ("Length of the animation in seconds", 5, 3),
        "background": ("Painted over the whole canvas first; transparent when absent", nil, "#101020"),
        "seed": ("Seed of the random generator (fireworks)", 2021, 7),
        "reproducible": ("MP4s with the same bytes on every machine (as --reproducible), for about 15–25 % more encoder time; the frames are the same either way", false, true),
        "layers": ("The layers, bottom first", nil, [["type": "circle", "size": 100, "fill": "orange"]]),
    ] }

    static var layerDocs: [String: (String, Any?, Any)] { [
        "type": ("What the layer draws", nil, "circle"),
        "name": ("A name for messages and bindings", nil, "title"),
        "size": ("The frame's size: [width, height] or one number for a square; default: the content's own size", nil, [200, 80]),
        "position": ("Where the anchor goes, in the parent's coordinates; default: the parent's centre", nil, [640, 360]),
        "offset": ("Moves the layer after positioning", [0, 0], [0, -20]),
        "anchor": ("The point of the frame placed at position, and the centre of rotation and scale: a unit point name or [x, y] in 0…1",
                   "center", "topLeading"),
        "rotation": ("Degrees, clockwise, around the anchor", 0, ["from": 0, "to": 360, "duration": 1, "repeat": ["count": "forever", "autoreverses": false]]),
        "scale": ("Scale factor around the anchor: one number or [x, y]", 1, 1.5),
        "opacity": ("0 (invisible) to 1 (opaque)", 1, ["from": 0, "to": 1, "duration": 0.5]),
        "blendMode": ("How the layer's picture combines with what is below", "normal", "multiply"),
        "clip": ("Shows the content only inside (or, with inverse, outside) a shape", nil, ["type": "circle"]),
        "shadow": ("A drop shadow of the layer's picture", nil, ["color": "#00000080", "radius": 8, "y": 4]),
        "blur": ("Gaussian blur radius in pixels", 0, 4),
        "start": ("Seconds: not shown before. In a sequence: when its clock starts (a number or a fraction string \"1/3\")", 0, 1),
        "end": ("Seconds: not shown from then on", nil, 4),
        "zIndex": ("Among siblings, higher draws on top; ties keep file order", 0, 1),
        "fill": ("A color or gradient filling the shape or text; default black when nothing else paints", nil, "orange"),
        "fillRule": ("Which overlapping parts count as inside", "nonZero", "evenOdd"),
        "stroke": ("An outline centred on the shape's edge: a paint, or { paint, lineWidth, lineCap, lineJoin, dash }", nil,
                   ["paint": "white", "lineWidth": 4]),
        "strokeBorder": ("An outline inside the shape's edge (insettable shapes only)", nil, ["paint": "white", "lineWidth": 4]),
        "trim": ("Draws only part of the outline: from and to are fractions 0…1 of its length, each a value or an animation", nil,
                 ["to": ["from": 0, "to": 1, "duration": 1]]),
        "cornerRadius": ("Corner radius in pixels", 0, 12),
        "cornerStyle": ("Rounded corners: continuous (smooth, SwiftUI's default) or circular", "continuous", "circular"),
        "cornerRadii": ("The four corner radii", nil, ["topLeading": 20, "bottomTrailing": 20]),
        "d": ("SVG path data, in the layer's own coordinates; or { from, to, duration, curve } to morph between two paths of the same structure",
              nil, "M 0 0 L 100 0 L 50 80 Z"),
        "sides": ("Number of sides of a regular polygon", nil, 6),
        "vertices": ("The points of an irregular polygon (layer coordinates)", nil, [[0, 0], [100, 0], [50, 80]]),
        "closed": ("Whether the last vertex joins the first", true, false),
        "points": ("Number of tips of the star", nil, 5),
        "innerRadius": ("Inner vertices' distance as a fraction of the outer radius", 0.5, 0.4),
        "text": ("The text; {value} shows the value key, ${name} a parameter", nil, "Hello"),
        "value": ("A number shown where the text says {value}", nil, ["from": 0, "to": 100, "duration": 2]),
        "decimals": ("Digits after the decimal point of value", 0, 1),
        "font": ("A family name as fc-list shows it, or a font file relative to the timeline; default: the bundled system font", nil, "DejaVu Serif"),
        "fontSize": ("Points", 17, 48),
        "weight": ("Font weight: a name, or a CSS number 100–900 (100 ultraLight, 400 regular, 700 bold, 900 black)", "regular", 700),
        "italic": ("Italic or oblique style", false, true),
        "design": ("Font design when no font is named", "default", "rounded"),
        "alignment": ("Alignment of the lines, and of the text in a wider frame", "center", "leading"),
        "wrapWidth": ("Wrap lines to this width in pixels (animatable); default: only at newlines", nil, 300),
        "lineSpacing": ("Extra space between lines in pixels (animatable)", 0, 4),
        "lineLimit": ("At most this many lines", nil, 2),
        "tracking": ("Extra space between letters in pixels (animatable)", 0, 1.5),
        "underline": ("Underline the text", false, true),
        "strikethrough": ("Strike the text through", false, true),
        "file": ("Image file (PNG or JPEG), relative to the timeline file", nil, "assets/photo.jpg"),
        "interpolation": ("Resampling quality when the image is scaled", "high", "none"),
        "symbol": ("A built-in symbol's name", nil, "star.fill"),
        "seed": ("Seed of this show; default: the document's", nil, 7),
        "launchesPerSecond": ("Rockets launched per second", nil, 2),
        "gravity": ("Downward acceleration in pixels/s²", nil, 300),
        "drag": ("Air drag factor", nil, 1),
        "density": ("Sparks per burst factor", nil, 1),
        "wind": ("Sideways acceleration in pixels/s²", nil, 20),
        "preroll": ("Seconds simulated before frame 0", nil, 2),
        "sky": ("Draw the night sky behind the sprites", true, false),
        "bloom": ("Spill light around bright sparks and over the sky, as `animgen fireworks` does", true, false),
        "layers": ("The child layers, bottom first, in this layer's frame", nil, [["type": "rect", "size": [10, 10]]]),
        "duration": ("A sequence's length in seconds on its own clock; default: until the end", nil, 2),
        "perCharacter": ("Animates each character on its own clock, stagger seconds after the one before: offset, scale, rotation (around the character's centre), opacity",
                         nil, ["stagger": 0.05, "opacity": ["from": 0, "to": 1, "duration": 0.3], "offset": ["from": [0, 20], "to": [0, 0], "spring": "bouncy"]]),
        "stagger": ("Seconds between the starts of the sequence's children, in file order (a number or a fraction string)", 0, 0.1),
        "items": ("A repeat's list: one copy of its layers per item, which they read as $item ($item.key), $index (from 0) and $count; a list or \"$name\" of a list parameter",
                  nil, "$values"),
        "count": ("A repeat without items: this many copies, $index 0, 1, 2…", nil, 6),
    ] }

    /// Keys of a keyframe at an absolute time, and of its track.
    static var keyframeDocs: [String: (String, Any?, Any)] { [
        "time": ("When the keyframe is reached: seconds, \"12f\" (frames at the file's fps), \"1:05.5\", or from the layer's start or end: \"start+0.2\", \"end\", \"end-0.5\"",
                 nil, "end-0.5"),
        "value": ("The value at that time", nil, 1),
        "curve": ("How the value leaves this keyframe for the next (as in CSS and Lottie): a curve name, [x1, y1, x2, y2], or \"hold\" (jump at the next time)",
                  "linear", "easeOut"),
        "keyframes": ("The keyframes in time order: before the first its value holds, after the last the last value", nil,
                      [["time": 0, "value": 0], ["time": 0.5, "value": 1, "curve": "easeOut"]]),
    ] }

    static var repeatDocs: [String: (String, Any?, Any)] { [
        "layers": ("The layers drawn for each item; $index, $item, $count and $(…) expressions give each copy its values, and names such as \"bar${index}\" stay unique",
                   nil, [["type": "rect", "position": ["$(100 + index * 90)", 300], "size": [60, "$item"]]]),
    ] }

    static var clipDocs: [String: (String, Any?, Any)] { [
        "type": ("The clip's shape", nil, "roundedRect"),
        "position": ("Where the clip's anchor goes, in the layer's coordinates; default: that point of the layer's frame", nil, [0, 30]),
        "size": ("The clip's size; default: the layer's frame size", nil, ["from": [0, 60], "to": [300, 60], "duration": 0.6]),
        "anchor": ("The point of the clip placed at position (a wipe grows from it)", "center", "leading"),
        "inverse": ("Keep what lies outside the shape instead (cut a hole)", false, true),
        "cornerRadius": ("Corner radius of a roundedRect, polygon or star clip", 0, 12),
        "cornerStyle": ("continuous or circular corners", "continuous", "circular"),
        "cornerRadii": ("The four corner radii of an unevenRoundedRect clip", nil, ["topLeading": 20]),
        "d": ("SVG path data of a path clip", nil, "M 0 0 L 100 0 L 50 80 Z"),
        "sides": ("Sides of a polygon clip", nil, 6),
        "vertices": ("Points of a polygon clip", nil, [[0, 0], [100, 0], [50, 80]]),
        "points": ("Tips of a star clip", nil, 5),
        "innerRadius": ("Inner radius of a star clip, a fraction of the outer", 0.5, 0.4),
    ] }

    static var shadowDocs: [String: (String, Any?, Any)] { [
        "color": ("The shadow's color (a bright one at x 0, y 0 is a glow)", "rgba(0, 0, 0, 0.33)", "#00000066"),
        "radius": ("How soft the shadow is (CSS's blur radius)", nil, 10),
        "x": ("Horizontal offset", 0, 0),
        "y": ("Vertical offset (down)", 0, 6),
    ] }

    static var strokeDocs: [String: (String, Any?, Any)] { [
        "paint": ("The stroke's color or gradient (CSS's stroke color)", nil, "white"),
        "lineWidth": ("Width in pixels, half of it outside the outline", 1, 4),
        "lineCap": ("Ends of open lines", "butt", "round"),
        "lineJoin": ("Corners", "miter", "round"),
        "miterLimit": ("Longest miter, in line widths, before it is bevelled", 10, 4),
        "dash": ("Dash and gap lengths, repeated", nil, [12, 6]),
        "dashPhase": ("How far into the dash pattern the line starts", 0, 3),
    ] }

    static var gradientDocs: [String: (String, Any?, Any)] { [
        "type": ("linear, radial, angular or elliptical", nil, "linear"),
        "stops": ("Colors spread evenly, or { color, location } with locations 0…1", nil, ["#FFB347", "#FF5F6D"]),
        "interpolation": ("How colors mix: device (sRGB) or perceptual (Oklab)", "device", "perceptual"),
        "startPoint": ("Where a linear gradient starts, a unit point of the frame", "top", "leading"),
        "endPoint": ("Where a linear gradient ends", "bottom", "trailing"),
        "center": ("Centre of a radial, angular or elliptical gradient", "center", [0.35, 0.3]),
        "startRadius": ("Radius of the first stop of a radial gradient", 0, 0),
        "endRadius": ("Radius of the last stop of a radial gradient (required)", nil, 80),
        "angle": ("An angular gradient's start, one full turn", 0, -90),
        "startAngle": ("An angular gradient's first stop, degrees", 0, 0),
        "endAngle": ("An angular gradient's last stop, degrees", 360, 270),
        "startRadiusFraction": ("An elliptical gradient's first stop, a fraction of the frame", 0, 0),
        "endRadiusFraction": ("An elliptical gradient's last stop, a fraction of the frame", 0.5, 0.5),
    ] }

    static var parameterDocs: [String: (String, Any?, Any)] { [
        "type": ("What kind of value: string, number, color, boolean or array (a list)", nil, "color"),
        "default": ("The value used when none is given", nil, "#FF9F0A"),
        "description": ("What the parameter is for", nil, "The accent color"),
    ] }

    /// Keys of a binding.
    static var nestedDocs: [String: (String, Any?, Any)] { [
        "padding": ("For a size that follows another: added on each side, one number or [horizontal, vertical] (a box around text)", 0, [24, 12]),
    ] }

    static var animationDocs: [String: (String, Any?, Any)] { [
        "from": ("The starting value", nil, 0),
        "to": ("The final value", nil, 1),
        "curve": ("The timing curve: a name or a cubic Bézier [x1, y1, x2, y2]", "linear", "easeInOut"),
        "spring": ("A spring instead of a curve: a preset name or { duration, bounce } / { response, dampingFraction } / { mass, stiffness, damping }",
                   nil, "bouncy"),
        "duration": ("Seconds (a spring object sets its own)", 0.35, 1),
        "delay": ("Seconds waited before the animation starts", 0, 0.5),
        "speed": ("Plays faster (> 1) or slower (< 1)", 1, 2),
        "repeat": ("Passes: a number, true (for ever, there and back), or { count: N | \"forever\", autoreverses }", nil,
                   ["count": "forever", "autoreverses": false]),
        "autoreverses": ("With repeat: whether every other pass runs backwards (SwiftUI's default: true)", true, false),
        "keyframes": ("The keyframes, one after another", nil, [["to": 1, "duration": 0.5]]),
        "anchor": ("start: the delay counts from the layer's start; end: the animation ends delay seconds before the layer's (or its sequence's, or the timeline's) end — an exit", nil, "end"),
    ] }

    /// `o` with the words of `docs[key]`.
    static func documented(_ o: Object, _ key: String, _ docs: [String: (String, Any?, Any)]) -> Object {
        guard let (description, value, example) = docs[key] else { return o }
        var o = o
        o["description"] = description
        if let value { o["default"] = value }
        o["examples"] = [example]
        return o
    }
}
