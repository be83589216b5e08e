// Other tools' words for our keys and values: CSS, After Effects / Lottie
// (Bodymovin's short keys too) and Remotion. A file written by someone who
// knows one of them gets "did you mean" with our word instead of an edit
// distance that finds nothing (`color` is 4 edits from `fill`). Spelling's
// `NearestName` applies the table; this file only holds the words.
import Spelling

enum TimelineVocabulary {
    /// Folded word (``NearestName/folded(_:)``) → the keys or values it may
    /// mean here, most likely first; the first one allowed where the word
    /// was written is suggested.
    static let synonyms: [String: [String]] = {
        let table: [String: [String]] = [
            // Paint.
            "color": ["fill", "paint"], "backgroundColor": ["fill", "background"], "foregroundColor": ["fill"],
            "foregroundStyle": ["fill"], "fillColor": ["fill"], "strokeColor": ["paint", "stroke"],
            "stop": ["stops"], "colors": ["stops"], "gradient": ["fill"],
            "border": ["strokeBorder", "stroke"], "outline": ["stroke"], "borderColor": ["strokeBorder"],
            "strokeWidth": ["lineWidth", "stroke"], "width": ["lineWidth", "size", "wrapWidth"], "borderWidth": ["lineWidth"],
            "height": ["size"], "dimensions": ["size"], "strokeDasharray": ["dash"], "dashArray": ["dash"],
            "strokeDashoffset": ["dashPhase"], "strokeLinecap": ["lineCap"], "strokeLinejoin": ["lineJoin"],
            "strokeMiterlimit": ["miterLimit"],
            // Timing (CSS animation-*, Remotion's interpolate/spring, Lottie's keyframes).
            "easing": ["curve"], "ease": ["curve"], "timingFunction": ["curve"], "animationTimingFunction": ["curve"],
            "interpolation": ["curve"], "bezier": ["curve"], "config": ["spring"],
            "iterations": ["repeat"], "iterationCount": ["repeat"], "animationIterationCount": ["repeat"],
            "loop": ["repeat"], "repeatCount": ["repeat"], "yoyo": ["autoreverses"], "alternate": ["autoreverses"],
            "direction": ["autoreverses"], "animationDelay": ["delay"], "startTime": ["start", "delay", "time"],
            "animationDuration": ["duration"], "durationInFrames": ["duration"], "playbackRate": ["speed"],
            "t": ["time"], "at": ["time"], "offset": ["time"], "keyTime": ["time"], "frame": ["time"],
            "s": ["value", "to"], "v": ["value"], "values": ["keyframes"], "keys": ["keyframes"], "k": ["keyframes"],
            "friction": ["damping"],
            // Placement and transform.
            "x": ["position"], "y": ["position"], "left": ["position"], "top": ["position"], "translate": ["offset", "position"],
            "translation": ["offset", "position"], "p": ["position"], "rotate": ["rotation"], "r": ["rotation"],
            "angle": ["rotation"], "anchorPoint": ["anchor"], "transformOrigin": ["anchor"], "origin": ["anchor"],
            "a": ["anchor"], "scaleX": ["scale"], "scaleY": ["scale"], "o": ["opacity"], "alpha": ["opacity"],
            "visible": ["opacity"], "zindex": ["zIndex"], "z": ["zIndex"], "order": ["zIndex"],
            "inPoint": ["start"], "ip": ["start"], "from": ["start"], "outPoint": ["end"], "op": ["end"],
            "mixBlendMode": ["blendMode"], "blend": ["blendMode"], "bm": ["blendMode"], "compositeOperation": ["blendMode"],
            "mask": ["clip"], "clipPath": ["clip"], "matte": ["clip"], "overflow": ["clip"],
            "filter": ["blur", "shadow"], "boxShadow": ["shadow"], "dropShadow": ["shadow"], "textShadow": ["shadow"],
            "glow": ["shadow"], "shadowColor": ["color"], "shadowBlur": ["radius"], "blur": ["radius", "blur"],
            "blurRadius": ["radius", "blur"], "spread": ["radius"], "offsetX": ["x"], "offsetY": ["y"], "dx": ["x"], "dy": ["y"],
            "children": ["layers"], "items": ["layers"], "elements": ["layers"], "shapes": ["layers"],
            "trimStart": ["trim"], "trimEnd": ["trim"], "trimPaths": ["trim"], "start": ["from"], "end": ["to"],
            "borderRadius": ["cornerRadius", "cornerRadii"], "radius": ["cornerRadius", "endRadius"], "rx": ["cornerRadius"],
            "path": ["d"], "data": ["d"], "points": ["vertices"],
            // Text.
            "fontFamily": ["font"], "family": ["font"], "fontWeight": ["weight"], "fontStyle": ["italic"],
            "letterSpacing": ["tracking"], "kerning": ["tracking"], "lineHeight": ["lineSpacing"], "leading": ["lineSpacing"],
            "textAlign": ["alignment"], "align": ["alignment"], "justify": ["alignment"], "maxWidth": ["wrapWidth"],
            "content": ["text"], "string": ["text"], "label": ["text"], "maxLines": ["lineLimit"], "numberOfLines": ["lineLimit"],
            "textDecoration": ["underline"],
            "src": ["file"], "source": ["file"], "url": ["file"], "href": ["file"],
            // Document.
            "frameRate": ["fps"], "framerate": ["fps"], "fr": ["fps"], "w": ["size"], "h": ["size"],
            "length": ["duration"], "composition": ["layers"], "assets": ["layers"],
            "parameters": ["params"], "props": ["params", "param"], "defaultProps": ["params"], "inputProps": ["params"],
            "variables": ["params"],
            // Layer types.
            "rectangle": ["rect"], "solid": ["rect"], "box": ["rect"], "div": ["rect", "group"], "square": ["rect"],
            "roundedRectangle": ["roundedRect"], "roundRect": ["roundedRect"], "oval": ["ellipse"], "dot": ["circle"],
            "pill": ["capsule"], "shape": ["path"], "line": ["path"], "polyline": ["polygon"], "triangle": ["polygon"],
            "textLayer": ["text"], "label_": ["text"], "img": ["image"], "picture": ["image"], "icon": ["symbol"],
            "sfSymbol": ["symbol"], "null": ["group"], "precomp": ["group"], "composition_": ["group"],
            "absoluteFill": ["group"], "container": ["group"], "series": ["sequence"], "timeline": ["sequence"],
            "for": ["repeat"], "map": ["repeat"], "each": ["repeat"], "loop_": ["repeat"],
            // Values: blend modes (CSS, After Effects, canvas).
            "add": ["plusLighter"], "additive": ["plusLighter"], "linearDodge": ["plusLighter"], "lighter": ["plusLighter"],
            "plus": ["plusLighter"], "linearBurn": ["plusDarker"], "subtract": ["difference"], "normalBlend": ["normal"],
            "sourceOver": ["normal"], "destination": ["destinationOver"],
            // Values: weights, fonts, alignment, colors.
            "normal": ["regular", "normal"], "book": ["regular"], "roman": ["regular"], "hairline": ["ultraLight"],
            "extraLight": ["ultraLight"], "ultralight": ["ultraLight"], "demibold": ["semibold"], "semiBold": ["semibold"],
            "extraBold": ["heavy"], "ultraBold": ["heavy"], "bolder": ["bold"], "lighter_": ["light"],
            "left_": ["leading"], "right": ["trailing"], "start_": ["leading"], "end_": ["trailing"], "middle": ["center"],
            "centre": ["center"], "transparent": ["clear"], "none": ["clear", "none"], "grey": ["gray"],
            "mono": ["monospaced"], "monospace": ["monospaced"], "sansSerif": ["default"], "system": ["default"],
            "evenodd": ["evenOdd"], "nonzero": ["nonZero"], "hold": ["move"], "step": ["move"], "bezierCurve": ["cubic"],
            "smooth_": ["cubic"], "forever": ["true"], "infinite": ["true"],
        ]
        // Keys ending in "_" stand for a word already used for another meaning above.
        var folded: [String: [String]] = [:]
        for (word, meanings) in table {
            let key = NearestName.folded(word.hasSuffix("_") ? String(word.dropLast()) : word)
            folded[key, default: []] += meanings.filter { !(folded[key] ?? []).contains($0) }
        }
        return folded
    }()

