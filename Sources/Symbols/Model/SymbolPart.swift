// One piece of a symbol design: path data, the steps applied to it, and the
// role it plays when the symbol is filled or coloured layer by layer.
import Foundation

/// A piece of a symbol design.
package struct SymbolPart: Sendable {
    /// What a part does in the finished symbol.
    package enum Role: Sendable, Hashable {
        /// Filled, unioned with the symbol's other filled parts.
        case body
        /// Knocked out of the filled parts (the door of `house.fill`).
        case cutout
        /// The ground a glyph sits on (a ring, a disc, a triangle): the
        /// secondary layer when the symbol is coloured by layers.
        case ground
        /// A glyph drawn beside its ground, the primary layer (`checkmark.circle`).
        case glyph
        /// A glyph knocked out of its ground, the primary layer
        /// (`checkmark.circle.fill`).
        case knockout
    }

    /// The part's role.
    package var role: Role
    /// The part's path data.
    package var commands: [SymbolCommand]
    /// What is done to the path, in order.
    package var steps: [SymbolStep]

    /// A part with `role`, drawn by `commands` and then `steps`.
    package init(_ role: Role, _ commands: [SymbolCommand], _ steps: [SymbolStep]) {
        self.role = role
        self.commands = commands
        self.steps = steps
    }

    /// A filled part.
    package static func body(_ commands: [SymbolCommand], _ steps: SymbolStep...) -> SymbolPart {
        SymbolPart(.body, commands, steps)
    }

    /// A part knocked out of the filled ones.
    package static func cutout(_ commands: [SymbolCommand], _ steps: SymbolStep...) -> SymbolPart {
        SymbolPart(.cutout, commands, steps)
    }

    /// The ground a glyph sits on.
    package static func ground(_ commands: [SymbolCommand], _ steps: SymbolStep...) -> SymbolPart {
        SymbolPart(.ground, commands, steps)
    }

    /// A glyph drawn beside its ground.
    package static func glyph(_ commands: [SymbolCommand], _ steps: SymbolStep...) -> SymbolPart {
        SymbolPart(.glyph, commands, steps)
    }

    /// A glyph knocked out of its ground.
    package static func knockout(_ commands: [SymbolCommand], _ steps: SymbolStep...) -> SymbolPart {
        SymbolPart(.knockout, commands, steps)
    }
}
