// TARGET on the command line (`animgen verify TARGET`, `animgen sheet
// TARGET`): the name of a built-in scene (``BuiltInScenes``), else the path
// of a timeline file.
import AnimGen
import Foundation
import Frames
import Scenes
import Spelling
import TimelineFile
import Verification

/// The scene TARGET names: a built-in scene's name, or a timeline file.
/// - Throws: a usage ``CLIError`` naming the nearest built-in scene for an
///   unknown name, or a runtime ``CLIError`` when the file cannot be used
///   (its problems already printed to `console`).
func resolveScene(_ target: String, parameters: TimelineParameters = TimelineParameters(),
                  console: Console = .standard) throws -> any AnimationScene {
    if let scene = BuiltInScenes.named(target) {
        guard parameters.isEmpty else {
            throw CLIError.usage("built-in scenes have no params", at: target, fix: "drop --param and --params, or name a timeline file")
        }
        return scene
    }
    let names = BuiltInScenes.names
    let known = "built-in scenes: \(names.joined(separator: ", "))"
    if FileManager.default.fileExists(atPath: target) {
        if LottieLoading.isLottie(target) { return try LottieLoading.scene(target, console: console) }
        return try TimelineFileLoading.scene(target, parameters: parameters, console: console)
    }
    let looksLikeFile = target.contains("/") || target.hasSuffix(".json5") || target.hasSuffix(".json") || target.hasSuffix(".lottie") || target.hasSuffix(".tgs")
    if looksLikeFile {
        throw CLIError.usage("no scene and no file named \(target)", at: target,
                             fix: "check the path, or use a built-in scene name (\(known))")
    }
    if let nearest = NearestName.nearest(to: target, among: names) {
        throw CLIError.usage("unknown scene \"\(target)\"", at: target, fix: "did you mean \"\(nearest)\"? (\(known))")
    }
    throw CLIError.usage("unknown scene \"\(target)\"", at: target,
                         fix: "pick one of: \(names.joined(separator: ", ")), or give a timeline file's path")
}

/// Shared by `verify` and `sheet`: the scene, its settings from the command
/// line over the scene's defaults, and the selected frames.
struct SceneTarget {
    var scene: any AnimationScene
    var settings: SceneSettings

    /// Resolves the positional TARGET and `--seconds/--fps/--size/--seed`.
    init(_ arguments: ParsedArguments) throws {
        guard let target = arguments.positionals.first else {
            throw CLIError.usage("missing TARGET (the scene to use)", fix: "name a built-in scene, e.g. fireworks")
        }
        scene = try resolveScene(target, parameters: TimelineParameterOptions.parameters(from: arguments))
        settings = try RenderOptions.sceneSettings(from: arguments, defaults: scene.defaultSettings)
    }

    /// `--frames`, `--every` or `--times` (at most one), or `fallback` when none is given.
    func frames(_ arguments: ParsedArguments, fallback: FrameSelection) throws -> [Int] {
        let given = Self.selectionKeys.filter { arguments.has($0) }
        guard given.count <= 1 else {
            throw CLIError.usage("\(given.map { "--\($0.name)" }.joined(separator: " and ")) both choose frames",
                                 fix: "keep only one of them")
        }
        do {
            let selection: FrameSelection
            switch given.first {
            case .frames?: selection = try .parseFrames(arguments.value(.frames)!, frameCount: settings.frameCount)
            case .every?: selection = try .parseEvery(arguments.value(.every)!)
            case .times?: selection = try .parseTimes(arguments.value(.times)!)
            default: selection = fallback
            }
            return try selection.indices(frameCount: settings.frameCount, frameRate: settings.frameRate)
        } catch let error as VerificationError {
            let option = given.first.map { "--\($0.name) \(arguments.value($0)!)" }
            throw CLIError.usage(error.description, at: option)
        }
    }

    /// The options that choose frames, at most one of which may be given.
    static let selectionKeys: [OptionKey] = [.frames, .every, .times]

    /// Frame selection options shared by `verify` and `sheet`.
    static let selectionSpecs: [OptionSpec] = [
        OptionSpec(.frames, .value(placeholder: "LIST"), help: "frames to use, 0-based: 0,30,60 or 10-20 (30- to the end; as render's --frames)"),
        OptionSpec(.every, .value(placeholder: "STEP"), help: "a frame every STEP: 0.5s (seconds) or 15f (frames), from frame 0"),
        OptionSpec(.times, .value(placeholder: "LIST"), help: "frames shown at these times in seconds: 0.5,1.25"),
    ]
}
