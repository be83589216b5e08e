// `animgen bench --scene models`: the dashboard of ViewBenchScene.swift
// with its bars read from an `@Observable` store of 500 items that never
// changes while the dashboard springs, as an app keeps its data in models.
// What it times beyond `views` is what a frame pays for holding models
// (DataFlow/ModelMoment.swift).
import AnimGen
import Observation
import SwiftUICore

@Observable private final class BenchItem {
    var value: Double
    var label: String
    init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}

@Observable private final class BenchStore {
    var items: [BenchItem] = (0..<500).map { BenchItem(value: Double($0 % 10) / 10, label: "item \($0)") }
}

private struct ModelDashboard: View {
    @State private var store = BenchStore()
    var grown = false

    var body: some View {
        BenchDashboard(values: store.items.prefix(7).map { grown ? 0.95 - $0.value * 0.8 : 0.1 + $0.value * 0.8 })
    }
}

enum ModelBenchScene {
    static func renderer() throws -> ViewRenderer {
        try ViewAnimation(ModelDashboard(), width: 1280, height: 720, background: Color(red: 0.08, green: 0.09, blue: 0.13))
            .at(0.5, animation: .spring(duration: 1.2, bounce: 0.3)) { $0.grown = true }
            .makeRenderer(frameRate: .fps60, duration: 4)
    }
}
