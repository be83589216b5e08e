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
    static func animatable(_ constant: Object, _ type: String = "number", _ description: String? = nil) -> Object {
        var o: Object = ["anyOf": [constant, ref("\(type)Animation"), ref("\(type)Keyframes"), ref("binding"), ref("paramRef")]]
        if let description { o["description"] = description }
        return o
    }

    /// The animation and keyframe-track schemas of one value type.
    static func animationDefinitions(_ type: String, _ value: Object) -> Object {
        func words(_ properties: Object) -> Object {
            properties.reduce(into: Object()) { $0[$1.key] = documented($1.value as! Object, $1.key, animationDocs) }
        }
        let passes: Object = ["anyOf": [
            ["type": "boolean"], number(1, 1_000_000, integer: true),
            closed(["count": ["anyOf": [number(1, 1_000_000, integer: true), ["const": "forever"]],
                              "description": "How many passes, or \"forever\"", "examples": [3]],
                    "autoreverses": ["type": "boolean", "default": true, "examples": [false],
                                     "description": "Whether every other pass runs backwards"]], required: ["count"]),
        ]]
        var animation = closed(words([
            "from": value, "to": value, "curve": ref("curve"), "spring": ref("spring"),
            "duration": number(0, RenderLimits.maximumSeconds), "delay": number(0, RenderLimits.maximumSeconds), "speed": number(0.001, 1000),
            "repeat": passes, "autoreverses": ["type": "boolean"],
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
        let track = closed(words([
            "from": value, "keyframes": ["type": "array", "items": keyframe, "minItems": 1],
            "delay": number(0, RenderLimits.maximumSeconds), "repeat": ["type": "boolean", "description": "Start over after the last keyframe, for ever",
                                                "default": false, "examples": [true]],
        ]), required: ["from", "keyframes"], description: "A keyframe track (SwiftUI's KeyframeTrack)")
        return ["\(type)Animation": animation, "\(type)Keyframes": track]
    }

    static func pair(_ a: String, _ b: String) -> Object {
        ["anyOf": [["type": "array", "items": number(), "minItems": 2, "maxItems": 2],
                   closed([a: number(), b: number()], required: [a, b])]]
    }

    static var definitions: Object {
        let unitNames = UnitPointNames.all.map(\.0)
        let color: Object = ["anyOf": [["enum": Color.namedColors.map(\.name)], ref("paramRef"),
                                       ["type": "string", "pattern": "^(#[0-9A-Fa-f]{3,8}|rgba?\\(.*\\))$"]],
                             "description": "A SwiftUI color name, #RRGGBB[AA] or rgba(r, g, b, a)"]
        let gradient = closed([
            "type": ["enum": Node.gradientTypes],
            "stops": ["type": "array", "minItems": 1, "items": ["anyOf": [
                animatable(ref("color"), "color"),
                closed(["color": animatable(ref("color"), "color"), "location": animatable(number(0, 1))], required: ["color"]),
            ]]],
            "interpolation": ["enum": ["device", "perceptual"]],
            "startPoint": animatable(ref("unitPoint"), "unitPoint"), "endPoint": animatable(ref("unitPoint"), "unitPoint"),
            "center": animatable(ref("unitPoint"), "unitPoint"),
            "startRadius": animatable(number(0)), "endRadius": animatable(number(0)),
            "angle": animatable(number()), "startAngle": animatable(number()), "endAngle": animatable(number()),
            "startRadiusFraction": animatable(number(0)), "endRadiusFraction": animatable(number(0)),
        ], required: ["type", "stops"], description: "A gradient; unit points span the layer's frame")
        return [
            "point": pair("x", "y"),
            "size": ["anyOf": [number(0), pair("width", "height")]],
            "unitPoint": ["anyOf": [["enum": unitNames], ["type": "array", "items": number(), "minItems": 2, "maxItems": 2]]],
            "color": color,
            "unitCurve": ["anyOf": [["enum": Node.curveNames],
                                    ["type": "array", "items": number(), "minItems": 4, "maxItems": 4]],
                          "description": "A SwiftUI curve name or a cubic Bézier [x1, y1, x2, y2]"],
            "curve": ["anyOf": [["enum": Node.curveNames + Easing.names.map(\.0)],
                                ["type": "string", "pattern": "^steps\\([0-9]+\\)$"],
                                ["type": "array", "items": number(), "minItems": 4, "maxItems": 4]],
                      "description": "A curve name (SwiftUI's, or back, elastic, bounce), \"steps(N)\", or a cubic Bézier [x1, y1, x2, y2]"],
            "spring": ["anyOf": [["enum": Node.springNames],
                                 closed(["duration": number(0.001, 100), "bounce": number(-0.99, 0.99),
                                         "response": number(0.001, 100), "dampingFraction": number(0.01, 10),
                                         "mass": number(0.001, 1000), "stiffness": number(0.001), "damping": number(0)])]],
            "paint": ["anyOf": [animatable(ref("color"), "color"), gradient]],
            "stroke": ["anyOf": [ref("paint"), closed([
                "paint": ref("paint"), "lineWidth": animatable(number(0)),
                "lineCap": ["enum": ["butt", "round", "square"]], "lineJoin": ["enum": ["miter", "round", "bevel"]],
                "miterLimit": animatable(number(1)), "dash": ["type": "array", "items": animatable(number(0))],
                "dashPhase": animatable(number()),
            ], required: ["paint"])]],
            "layer": layerSchema,
            "paramRef": ["type": "string", "pattern": "^\\$[A-Za-z_][A-Za-z0-9_-]*$",
                         "description": "A parameter declared in params, replaced by its value", "examples": ["$title"]],
            "binding": closed([
                "follow": ["type": "string", "pattern": "^[^.]+\\.[A-Za-z]+(\\.(x|y|width|height))?$",
                           "description": "NAME.PROPERTY[.COMPONENT] of another layer: position, offset, size, scale, rotation, opacity, blur, value, fontSize",
                           "examples": ["bar.size.height"]],
                "scale": ["anyOf": [number(), ["type": "array", "items": number(), "minItems": 2, "maxItems": 2]],
                          "description": "Multiplies the followed value ([x, y] for a point or size)", "default": 1, "examples": [0.5]],
                "offset": ["description": "Added after scaling, a value of the property's own kind", "examples": [10]],
            ], required: ["follow"], description: "Follows another layer's value at the same instant"),
            "scaleValue": ["anyOf": [number(), pair("width", "height")]],
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
            "clip": closed([
                "type": ["enum": shapeTypes], "position": animatable(ref("point"), "point"), "size": animatable(ref("size"), "size"),
                "inverse": ["type": "boolean"], "cornerRadius": animatable(number(0)), "cornerStyle": ["enum": ["continuous", "circular"]],
                "cornerRadii": cornerRadii, "d": ["type": "string"], "sides": number(3, 1000, integer: true),
                "vertices": ["type": "array", "items": ref("point")], "points": number(2, 1000, integer: true),
                "innerRadius": animatable(number(0, 1)),
            ], required: ["type"]),
            "shadow": closed(["color": animatable(ref("color"), "color"), "radius": animatable(number(0, 1000)),
                              "x": animatable(number()), "y": animatable(number())], required: ["radius"]),
            "blur": animatable(number(0, 1000)), "start": number(0, RenderLimits.maximumSeconds), "end": number(0, RenderLimits.maximumSeconds), "zIndex": number(),
            "fill": ref("paint"), "fillRule": ["enum": ["nonZero", "evenOdd"]],
            "stroke": ref("stroke"), "strokeBorder": ref("stroke"),
            "trim": closed(["from": animatable(number(0, 1)), "to": animatable(number(0, 1))]),
            "cornerRadius": animatable(number(0)), "cornerStyle": ["enum": ["continuous", "circular"]],
            "cornerRadii": cornerRadii,
            "d": ["anyOf": [["type": "string"], closed(animationKeysSchema(["type": "string"]), required: ["from", "to"],
                                                      description: "A morph between two paths of the same structure")]],
            "sides": number(3, 1000, integer: true), "vertices": ["type": "array", "items": ref("point"), "minItems": 2],
            "closed": ["type": "boolean"], "points": number(2, 1000, integer: true), "innerRadius": animatable(number(0, 1)),
            "text": ["type": "string", "description": "{value} shows the value property"],
            "value": animatable(number()), "decimals": number(0, 6, integer: true), "font": ["type": "string", "description": "A family name or a font file"],
            "fontSize": animatable(number(0.5, 2000)),
            "weight": ["enum": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]],
            "italic": ["type": "boolean"], "design": ["enum": ["default", "serif", "rounded", "monospaced"]],
            "alignment": ["enum": ["leading", "center", "trailing"]], "wrapWidth": number(1),
            "lineSpacing": number(-1000, 1000), "lineLimit": number(1, 10000, integer: true), "tracking": number(-1000, 1000),
            "underline": ["type": "boolean"], "strikethrough": ["type": "boolean"],
            "file": ["type": "string", "description": "Image file, relative to the timeline file"],
            "interpolation": ["enum": ["none", "low", "medium", "high"]],
            "seed": number(0, 9_007_199_254_740_992, integer: true), "launchesPerSecond": number(0.01, 50),
            "gravity": number(-10000, 10000), "drag": number(0, 100), "density": number(0.01, 20),
            "wind": number(-10000, 10000), "preroll": number(0, 60), "sky": ["type": "boolean"],
            "layers": ["type": "array", "items": ref("layer")],
            "symbol": ["enum": Image.systemSymbolNames],
            "duration": number(0.001, RenderLimits.maximumSeconds), "stagger": exactTime,
            "perCharacter": closed(["stagger": exactTime, "offset": animatable(ref("point"), "point"),
                                    "scale": animatable(ref("scaleValue"), "scale"), "rotation": animatable(number()),
                                    "opacity": animatable(number(0, 1))]),
        ].reduce(into: Object()) { all, key in
            // Any value but the type and the layer list may be a parameter.
            let value = ["type", "layers"].contains(key.key) ? key.value as! Object : ["anyOf": [key.value, ref("paramRef")]]
            all[key.key] = documented(value, key.key, layerDocs)
        }
    }

    /// The keys of an animation whose values are `value`.
    static func animationKeysSchema(_ value: Object) -> Object {
        ((animationDefinitions("number", number())["numberAnimation"] as! Object)["properties"] as! Object)
            .merging(["from": value, "to": value]) { _, new in new }
    }

    /// Seconds kept exact: a number, or a fraction written as a string.
    static var exactTime: Object {
        ["anyOf": [number(0, RenderLimits.maximumSeconds), ["type": "string", "pattern": "^\\s*[0-9]+\\s*/\\s*[0-9]+\\s*$"]]]
    }

    /// Keys a layer type cannot do without (the reader's `require`).
    static let requiredKeys: [String: [String]] = [
        "roundedRect": ["cornerRadius"], "unevenRoundedRect": ["cornerRadii"], "path": ["d"], "star": ["points"],
        "text": ["text"], "image": ["file"], "symbol": ["symbol"], "group": ["layers"], "sequence": ["layers"],
    ]

    static var cornerRadii: Object {
        let r = animatable(number(0))
        return closed(["topLeading": r, "topTrailing": r, "bottomLeading": r, "bottomTrailing": r])
    }

    /// One `if type == X then only X's keys` branch per layer type.
    static var layerSchema: Object {
        let all = layerKeySchemas
        let branches: [Object] = DocumentReader.layerTypeOrder.map { type in
            let keys = DocumentReader.commonLayerKeys + DocumentReader.layerTypes[type]!
            var properties: Object = [:]
            for key in keys where all[key] != nil { properties[key] = ref("layer_\(key)") }
            var then = closed(properties, required: requiredKeys[type] ?? [])
            switch type {
            case "polygon":
                // Regular (sides) or irregular (vertices); cornerRadius and closed only fit one of them.
                then["oneOf"] = [["required": ["sides"], "not": ["anyOf": [["required": ["vertices"]], ["required": ["closed"]]]]],
                                 ["required": ["vertices"], "not": ["anyOf": [["required": ["sides"]], ["required": ["cornerRadius"]]]]]]
            case "text":
                // {value} in the text needs a value to show.
                then["if"] = ["properties": ["text": ["type": "string", "pattern": "\\{value\\}"]], "required": ["text"]]
                then["then"] = ["required": ["value"]]
            case "sequence":
                properties["start"] = documented(exactTime, "start", layerDocs)
                then = closed(properties, required: requiredKeys[type] ?? [])
                then["not"] = ["required": ["end"]]
            default: break
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
        let parameter: Object = ["anyOf": [
            ["type": ["string", "number", "boolean"]],
            closed(["type": ["enum": ["string", "number", "color", "boolean"], "description": "What kind of value"],
                    "default": ["type": ["string", "number", "boolean"], "description": "The value used when none is given"],
                    "description": ["type": "string", "description": "What the parameter is for"]],
                   required: ["type", "default"]),
        ]]
        let properties: Object = [
                "$schema": ["type": "string"], "description": ["type": "string"],
                "params": ["type": "object", "propertyNames": ["pattern": "^[A-Za-z_][A-Za-z0-9_-]*$"],
                           "additionalProperties": parameter],
                "size": ["anyOf": [["type": "array", "items": number(1, Double(RenderLimits.maximumSide)), "minItems": 2, "maxItems": 2],
                                   closed(["width": number(1, Double(RenderLimits.maximumSide)), "height": number(1, Double(RenderLimits.maximumSide))], required: ["width", "height"])]],
                "fps": ["anyOf": [number(1, 240), ["type": "string", "pattern": "^[0-9]+(/[0-9]+|\\.[0-9]+)?$"]]],
                "duration": number(0.001, RenderLimits.maximumSeconds), "background": ref("paint"),
                "seed": number(0, 9_007_199_254_740_992, integer: true), "reproducible": ["type": "boolean"],
                "layers": ["type": "array", "items": ref("layer")],
        ]
        return properties.reduce(into: Object()) { $0[$1.key] = documented($1.value as! Object, $1.key, rootDocs) }
    }
}
