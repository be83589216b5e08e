// Transitional: the Symbols engine's catalog against the drawing-call
// catalog it replaces, path for path (verbs and points bit for bit).
import Foundation
import Testing
@testable import SwiftUICore
import Symbols
import Geometry

@Suite struct SymbolParityTests {
    @Test func everySymbolIsTheSame() {
        #expect(SymbolCatalog.names == SymbolImage.table.keys.sorted())
        for (name, old) in SymbolImage.table {
            guard let new = SymbolCatalog.geometry(named: name) else { Issue.record("\(name) missing"); continue }
            #expect(new.aspect == old.aspect, "\(name) aspect")
            #expect(new.parts == old.parts, "\(name) parts \(new.parts.count) vs \(old.parts.count)")
            #expect(new.cutouts == old.cutouts, "\(name) cutouts")
            #expect((new.layers == nil) == (old.layers == nil), "\(name) layers")
            if let nl = new.layers, let ol = old.layers {
                #expect(nl.count == ol.count, "\(name) layer count")
                for (a, b) in zip(nl, ol) {
                    #expect(a.parts == b.parts, "\(name) layer parts")
                    #expect(a.cutouts == b.cutouts, "\(name) layer cutouts")
                }
            }
            if new.parts != old.parts {
                for (i, (a, b)) in zip(new.parts, old.parts).enumerated() where a != b {
                    print("\(name) part \(i): \(a.elements.count) vs \(b.elements.count) elements")
                }
            }
        }
    }
}
