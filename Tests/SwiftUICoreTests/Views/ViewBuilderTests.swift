// ViewBuilder forms, type erasure, groups and custom modifiers.
import Foundation
import Testing
import Geometry
import Timeline
@testable import SwiftUICore

enum Kind { case small, large, none }

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(4)
            .background(Color.gray)
    }
}

struct Row: View {
    let kind: Kind
    let label: String?

    var body: some View {
        HStack(spacing: 0) {
            switch kind {
            case .small: Color.red.frame(width: 10, height: 10)
            case .large: Color.red.frame(width: 30, height: 30)
            case .none: EmptyView()
            }
            if let label {
                Text(label)
            }
        }
    }
}

@Suite struct ViewBuilderTests {
    @Test func switchAndIfLet() {
        #expect(layout(Row(kind: .small, label: nil), .unspecified).frame.size == CGSize(width: 10, height: 10))
        #expect(layout(Row(kind: .large, label: nil), .unspecified).frame.size == CGSize(width: 30, height: 30))
        #expect(layout(Row(kind: .none, label: nil), .unspecified).frame.size == .zero)
        let labelled = layout(Row(kind: .small, label: "x"), .unspecified)
        #expect(leafFrames(labelled).count == 2)
    }

    @Test func groupModifiersApplyToEachChild() {
        // Each of the two colors gets its own 10 × 10 frame and padding.
        let root = layout(VStack(spacing: 0) {
            Group {
                Color.red
                Color.blue
            }
            .frame(width: 10, height: 10)
            .padding(1)
        }, .unspecified)
        #expect(leafFrames(root) == [rect(1, 1, 10, 10), rect(1, 13, 10, 10)])
    }

    @Test func anyViewErasesAndKeepsLayout() {
        let views: [AnyView] = [AnyView(Color.red.frame(width: 5, height: 5)), AnyView(Circle()), AnyView(EmptyView())]
        let root = layout(HStack(spacing: 0) { ForEach(0..<3) { views[$0] } }, .unspecified)
        #expect(root.frame.size == CGSize(width: 15, height: 10))
    }

    @Test func customViewModifier() {
        let root = layout(Color.red.frame(width: 10, height: 10).modifier(Card()), .unspecified)
        #expect(root.frame.size == CGSize(width: 18, height: 18))
        #expect(leafFrames(root) == [rect(0, 0, 18, 18), rect(4, 4, 10, 10)])
    }

    @Test func forEachOverIdentifiedAndKeyPathCollections() {
        struct Item: Identifiable { let id: String; let width: CGFloat }
        let items = [Item(id: "a", width: 3), Item(id: "b", width: 5)]
        let a = layout(HStack(spacing: 1) { ForEach(items) { Color.red.frame(width: $0.width, height: 1) } }, .unspecified)
        #expect(a.frame.size.width == 9)
        let b = layout(HStack(spacing: 0) { ForEach([2, 4, 6], id: \.self) { Color.red.frame(width: CGFloat($0), height: 1) } },
                       .unspecified)
        #expect(b.frame.size.width == 12)
    }

    @Test func shapesTakeViewModifiersDirectly() {
        let root = layout(Capsule().frame(width: 40, height: 10).padding(.leading, 5).opacity(0.5).rotationEffect(.degrees(10)),
                          .unspecified)
        #expect(root.frame.size == CGSize(width: 45, height: 10))
        #expect(leafFrames(root) == [rect(5, 0, 40, 10)])
    }

    @Test func forEachIdentityKeepsAnimationsWhenItemsMove() throws {
        // Reordering ids moves views; an item's in-flight opacity follows it.
        struct List: View {
            var order: [Int]
            var faded: Int?
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(order, id: \.self) { id in
                        Color.black.frame(width: 10, height: 10).opacity(id == faded ? 0 : 1)
                    }
                }
            }
        }
        let frames = try ViewAnimation(List(order: [1, 2]), width: 20, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.faded = 2 }
            .at(0.5) { $0.order = [2, 1] }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = try frames.render(frame: 7)
        // Item 2 is now on the left, 70 % of the way to transparent.
        #expect(abs(Double(p.pixel(x: 5, y: 5).a) / 255 - 0.3) < 0.01)
        #expect(p.pixel(x: 15, y: 5).a == 255)
    }
}

@Suite struct ShapesAsViewsTests {
    func icon() -> some View { Circle() }

    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func builtInShapesAreViews() throws {
        #expect(layout(icon(), ProposedViewSize(width: 20, height: 30)).frame.size == CGSize(width: 20, height: 30))
        let moved: OffsetShape<Circle> = Circle().offset(x: 3)   // the shape modifier wins, as in SwiftUI
        #expect(moved.offset == CGSize(width: 3, height: 0))
        let erased: [AnyView] = [AnyView(Capsule()), AnyView(Rectangle().trim(from: 0, to: 0.5))]
        #expect(erased.count == 2)
        let p = try ImageRenderer(content: Rectangle().frame(width: 4, height: 4)).render()
        #expect(p.rgba(2, 2) == (0, 0, 0, 255))
    }

    @Test func userShapesTakeViewModifiers() throws {
        let p = try ImageRenderer(content: Wedge().frame(width: 10, height: 10).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
            .render()
        #expect(p.rgba(1, 1) == (255, 0, 0, 255))
        #expect(p.rgba(8, 8).a == 0)
    }
}

struct AccentKey: EnvironmentKey {
    static let defaultValue: CGFloat = 5
}

extension EnvironmentValues {
    var accentWidth: CGFloat {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct EnvironmentReader: View {
    @Environment(\.accentWidth) var width
    @Environment(\.font) var font
    var body: some View {
        Color.red.frame(width: width + (font == nil ? 0 : 100), height: 1)
    }
}

@Suite struct EnvironmentTests {
    @Test func environmentValuesFlowToBodies() {
        #expect(layout(EnvironmentReader(), .unspecified).frame.size.width == 5)
        #expect(layout(EnvironmentReader().environment(\.accentWidth, 12), .unspecified).frame.size.width == 12)
        #expect(layout(VStack { EnvironmentReader() }.font(.title).environment(\.accentWidth, 1), .unspecified)
                .frame.size.width == 101)
    }
}
