// One import for users: everything animgen offers, SwiftUI-shaped.
//
// `import SwiftUI` re-exports Foundation and CoreGraphics, so drawing code
// written for it uses `CGFloat`, `CGPoint`, `CGRect`, `sin`, `atan2`, `.pi`…
// with no other import. Foundation on Linux carries the CG types and the C
// math library, so re-exporting it gives `import AnimGen` the same reach.
@_exported import Foundation
// `import SwiftUI` re-exports Observation too: `@Observable` models need no import of their own.
@_exported import Observation
@_exported import Geometry
@_exported import Raster
@_exported import Timeline
@_exported import ImageFiles
@_exported import Media
@_exported import Typesetting
@_exported import SwiftUICore
@_exported import Particles
@_exported import Scenes
@_exported import Frames
@_exported import TimelineFile
@_exported import Verification
@_exported import Lottie

/// The render clock's timer (SwiftUICore): Foundation's `Timer` is re-exported
/// too, and this module's name wins for code importing AnimGen.
public typealias Timer = SwiftUICore.Timer
/// The render clock's main queue (SwiftUICore), over Dispatch's.
public typealias DispatchQueue = SwiftUICore.DispatchQueue
/// The render clock's time (SwiftUICore), over Dispatch's.
public typealias DispatchTime = SwiftUICore.DispatchTime
/// Tasks whose sleeps run on the render clock (SwiftUICore), over the standard library's.
public typealias Task = SwiftUICore.Task
