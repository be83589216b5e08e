// What the canvas reads from a preview, per Apple's documentation of
// PreviewTrait, PreviewLayout, previewDisplayName and PreviewProvider:
// traits set the layout and orientation (the last one wins), a landscape
// device is turned, `.sizeThatFits` asks the view, and each view of a
// provider's top-level Group (or ForEach) is its own preview.
import Foundation
import Testing
@testable import SwiftUICore

@Suite struct PreviewSettingsTests {
    let device = CGSize(width: 390, height: 844)

    @Test func traitsChooseTheCanvas() {
        #expect(PreviewSettings.preview().canvas(device: device) { _ in .zero } == device)
        #expect(PreviewSettings.preview("A", traits: .sizeThatFitsLayout).canvas(device: device) { offered in offered == device ? CGSize(width: 40, height: 20) : .zero }
                == CGSize(width: 40, height: 20))
        #expect(PreviewSettings.preview(traits: .fixedLayout(width: 200, height: 120)).canvas(device: device) { _ in .zero }
                == CGSize(width: 200, height: 120))
        #expect(PreviewSettings.preview(traits: .landscapeLeft).canvas(device: device) { _ in .zero } == CGSize(width: 844, height: 390))
        #expect(PreviewSettings.preview(traits: .landscapeRight, .portrait).canvas(device: device) { _ in .zero } == device)
        // Orientation turns only a device: a fixed layout keeps its size.
        #expect(PreviewSettings.preview(traits: .fixedLayout(width: 200, height: 120), .landscapeLeft).canvas(device: device) { _ in .zero }
                == CGSize(width: 200, height: 120))
        #expect(PreviewSettings.preview("Named").name == "Named")
        // sizeThatFits offers the (turned) device, then fits the container to the answer.
        #expect(PreviewSettings.preview(traits: .sizeThatFitsLayout, .landscapeLeft).canvas(device: device) { $0 } == CGSize(width: 844, height: 390))
    }

    struct Card: View {
        var title: String
        var body: some View { Text(title) }
    }

    struct Card_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Card(title: "A")
                    .previewLayout(.fixed(width: 320, height: 100))
                    .previewDisplayName("First")
                Card(title: "B")
                    .previewInterfaceOrientation(.landscapeRight)
            }
        }
    }

    struct Single_Previews: PreviewProvider {
        static var previews: some View { Card(title: "C").previewLayout(.sizeThatFits) }
    }

    @Test func providersListEveryViewOfTheirGroup() {
        let previews = PreviewRegistration.provider(Card_Previews.self, file: "Card.swift", line: 7)
        #expect(previews.count == 2)
        #expect(previews[0].settings.name == "First")
        #expect(previews[0].settings.layout == .fixed(width: 320, height: 100))
        #expect(previews[1].settings.name == "Card 2")
        #expect(previews[1].settings.orientation == .landscapeRight)
        #expect(previews.allSatisfy { $0.file == "Card.swift" && $0.line == 7 })
        let single = PreviewRegistration.provider(Single_Previews.self, file: "Card.swift", line: 20)
        #expect(single.count == 1)
        #expect(single[0].settings.name == "Single")
        #expect(single[0].settings.layout == .sizeThatFits)
        #expect(Single_Previews.platform == nil)
    }

    /// The Landmarks tutorial's form: one preview per device name, each named by it.
    struct Devices_Previews: PreviewProvider {
        static var previews: some View {
            ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self) { name in
                Card(title: name)
                    .previewDevice(PreviewDevice(rawValue: name))
                    .previewDisplayName(name)
            }
            Card(title: "Last").previewLayout(.sizeThatFits)
        }
    }

    @Test func aForEachListsOnePreviewPerElement() {
        let previews = PreviewRegistration.provider(Devices_Previews.self, file: "Card.swift", line: 30)
        #expect(previews.map(\.settings.name) == ["iPhone SE (3rd generation)", "iPhone 15 Pro", "Devices 3"])
        #expect(previews[2].settings.layout == .sizeThatFits)
    }

    @Test func settingsModifiersDrawTheirContentUnchanged() throws {
        let plain = try ImageRenderer(content: Card(title: "Same")).render()
        let modified = try ImageRenderer(content: Card(title: "Same").previewDisplayName("X").previewLayout(.sizeThatFits).previewDevice("iPhone 15 Pro")).render()
        #expect(plain.width == modified.width && plain.height == modified.height)
        #expect(plain.bytes == modified.bytes)
    }
}
