// A chat bubble list written the SwiftUI way: ForEach over identifiable
// messages, bubbles pushed left or right by spacers.
import Foundation
import Testing
import SwiftUICore
import Raster

struct Message: Identifiable {
    let id: Int
    let text: String
    let isMe: Bool
}

struct ChatBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isMe { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(message.isMe ? Color.white : Color.primary)
                .background(message.isMe ? Color.blue : Color(white: 0.9), in: RoundedRectangle(cornerRadius: 16))
            if !message.isMe { Spacer(minLength: 40) }
        }
    }
}

struct ChatView: View {
    let messages: [Message]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                ChatBubble(message: message)
            }
        }
        .padding()
        .frame(width: 320)
        .background(Color.white)
    }
}

@Suite struct SwiftUIStyleChatTests {
    let messages = [
        Message(id: 1, text: "Hi! Are we still on?", isMe: false),
        Message(id: 2, text: "Yes, 7 pm", isMe: true),
        Message(id: 3, text: "Great", isMe: false),
    ]

    @Test func bubblesAlternateSides() throws {
        let image = try #require(ImageRenderer(content: ChatView(messages: messages)).pixmap)
        #expect(image.width == 320)
        // One line of body text; a bubble is that plus 2 × 8 points high.
        let line = try Text("Hi").font(.body).layout().size.height
        let bubble = line + 16
        #expect(abs(Double(image.height) - (16 + 3 * bubble + 2 * 8 + 16).rounded(.up)) <= 1)
        for (i, m) in messages.enumerated() {
            let y = Int(16 + Double(i) * (bubble + 8) + bubble / 2)
            let left = image.pixel(x: 16 + 6, y: y), right = image.pixel(x: 320 - 16 - 6, y: y)
            if m.isMe {
                #expect(left == RGBA8(r: 255, g: 255, b: 255, a: 255), "row \(i) left is background")
                #expect(right.b == 255 && right.r == 0, "row \(i) right is the blue bubble")
            } else {
                #expect(left.r == 230 && left.g == 230 && left.b == 230, "row \(i) left is the gray bubble")
                #expect(right == RGBA8(r: 255, g: 255, b: 255, a: 255), "row \(i) right is background")
            }
        }
    }

    @Test func bubbleWidthIsTheTextPlusPadding() throws {
        // The "me" bubble hugs its text: it ends at 320 − 16 and starts
        // text width + 24 points before.
        let width = try Text("Yes, 7 pm").font(.body).layout().size.width + 24
        let image = try #require(ImageRenderer(content: ChatView(messages: [messages[1]])).pixmap)
        let y = image.height / 2
        let startX = 320 - 16 - width
        #expect(image.pixel(x: Int(startX.rounded(.up)) + 1, y: y).b == 255)
        #expect(image.pixel(x: Int(startX.rounded(.down)) - 2, y: y) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
