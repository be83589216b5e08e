// Views that draw in the default foreground style or a system colour, as
// people write them, on the system background: each should take the look
// of the appearance it is shown in (light or dark).
import AnimGen

/// One row of 20-point swatches, a divider, a progress bar and an icon.
struct DefaultForegroundSwatches: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Circle()
                    .frame(width: 20, height: 20)
                Rectangle()
                    .foregroundStyle(.secondary)
                    .frame(width: 20, height: 20)
                Color.primary
                    .frame(width: 20, height: 20)
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.primary))
                }
                .frame(width: 20, height: 20)
                Rectangle()
                    .stroke(.foreground, lineWidth: 8)
                    .frame(width: 20, height: 20)
            }
            Divider()
                .frame(width: 100)
                .padding(.vertical, 4)
            ProgressView(value: 0.5)
                .frame(width: 100)
            Label("Favourite", systemImage: "circle.fill")
                .labelStyle(.iconOnly)
                .font(.system(size: 40))
                .frame(width: 100, height: 60)
        }
        .background(.background)
    }
}

/// A red square casting a hard `.primary` shadow 20 points to its right,
/// as a view modifier (top) and as a Canvas filter (bottom).
struct PrimaryShadowSwatches: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 20, height: 20)
                .shadow(color: .primary, radius: 0, x: 20, y: 0)
                .frame(width: 40, height: 20, alignment: .leading)
            Canvas { context, size in
                context.addFilter(.shadow(color: .primary, radius: 0, x: 20, y: 0))
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            }
            .frame(width: 40, height: 20)
        }
        .background(.background)
    }
}