    /// What to say besides the suggestion, for words whose meaning differs
    /// a little from ours (folded word → note).
    static let notes: [String: String] = [
        "glow": "a glow is a shadow of a bright color at x: 0, y: 0 with a large radius (and blendMode \"plusLighter\" over dark ground)",
        "blur": "a shadow's softness is its radius",
        "shadowblur": "a shadow's softness is its radius",
        "spread": "a shadow has no spread; a larger radius softens it further",
        "color": "shapes and text are painted with fill (or a stroke's paint)",
        "easing": "a curve is a name (easeOut…) or a cubic Bézier [x1, y1, x2, y2]",
        "add": "After Effects' Add and CSS's plus-lighter are plusLighter",
        "x": "a position is a point [x, y]", "y": "a position is a point [x, y]",
        "width": "a size is [width, height]", "height": "a size is [width, height]",
        "inpoint": "start and end are seconds on the layer's clock", "outpoint": "start and end are seconds on the layer's clock",
        "null": "a group (without a size) is a null layer: it moves, turns and scales its children",
        "precomp": "a group (or a sequence, which also shifts its children's clock) is a precomposition",
        "series": "a sequence with stagger starts each child after the one before",
        "fontweight": "weight is a name (bold) or a CSS number 100–900",
    ]

    /// Curve names of CSS and easing libraries (easings.net, Remotion's
    /// `Easing`), folded, as the cubic Bézier that draws them.
    static let curveBeziers: [String: [Double]] = [
        "ease": [0.25, 0.1, 0.25, 1],
        "easeinsine": [0.12, 0, 0.39, 0], "easeoutsine": [0.61, 1, 0.88, 1], "easeinoutsine": [0.37, 0, 0.63, 1],
        "easeinquad": [0.11, 0, 0.5, 0], "easeoutquad": [0.5, 1, 0.89, 1], "easeinoutquad": [0.45, 0, 0.55, 1],
        "easeincubic": [0.32, 0, 0.67, 0], "easeoutcubic": [0.33, 1, 0.68, 1], "easeinoutcubic": [0.65, 0, 0.35, 1],
        "easeinquart": [0.5, 0, 0.75, 0], "easeoutquart": [0.25, 1, 0.5, 1], "easeinoutquart": [0.76, 0, 0.24, 1],
        "easeinquint": [0.64, 0, 0.78, 0], "easeoutquint": [0.22, 1, 0.36, 1], "easeinoutquint": [0.83, 0, 0.17, 1],
        "easeinexpo": [0.7, 0, 0.84, 0], "easeoutexpo": [0.16, 1, 0.3, 1], "easeinoutexpo": [0.87, 0, 0.13, 1],
    ]

