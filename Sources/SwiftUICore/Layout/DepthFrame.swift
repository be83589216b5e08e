// Depth frames (visionOS): a frame along the axis out of the screen. A
// render is a flat picture seen from the front, in which every view has
// zero depth and a position in depth does not show, so these frames are
// accepted (SwiftUI code for visionOS compiles) and leave the view as it is.
import Foundation

/// A guide for aligning views along the depth axis, as SwiftUI's `DepthAlignmentID`.
public protocol DepthAlignmentID {}

/// An alignment position along the depth axis, as SwiftUI's `DepthAlignment`.
public struct DepthAlignment: Equatable, Sendable {
    let id: ObjectIdentifier

    /// The alignment of the guide `id`.
    public init(_ id: any DepthAlignmentID.Type) { self.id = ObjectIdentifier(id) }

    private enum Front: DepthAlignmentID {}
    private enum Center: DepthAlignmentID {}
    private enum Back: DepthAlignmentID {}

    /// The front of the view.
    public static let front = DepthAlignment(Front.self)
    /// The middle of the view's depth.
    public static let center = DepthAlignment(Center.self)
    /// The back of the view.
    public static let back = DepthAlignment(Back.self)
}

extension View {
    /// A frame of depth `depth` (visionOS): a flat render has no depth, so the view is unchanged.
    public func frame(depth: CGFloat?, alignment: DepthAlignment = .center) -> some View { self }

    /// A frame with depth limits (visionOS): a flat render has no depth, so the view is unchanged.
    public func frame(minDepth: CGFloat? = nil, idealDepth: CGFloat? = nil, maxDepth: CGFloat? = nil,
                      alignment: DepthAlignment = .center) -> some View { self }
}
