// Chevrons and arrows: each drawn pointing right and turned for the other
// directions; the circular arrows turn clockwise on screen and mirrored.
import Foundation

extension SymbolCatalog {
    static let chevron: [SymbolCommand] = [.polyline([(0.34, 0.1), (0.72, 0.5), (0.34, 0.9)])]
    static let shaft: [SymbolCommand] = [.polyline([(0.08, 0.5), (0.86, 0.5)])]
    static let head: [SymbolCommand] = [.polyline([(0.54, 0.18), (0.88, 0.5), (0.54, 0.82)])]
    /// Most of a circle, open at the top right, with its head at the top.
    static let turning: [SymbolCommand] = [.arc(center: (0.5, 0.54), radius: 0.36, from: -70, to: 235, clockwise: false)]
    static let turningHead: [SymbolCommand] = [.arcArrowhead(center: (0.5, 0.54), radius: 0.36, degrees: 235, lead: 0.13,
                                                             length: 0.24, halfWidth: 0.15)]

    static let arrows: [String: SymbolDesign] = [
        "chevron.right": SymbolDesign(.body(chevron, .stroke(0.13))),
        "chevron.down": SymbolDesign(.body(chevron, .stroke(0.13), .turn(1))),
        "chevron.left": SymbolDesign(.body(chevron, .stroke(0.13), .turn(2))),
        "chevron.up": SymbolDesign(.body(chevron, .stroke(0.13), .turn(3))),
        "arrow.right": SymbolDesign(.body(shaft, .stroke(0.12)), .body(head, .stroke(0.12))),
        "arrow.down": SymbolDesign(.body(shaft, .stroke(0.12), .turn(1)), .body(head, .stroke(0.12), .turn(1))),
        "arrow.left": SymbolDesign(.body(shaft, .stroke(0.12), .turn(2)), .body(head, .stroke(0.12), .turn(2))),
        "arrow.up": SymbolDesign(.body(shaft, .stroke(0.12), .turn(3)), .body(head, .stroke(0.12), .turn(3))),
        // The pop-up button's chevrons (a menu picker's): one up over one down.
        "chevron.up.chevron.down": SymbolDesign(.body([.polyline([(0.27, 0.4), (0.5, 0.16), (0.73, 0.4)])], .stroke(0.11)),
                                                .body([.polyline([(0.27, 0.6), (0.5, 0.84), (0.73, 0.6)])], .stroke(0.11))),
        // The right arrow turned up by 45° and shrunk to stay in the box.
        "arrow.up.right": SymbolDesign(.body(shaft, .stroke(0.12), .rotate(PiFraction(-1, 4), scale: 0.9)),
                                       .body(head, .stroke(0.12), .rotate(PiFraction(-1, 4), scale: 0.9))),
        "arrow.clockwise": SymbolDesign(.body(turning, .stroke(0.1)), .body(turningHead)),
        "arrow.counterclockwise": SymbolDesign(.body(turning, .stroke(0.1), .mirror(width: 1)),
                                               .body(turningHead, .mirror(width: 1))),
    ]
}
