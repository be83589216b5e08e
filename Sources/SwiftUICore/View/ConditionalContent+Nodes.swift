import Foundation

extension _ConditionalContent: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let v): return context.resolvePresence([("T", v)])
        case .falseContent(let v): return context.resolvePresence([("F", v)])
        }
    }
}