    /// Other tools' curve names that are one of ours under another spelling.
    static let curveNames: [String: String] = [
        "easein": "easeIn", "easeout": "easeOut", "easeinout": "easeInOut", "linear": "linear",
        "easeincirc": "circularEaseIn", "easeoutcirc": "circularEaseOut", "easeinoutcirc": "circularEaseInOut",
    ]

    /// Where our keys live, for another tool's word whose meaning is not a
    /// key of the object it was written in (`easing` on a layer).
    static let homes: [String: String] = [
        "curve": "an animation: opacity: { from: 0, to: 1, duration: 0.5, curve: \"easeOut\" }",
        "spring": "an animation: scale: { from: 0.5, to: 1, spring: \"bouncy\" }",
        "repeat": "an animation: rotation: { from: 0, to: 360, duration: 1, repeat: true }",
        "autoreverses": "an animation beside repeat: { …, repeat: 3, autoreverses: false }",
        "delay": "an animation: opacity: { from: 0, to: 1, delay: 0.5 }", "duration": "an animation: { from: 0, to: 1, duration: 0.5 }",
        "speed": "an animation: { from: 0, to: 1, speed: 2 }",
        "radius": "a shadow: shadow: { color: \"#FFD60A\", radius: 20 }", "lineWidth": "a stroke: stroke: { paint: \"white\", lineWidth: 4 }",
        "paint": "a stroke: stroke: { paint: \"white\", lineWidth: 4 }", "dash": "a stroke: stroke: { paint: \"white\", dash: [8, 4] }",
        "time": "a keyframe: keyframes: [{ time: 0, value: 0 }, { time: 1, value: 1 }]",
        "value": "a keyframe: keyframes: [{ time: 0, value: 0 }, { time: 1, value: 1 }]",
        "keyframes": "an animated property: opacity: { keyframes: [{ time: 0, value: 0 }, { time: 1, value: 1 }] }",
        "stops": "a gradient: fill: { type: \"linear\", stops: [\"red\", \"blue\"] }",
        "params": "the top of the file: params: { title: \"Hello\" }",
    ]

    /// For a word whose meanings are none of `allowed`: what it is called
    /// here and where that goes.
    static func elsewhere(_ word: String) -> String? {
        guard let meanings = synonyms[NearestName.folded(word)] else { return nil }
        guard let meaning = meanings.first(where: { homes[$0] != nil }) else { return nil }
        return "\"\(word)\" is \"\(meaning)\" here, and belongs in \(homes[meaning]!)"
    }

    /// "did you mean "X"?" with the note for `word`, if any.
    static func didYouMean(_ word: String, _ suggestion: String) -> String {
        let note = notes[NearestName.folded(word)].map { " (\($0))" } ?? ""
        return "did you mean \"\(suggestion)\"?\(note)"
    }

    /// How to write another tool's curve name here, or nil.
    static func curveHint(_ name: String) -> String? {
        let key = NearestName.folded(name)
        if let ours = curveNames[key], ours != name { return "did you mean \"\(ours)\"?" }
        guard let b = curveBeziers[key] else { return nil }
        let text = b.map { Suggestion.format($0) }.joined(separator: ", ")
        return "\(name) is the cubic Bézier [\(text)]: write curve: [\(text)] (any curve can be written [x1, y1, x2, y2])"
    }
}
