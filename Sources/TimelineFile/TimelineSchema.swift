// The JSON Schema (draft 2020-12) of the timeline format, built from the
// same key tables the reader checks against, so the two cannot drift apart.
// Editors that know JSON Schema validate and complete files with it.
import SwiftUICore
import Foundation
import Timeline

/// The JSON Schema of the timeline-file format, for editors that validate
/// and complete `.json5` files.
public enum TimelineSchema {
    /// The schema as pretty-printed JSON with sorted keys (the same bytes every time).
    public static var json: String {
        let data = try! JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    typealias Object = [String: Any]

    static func number(_ min: Double? = nil, _ max: Double? = nil, integer: Bool = false) -> Object {
        var o: Object = ["type": integer ? "integer" : "number"]
        if let min { o["minimum"] = min }
        if let max { o["maximum"] = max }
        return o
    }

    static func ref(_ name: String) -> Object { ["$ref": "#/$defs/\(name)"] }

    /// `string` for a string, else `other`: told apart by type rather than
    /// anyOf, so the error shown is the one of the form meant ("'bleu' is
    /// not one of […]") instead of "not valid under any of the given schemas".
    static func byType(string: Object, else other: Object, _ type: String = "string") -> Object {
        ["if": ["type": type], "then": string, "else": other]
    }

    /// A number, or a pair of numbers as an array.
    static var numberOrPair: Object {
        byType(string: number(), else: ["type": "array", "items": number(), "minItems": 2, "maxItems": 2], "number")
    }

    /// `closed` with each property given the words of `docs` (nested keys, such as a shadow's radius).
    static func closedDocumented(_ properties: Object, required: [String] = [], description: String? = nil,
                                 docs: [String: (String, Any?, Any)] = nestedDocs) -> Object {
        closed(properties.reduce(into: Object()) { $0[$1.key] = documented($1.value as! Object, $1.key, docs) },
               required: required, description: description)
    }

    static func closed(_ properties: Object, required: [String] = [], description: String? = nil) -> Object {
        var o: Object = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { o["required"] = required }
        if let description { o["description"] = description }
        return o
    }

    /// The value types that animate, with the schema of one value of each.
    static var valueTypes: [(String, Object)] {
        [("number", number()), ("point", ref("point")), ("size", ref("size")), ("unitPoint", ref("unitPoint")),
         ("color", ref("color")), ("scale", ref("scaleValue"))]
    }

    /// `constant`, or an animation or keyframe track of values of `type`.
    /// Told apart by their keys (`keyframes`, `follow`, an animation key)
    /// with if/then rather than anyOf, so an editor shows the error of the
    /// form meant ("from is required") instead of "not valid under any of
    /// the given schemas".
    static func animatable(_ constant: Object, _ type: String = "number", _ description: String? = nil) -> Object {
        func has(_ keys: [String]) -> Object {
            ["type": "object", "anyOf": keys.map { ["required": [$0]] }]
        }
        var o: Object = [
            "if": has(["keyframes"]), "then": ref("\(type)Keyframes"),
            // Padding pads a size; elsewhere it is refused.
            "else": ["if": has(["follow"]), "then": type == "size" ? ref("binding") : ["allOf": [ref("binding"), ["properties": ["padding": false]]]],
                     "else": ["if": has(Node.animationKeys),
                              // The animation's ends keep the property's own range (opacity 0…1).
                              "then": ["allOf": [ref("\(type)Animation"), ["properties": ["from": parameterOr(constant), "to": parameterOr(constant)]]]],
                              "else": parameterOr(constant)]],
        ]
        if let description { o["description"] = description }
        return o
    }

    /// A parameter or template reference (`"$title"`, `"$(index * 90)"`), or else `value`.
    static func parameterOr(_ value: Object) -> Object {
        // A string key ("text": "${title}!") takes any string already.
        if value["type"] as? String == "string" { return value }
        return ["if": ["type": "string", "pattern": "^\\$[^$]"], "then": ref("paramRef"), "else": value]
    }

    /// The animation and keyframe-track schemas of one value type.
    static func animationDefinitions(_ type: String, _ value: Object) -> Object {
        func words(_ properties: Object) -> Object {
            properties.reduce(into: Object()) { $0[$1.key] = documented($1.value as! Object, $1.key, animationDocs) }
        }
        let passes: Object = ["type": ["boolean", "integer", "object"], "minimum": 1, "maximum": 1_000_000, "allOf": [[
            "if": ["type": "object"], "then":
            closed(["count": ["anyOf": [number(1, 1_000_000, integer: true), ["const": "forever"]],
                              "description": "How many passes, or \"forever\"", "examples": [3]],
                    "autoreverses": ["type": "boolean", "default": true, "examples": [false],
                                     "description": "Whether every other pass runs backwards"]], required: ["count"]),
        ]]]
        var animation = closed(words([
            "from": value, "to": value, "curve": ref("curve"), "spring": ref("spring"),
            "duration": number(0, RenderLimits.maximumSeconds), "delay": number(0, RenderLimits.maximumSeconds), "speed": number(0.001, 1000),
            "repeat": passes, "autoreverses": ["type": "boolean"], "anchor": ["enum": ["start", "end"]],
        ]), required: ["from", "to"], description: "An animation from one value to another (SwiftUI's Animation)")
        // Either a curve or a spring; autoreverses only beside repeat.
        animation["allOf"] = [["not": ["required": ["curve", "spring"]]],
                              ["if": ["required": ["autoreverses"]], "then": ["required": ["repeat"]]]]
        var keyframe = closed(words([
            "type": ["enum": ["linear", "cubic", "spring", "move"], "default": "linear", "examples": ["spring"],
                     "description": "linear and cubic need a duration; spring may have one; move jumps"],
            "to": value, "duration": number(0, RenderLimits.maximumSeconds), "curve": ref("unitCurve"), "spring": ref("spring"),
        ]), required: ["to"])
        keyframe["allOf"] = [
            ["if": ["properties": ["type": ["enum": ["spring", "move"]]], "required": ["type"]],
             "else": ["required": ["duration"]]],
            ["if": ["required": ["curve"]], "then": ["properties": ["type": ["const": "linear"]]]],
            ["if": ["required": ["spring"]], "then": ["properties": ["type": ["const": "spring"]], "required": ["type"]]],
        ]
        let loop: Object = ["type": "boolean", "description": "Start over after the last keyframe, for ever", "default": false, "examples": [true]]
        let track = closed(words([
            "from": value, "keyframes": ["type": "array", "items": keyframe, "minItems": 1],
            "delay": number(0, RenderLimits.maximumSeconds), "repeat": loop, "anchor": ["enum": ["start", "end"]],
        ]), required: ["from", "keyframes"], description: "A keyframe track (SwiftUI's KeyframeTrack): { to, duration } segments one after another")
        let absoluteKey = closed([
            "time": documented(keyframeTime, "time", keyframeDocs), "value": documented(value, "value", keyframeDocs),
            "curve": documented(byType(string: ["enum": Node.curveNames + ["hold"]], else: ref("unitCurve")), "curve", keyframeDocs),
        ], required: ["time", "value"], description: "A keyframe at an absolute time")
        let absolute = closed([
            "keyframes": documented(["type": "array", "items": absoluteKey, "minItems": 1], "keyframes", keyframeDocs), "repeat": loop,
        ], required: ["keyframes"], description: "Keyframes at absolute times (After Effects, Lottie, CSS): { time, value, curve }")
        // Told apart by their keyframes' keys: any time or value means the absolute model.
        let either: Object = ["if": ["properties": ["keyframes": ["contains": ["type": "object", "anyOf": [["required": ["time"]], ["required": ["value"]]]]]]],
                              "then": absolute, "else": track]
        return ["\(type)Animation": animation, "\(type)Keyframes": either]
    }

    /// A keyframe's time: seconds, "12f" (frames), "1:05.5", "start+0.2", "end-0.5".
    static var keyframeTime: Object {
        byType(string: ["type": "string", "pattern": "^\\s*((start|end)\\s*([+-]\\s*([0-9]+f|[0-9:.]+s?))?|[0-9]+f|[0-9:.]+s?)\\s*$"], else: number())
    }

    static func pair(_ a: String, _ b: String) -> Object {
        byType(string: closed([a: number(), b: number()], required: [a, b]),
               else: ["type": "array", "items": number(), "minItems": 2, "maxItems": 2], "object")
    }

    static var definitions: Object {
        let unitNames = UnitPointNames.all.map(\.0)
        let bezier: Object = ["type": "array", "items": number(), "minItems": 4, "maxItems": 4]
        // #hex and rgb()/rgba() by their pattern; any other string is a name.
        let color: Object = ["type": "string",
                             "if": ["pattern": "^(#|rgb|\\$)"],
                             "then": ["pattern": "^(#[0-9A-Fa-f]{3,8}|rgba?\\(.*\\)|\\$.+)$"],
                             "else": ["enum": Color.namedColors.map(\.name)],
                             "description": "A SwiftUI color name, #RRGGBB[AA] or rgba(r, g, b, a)"]
        let gradient = closedDocumented([
            "type": ["enum": Node.gradientTypes],
            "stops": ["type": "array", "minItems": 1, "items": ["anyOf": [
                animatable(ref("color"), "color"),
                closedDocumented(["color": animatable(ref("color"), "color"), "location": animatable(number(0, 1))], required: ["color"],
                                 docs: ["color": ("The stop's color", nil, "#FF9F0A"),
                                        "location": ("Where the stop sits along the gradient, 0…1 (give every stop one)", nil, 0.5)]),
            ]]],
            "interpolation": ["enum": ["device", "perceptual"]],
            "startPoint": animatable(ref("unitPoint"), "unitPoint"), "endPoint": animatable(ref("unitPoint"), "unitPoint"),
            "center": animatable(ref("unitPoint"), "unitPoint"),
            "startRadius": animatable(number(0)), "endRadius": animatable(number(0)),
            "angle": animatable(number()), "startAngle": animatable(number()), "endAngle": animatable(number()),
            "startRadiusFraction": animatable(number(0)), "endRadiusFraction": animatable(number(0)),
        ], required: ["type", "stops"], description: "A gradient; unit points span the layer's frame", docs: gradientDocs)
            .merging(["if": ["properties": ["type": ["const": "radial"]]], "then": ["required": ["endRadius"]]]) { _, new in new }
        return [
            "point": pair("x", "y"),
            "size": byType(string: number(0), else: pair("width", "height"), "number"),
            "unitPoint": byType(string: ["enum": unitNames], else: ["type": "array", "items": number(), "minItems": 2, "maxItems": 2]),
            "color": color,
            "unitCurve": byType(string: ["enum": Node.curveNames], else: bezier)
                .merging(["description": "A SwiftUI curve name or a cubic Bézier [x1, y1, x2, y2]"]) { _, new in new },
            "curve": byType(string: ["if": ["pattern": "^steps"], "then": ["pattern": "^steps\\([0-9]+\\)$"],
                                     "else": ["enum": Node.curveNames + Easing.names.map(\.0)]], else: bezier)
                .merging(["description": "A curve name (SwiftUI's, or back, elastic, bounce), \"steps(N)\", or a cubic Bézier [x1, y1, x2, y2]"]) { _, new in new },
            "spring": byType(string: ["enum": Node.springNames],
                             else: closed(["duration": number(0.001, 100), "bounce": number(-0.99, 0.99),
                                           "response": number(0.001, 100), "dampingFraction": number(0.01, 10),
                                           "mass": number(0.001, 1000), "stiffness": number(0.001), "damping": number(0)])),
            // A gradient has a type; anything else is a color, constant or animated.
            "paint": ["if": ["type": "object", "required": ["type"]], "then": gradient, "else": animatable(ref("color"), "color")],
            // A stroke object is an object that is neither a gradient nor an animated color.
            "stroke": ["if": ["type": "object", "not": ["anyOf": (["type", "keyframes", "follow"] + Node.animationKeys).map { ["required": [$0]] }]],
                       "then": closedDocumented([
                "paint": ref("paint"), "lineWidth": animatable(number(0)),
                "lineCap": ["enum": ["butt", "round", "square"]], "lineJoin": ["enum": ["miter", "round", "bevel"]],
                "miterLimit": animatable(number(1)), "dash": ["type": "array", "items": animatable(number(0))],
                "dashPhase": animatable(number()),
            ], required: ["paint"], docs: strokeDocs), "else": ref("paint")],
            "layer": layerSchema,
            "paramRef": ["type": "string", "pattern": "^\\$([A-Za-z_][A-Za-z0-9_.\\[\\]-]*|\\(.*\\))$",
                         "description": "A parameter declared in params (\"$title\"), a repeat's \"$index\", \"$item\" or \"$item.key\", or an expression \"$(index * 90 + 60)\", replaced by its value",
                         "examples": ["$title"]],
            "binding": closedDocumented([
                "follow": ["type": "string", "pattern": "^[^.]+\\.[A-Za-z]+(\\.(x|y|width|height))?$",
                           "description": "NAME.PROPERTY[.COMPONENT] of another layer: position, offset, size, scale, rotation, opacity, blur, value, fontSize",
                           "examples": ["bar.size.height"]],
                "scale": numberOrPair.merging([
                          "description": "Multiplies the followed value ([x, y] for a point or size)", "default": 1, "examples": [0.5]]) { _, new in new },
                "offset": ["description": "Added after scaling, a value of the property's own kind", "examples": [10]],
                "padding": numberOrPair,
            ], required: ["follow"], description: "Follows another layer's value at the same instant"),
            "scaleValue": byType(string: number(), else: pair("width", "height"), "number"),
        ].merging(valueTypes.reduce(into: Object()) { all, type in
            all.merge(animationDefinitions(type.0, type.1)) { a, _ in a }
        }) { a, _ in a }.merging(layerKeySchemas.reduce(into: Object()) { $0["layer_\($1.key)"] = $1.value }) { a, _ in a }
    }

    /// The schema of every key a layer can have.
    static var layerKeySchemas: Object {
        let shapeTypes = ["rect", "roundedRect", "unevenRoundedRect", "circle", "ellipse", "capsule", "path", "polygon", "star"]
        return [
            "type": ["enum": DocumentReader.layerTypeOrder], "name": ["type": "string"],
            "size": animatable(ref("size"), "size", "The frame's size"), "position": animatable(ref("point"), "point", "Where the anchor goes"),
            "offset": animatable(ref("point"), "point"), "anchor": animatable(ref("unitPoint"), "unitPoint"),
            "rotation": animatable(number(), "number", "Degrees, clockwise"),
            "scale": animatable(ref("scaleValue"), "scale"),
            "opacity": animatable(number(0, 1)), "blendMode": ["enum": DocumentReader.blendModes.map(\.0)],
            "clip": closedDocumented([
                "type": ["enum": shapeTypes], "position": animatable(ref("point"), "point"), "size": animatable(ref("size"), "size"),
                "anchor": animatable(ref("unitPoint"), "unitPoint"),
                "inverse": ["type": "boolean"], "cornerRadius": animatable(number(0)), "cornerStyle": ["enum": ["continuous", "circular"]],
                "cornerRadii": cornerRadii, "d": svgPathData, "sides": number(3, 1000, integer: true),
                "vertices": ["type": "array", "items": ref("point")], "points": number(2, 1000, integer: true),
                "innerRadius": animatable(number(0, 1)),
            ], required: ["type"], docs: clipDocs),
            "shadow": closedDocumented(["color": animatable(ref("color"), "color"), "radius": animatable(number(0, 1000)),
                                        "x": animatable(number()), "y": animatable(number())], required: ["radius"], docs: shadowDocs),
            "blur": animatable(number(0, 1000)), "start": number(0, RenderLimits.maximumSeconds), "end": number(0, RenderLimits.maximumSeconds), "zIndex": number(),
            "fill": ref("paint"), "fillRule": ["enum": ["nonZero", "evenOdd"]],
            "stroke": ref("stroke"), "strokeBorder": ref("stroke"),
            "trim": closed(["from": animatable(number(0, 1)), "to": animatable(number(0, 1))]),
            "cornerRadius": animatable(number(0)), "cornerStyle": ["enum": ["continuous", "circular"]],
            "cornerRadii": cornerRadii,
            "d": byType(string: svgPathData, else: closed(animationKeysSchema(svgPathData), required: ["from", "to"],
                                                          description: "A morph between two paths of the same structure")),
            "sides": number(3, 1000, integer: true), "vertices": ["type": "array", "items": ref("point"), "minItems": 2],
            "closed": ["type": "boolean"], "points": number(2, 1000, integer: true), "innerRadius": animatable(number(0, 1)),
            "text": ["type": "string", "description": "{value} shows the value property"],
            "value": animatable(number()), "decimals": number(0, 6, integer: true), "font": ["type": "string", "description": "A family name or a font file"],
            "fontSize": animatable(number(0.5, 2000)),
            "weight": byType(string: ["enum": Node.fontWeights.map(\.0)], else: number(1, 1000)),
            "italic": ["type": "boolean"], "design": ["enum": ["default", "serif", "rounded", "monospaced"]],
            "alignment": ["enum": ["leading", "center", "trailing"]], "wrapWidth": animatable(number(1, 100_000)),
            "lineSpacing": animatable(number(-1000, 1000)), "lineLimit": number(1, 10000, integer: true),
            "tracking": animatable(number(-1000, 1000)),
            "underline": ["type": "boolean"], "strikethrough": ["type": "boolean"],
            "file": ["type": "string", "description": "Image file, relative to the timeline file"],
            "interpolation": ["enum": ["none", "low", "medium", "high"]],
            "seed": number(0, 9_007_199_254_740_992, integer: true), "launchesPerSecond": number(0.01, 50),
            "gravity": number(-10000, 10000), "drag": number(0, 100), "density": number(0.01, 20),
            "wind": number(-10000, 10000), "preroll": number(0, 60), "sky": ["type": "boolean"], "bloom": ["type": "boolean"],
            "layers": ["type": "array", "items": ref("layer")],
            "symbol": ["enum": Image.systemSymbolNames],
            "duration": number(0.001, RenderLimits.maximumSeconds), "stagger": exactTime,
            "items": byType(string: ref("paramRef"), else: ["type": "array"]), "count": number(0, 10_000, integer: true),
            "perCharacter": closed(["stagger": exactTime, "offset": animatable(ref("point"), "point"),
                                    "scale": animatable(ref("scaleValue"), "scale"), "rotation": animatable(number()),
                                    "opacity": animatable(number(0, 1))]),
        ].reduce(into: Object()) { all, key in
            // Any value but the type and the layer list may be a parameter.
            let value = ["type", "layers"].contains(key.key) ? key.value : parameterOr(key.value)
            all[key.key] = documented(value, key.key, layerDocs)
        }
    }

    /// The keys of an animation whose values are `value`.
    static func animationKeysSchema(_ value: Object) -> Object {
        ((animationDefinitions("number", number())["numberAnimation"] as! Object)["properties"] as! Object)
            .merging(["from": value, "to": value]) { _, new in new }
    }

    /// SVG path data as Geometry's parser reads it: a moveto first, then
    /// commands each with whole groups of numbers (implicit repeats, compact
    /// numbers such as `10-5` and `.5.5`, arc flags without separators).
    /// Every number can be read one way only (a lookahead ends it), so a
    /// validator never backtracks through ways to split digits.
    static var svgPathData: Object {
        let n = #"[-+]?(?:\d+\.\d*|\.\d+|\d+(?![\d.]))(?:[eE][-+]?\d+)?(?![\deE])"#
        let sep = #"(?:\s*,\s*|\s*)"#
        func numbers(_ k: Int) -> String { k == 1 ? n : "\(n)(?:\(sep)\(n)){\(k - 1)}" }
        func command(_ letters: String, _ group: String) -> String { "[\(letters)](?:\(sep)\(group))+" }
        let arc = numbers(3) + sep + "[01]" + sep + "[01]" + sep + numbers(2)
        let commands = [command("MmLlTt", numbers(2)), command("HhVv", n), command("Cc", numbers(6)),
                        command("SsQq", numbers(4)), command("Aa", arc), "[Zz]"]
        // A moveto first (the lookahead), then any commands; kept under the console's line length.
        let pattern = "^\\s*(?=[Mm])(?:\\s*(?:" + commands.joined(separator: "|") + "))*\\s*$"
        return ["type": "string", "pattern": pattern,
                "description": "SVG path data: a moveto (M x y) first, then commands M L H V C S Q T A Z (lower case: relative), each with whole groups of numbers"]
    }

    /// Seconds kept exact: a number, or a fraction written as a string.
    static var exactTime: Object {
        byType(string: ["type": "string", "pattern": "^\\s*[0-9]+\\s*/\\s*[0-9]+\\s*$"], else: number(0, RenderLimits.maximumSeconds))
    }

    /// Keys a layer type cannot do without (the reader's `require`).
    static let requiredKeys: [String: [String]] = [
        "roundedRect": ["cornerRadius"], "unevenRoundedRect": ["cornerRadii"], "path": ["d"], "star": ["points"],
        "text": ["text"], "image": ["file"], "symbol": ["symbol"], "group": ["layers"], "sequence": ["layers"],
        "repeat": ["layers"],
    ]

    static var cornerRadii: Object {
        let r = animatable(number(0))
        let docs: [String: (String, Any?, Any)] = [
            "topLeading": ("Radius of the top-left corner", 0, 20), "topTrailing": ("Radius of the top-right corner", 0, 20),
            "bottomLeading": ("Radius of the bottom-left corner", 0, 4), "bottomTrailing": ("Radius of the bottom-right corner", 0, 4),
        ]
        return closedDocumented(["topLeading": r, "topTrailing": r, "bottomLeading": r, "bottomTrailing": r], docs: docs)
    }

    /// One `if type == X then only X's keys` branch per layer type.
    static var layerSchema: Object {
        let all = layerKeySchemas
        let insettable = ["rect", "roundedRect", "unevenRoundedRect", "circle", "ellipse", "capsule"]
        let branches: [Object] = DocumentReader.layerTypeOrder.map { type in
            let keys = DocumentReader.commonLayerKeys + DocumentReader.layerTypes[type]!
            var properties: Object = [:]
            for key in keys where all[key] != nil { properties[key] = ref("layer_\(key)") }
            var then = closed(properties, required: requiredKeys[type] ?? [])
            switch type {
            case "polygon":
                // Regular (sides) or irregular (vertices); cornerRadius and closed only fit one of them.
                then["if"] = ["required": ["vertices"]]
                then["then"] = ["properties": ["sides": false, "cornerRadius": false]]
                then["else"] = ["required": ["sides"], "properties": ["closed": false]]
            case "text":
                // {value} in the text needs a value to show.
                // {value} in the text needs a value to show, and a value needs a {value} to show in.
                then["allOf"] = [["if": ["properties": ["text": ["type": "string", "pattern": "\\{value\\}"]], "required": ["text"]],
                                  "then": ["required": ["value"]]],
                                 ["if": ["required": ["value"]], "then": ["properties": ["text": ["pattern": "\\{value\\}"]]]]]
            case "sequence":
                properties["start"] = documented(exactTime, "start", layerDocs)
                then = closed(properties, required: requiredKeys[type] ?? [])
                then["not"] = ["required": ["end"]]
            case "repeat":
                // The template's values hold $index, $item and $(…) anywhere, so its layers are checked after expansion.
                properties["start"] = documented(exactTime, "start", layerDocs)
                properties["layers"] = documented(["type": "array", "items": ["type": "object", "required": ["type"]]], "layers", repeatDocs)
                then = closed(properties, required: requiredKeys[type] ?? [])
                // items or count, not both.
                then["if"] = ["required": ["items"]]
                then["then"] = ["properties": ["count": false]]
                then["else"] = ["if": ["required": ["count"]], "else": ["required": ["items"]]]
                then["not"] = ["required": ["end"]]
            default: break
            }
            if DocumentReader.layerTypes[type]!.contains("strokeBorder"), !insettable.contains(type), var p = then["properties"] as? Object {
                p["strokeBorder"] = ["not": [:], "description": "strokeBorder insets the outline: only \(insettable.joined(separator: ", ")) have it; use stroke"]
                then["properties"] = p
            }
            // `required` in the condition: a layer without type matches no branch (and says only "type is required").
            return ["if": ["properties": ["type": ["const": type]], "required": ["type"]], "then": then]
        }
        return ["type": "object", "required": ["type"], "properties": ["type": all["type"]!], "allOf": branches,
                "description": "A layer: its type says what it draws and which keys it has"]
    }

    static var schema: Object {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://animgen.invalid/timeline.schema.json",
            "title": "animgen timeline file",
            "description": "A JSON5 animation: canvas, clock and a tree of animated layers (docs/timeline-format.md)",
            "type": "object",
            "additionalProperties": false,
            "required": ["layers"],
            "properties": rootProperties,
            "$defs": definitions,
        ]
    }

