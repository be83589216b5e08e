// The minimum row height, after Apple's `defaultMinListRowHeight` page:
// "The height of list rows is bounded below by this default value, and is
// otherwise determined by the height of the row's content and the row
// insets." iOS's value is 44 points (ListLook.swift).
import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListLook.minimumRowHeight }
}

extension EnvironmentValues {
    /// The default minimum height of rows in a list (44 points on iOS).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
