// SwiftUI's AnimatableModifier (deprecated there, common in real code): a
// modifier whose animatableData the enclosing animation interpolates per
// frame, so body(content:) sees every in-between value. Every modifier
// that is Animatable already animates here (ModifiedContent resolves it
// through its site), so the protocol only has to exist.
import Foundation

/// A modifier that can create another modifier with animation, as
/// SwiftUI's `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}
