// A button coloured from outside, as tutorials write a round "Tap me" button.
import AnimGen

/// White "Go" on a red square: the foreground style is set around the button.
struct WhiteOnRedButton: View {
    var body: some View {
        Button("Go") {}
            .padding(20)
            .background(Color.red)
            .foregroundStyle(Color.white)
    }
}

/// The same button with no foreground style: its label takes the tint.
struct TintedOnRedButton: View {
    var body: some View {
        Button("Go") {}
            .padding(20)
            .background(Color.red)
    }
}
