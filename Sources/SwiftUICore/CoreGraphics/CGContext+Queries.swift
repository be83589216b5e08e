// Questions CoreGraphics code asks its context: the current path in user
// space, whether a point is inside it, and the map from user space to
// device space (here the pixels of the picture being drawn).
import Foundation
import Geometry

#if !canImport(CoreGraphics)
extension CGContext {
    /// User space to device pixels (the current matrix, then the target's transform and pixel scale).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm.concatenating(state.target.canvasTransform) }

    /// `point` in device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform) }
    /// `point` (device pixels) in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform.inverted()) }
    /// `size` in device pixels.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform) }
    /// `size` (device pixels) in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform.inverted()) }
    /// The device-pixel bounds of `rect`.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform) }
    /// The user-space bounds of `rect` (device pixels).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform.inverted()) }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        return CGPath(path: currentPath.applying(state.ctm.inverted()))
    }

    /// The current point of the path in user space (zero when the path is empty).
    public var currentPointOfPath: CGPoint {
        currentPath.currentPoint.map { $0.applying(state.ctm.inverted()) } ?? .zero
    }

    /// Whether `point` (user space) is inside what painting the current path with `mode` would cover.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let p = point.applying(state.ctm)
        switch mode {
        case .fill: return currentPath.contains(p)
        case .eoFill: return currentPath.contains(p, eoFill: true)
        case .stroke: return currentPath.strokedPath(strokeOutline).contains(p)
        case .fillStroke: return currentPath.contains(p) || currentPath.strokedPath(strokeOutline).contains(p)
        case .eoFillStroke: return currentPath.contains(p, eoFill: true) || currentPath.strokedPath(strokeOutline).contains(p)
        }
    }
}
#endif
