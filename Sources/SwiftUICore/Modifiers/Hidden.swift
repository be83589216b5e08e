extension View {
    /// Hides this view unconditionally, as SwiftUI's `hidden()`: it is not
    /// drawn, but stays in the hierarchy and takes its place in layout.
    public func hidden() -> some View { opacity(0) }
}