    static var rootProperties: Object {
        // A plain default (a string, number, boolean or list), or { type, default, description }.
        let parameter: Object = ["type": ["string", "number", "boolean", "array", "object"],
                                 "if": ["type": "object"],
                                 "then": closedDocumented(["type": ["enum": ParameterDeclaration.Kind.allCases.map(\.rawValue)],
                                                           "default": ["type": ["string", "number", "boolean", "array"]],
                                                           "description": ["type": "string"]],
                                                          required: ["type", "default"], docs: parameterDocs)]
        let properties: Object = [
                "$schema": ["type": "string"], "description": ["type": "string"],
                "params": ["type": "object", "propertyNames": ["pattern": "^[A-Za-z_][A-Za-z0-9_-]*$"],
                           "additionalProperties": parameter],
                "size": byType(string: closed(["width": number(1, Double(RenderLimits.maximumSide)), "height": number(1, Double(RenderLimits.maximumSide))], required: ["width", "height"]),
                               else: ["type": "array", "items": number(1, Double(RenderLimits.maximumSide)), "minItems": 2, "maxItems": 2], "object"),
                "fps": byType(string: ["type": "string", "pattern": "^[0-9]+(/[0-9]+|\\.[0-9]+)?$"], else: number(1, 240)),
                "duration": number(0.001, RenderLimits.maximumSeconds), "background": ref("paint"),
                "seed": number(0, 9_007_199_254_740_992, integer: true), "reproducible": ["type": "boolean"],
                "layers": ["type": "array", "items": ref("layer")],
        ]
        return properties.reduce(into: Object()) { $0[$1.key] = documented($1.value as! Object, $1.key, rootDocs) }
    }
}
