// `Image(systemName:)`'s symbols: SF Symbols do not exist off Apple
// platforms, so the names are looked up in the Symbols engine's catalog of
// stand-ins, and their paths painted by GraphicsContext+Image.swift.
import Foundation
import Geometry
import Symbols

/// Looking up and sizing a system symbol image.
enum SystemSymbol {
    /// Point size of a symbol drawn without a frame (SwiftUI's body text size).
    static let pointSize: CGFloat = 17
    /// Where the baseline sits, as a fraction of the height from the top.
    static let baselineFraction: CGFloat = 0.85

    /// The paths of the symbol called `name`; for an unknown name nil, after
    /// a warning on stderr (once per name per process), as SwiftUI logs and
    /// draws nothing.
    static func named(_ name: String) -> SymbolGeometry? {
        if let s = SymbolCatalog.geometry(named: name) { return s }
        WarningLog.shared.warnOnce("no symbol image named \"\(name)\"; it draws nothing. "
            + "The known names are listed by Image.systemSymbolNames.")
        return nil
    }
}

extension Image {
    /// The names `Image(systemName:)` knows, sorted.
    public static var systemSymbolNames: [String] { SymbolCatalog.names }
}
