// visualEffect(_:) reading each row's place, as list effects are written.
import AnimGen

/// Rows slide right by their distance from the top; the middle one fades.
struct StaggeredRows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { _ in
                Rectangle()
                    .frame(width: 10, height: 10)
                    .visualEffect { content, proxy in
                        let top = proxy.frame(in: .global).minY
                        return content
                            .offset(x: top)
                            .opacity(top == 10 ? 0.5 : 1)
                    }
            }
        }
        .frame(width: 40, alignment: .leading)
    }
}

/// A square scaled down to half around its centre once it sits below y = 5
/// of the named stack.
struct ShrinkingBadge: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.clear
                .frame(width: 20, height: 10)
            Rectangle()
                .fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 20, height: 20)
                .visualEffect { content, proxy in
                    content.scaleEffect(proxy.frame(in: .named("stack")).minY > 5 ? 0.5 : 1)
                }
        }
        .coordinateSpace(.named("stack"))
    }
}

/// A bar moved right by its own width through a transform.
struct SlidingBar: View {
    var body: some View {
        Rectangle()
            .frame(width: 20, height: 10)
            .visualEffect { content, proxy in
                content.transformEffect(CGAffineTransform(translationX: proxy.size.width, y: 0))
            }
            .frame(width: 40, alignment: .leading)
    }
}
