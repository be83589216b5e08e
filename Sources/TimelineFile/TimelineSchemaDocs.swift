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
        "weight": ("Font weight", "regular", "bold"),
        "italic": ("Italic or oblique style", false, true),
        "design": ("Font design when no font is named", "default", "rounded"),
        "alignment": ("Alignment of the lines, and of the text in a wider frame", "center", "leading"),
        "wrapWidth": ("Wrap lines to this width in pixels; default: only at newlines", nil, 300),
        "lineSpacing": ("Extra space between lines in pixels", 0, 4),
        "lineLimit": ("At most this many lines", nil, 2),
        "tracking": ("Extra space between letters in pixels", 0, 1.5),
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
        "layers": ("The child layers, bottom first, in this layer's frame", nil, [["type": "rect", "size": [10, 10]]]),
        "duration": ("A sequence's length in seconds on its own clock; default: until the end", nil, 2),
        "perCharacter": ("Animates each character on its own clock, stagger seconds after the one before: offset, scale, rotation (around the character's centre), opacity",
                         nil, ["stagger": 0.05, "opacity": ["from": 0, "to": 1, "duration": 0.3], "offset": ["from": [0, 20], "to": [0, 0], "spring": "bouncy"]]),
        "stagger": ("Seconds between the starts of the sequence's children, in file order (a number or a fraction string)", 0, 0.1),
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
