// UISegmentedControl's look (iOS 13 and later): 32 points tall, a platter
// with corners of 9 filled with the tertiary system fill grey, equal
// segments across the width offered, the selected one a raised card inset
// by 2 points with corners of 7 (white in light, dark grey in dark
// appearance) with a soft shadow; 1-point separators between unselected
// neighbours; titles in 13-point medium text. The card slides to a new
// selection over an ease-in-out of 0.25 s (our choice: UIKit's duration is
// not documented). A tap on a segment selects it.
import Foundation
import Geometry

struct SegmentedControl: View {
    let titles: [ResolvedNodeView]
    let selected: Int?
    let choose: (Int) -> Void

    static let height: CGFloat = 32, cornerRadius: CGFloat = 9, inset: CGFloat = 2, cardRadius: CGFloat = 7
    static let platter = Color.rgb8(118, 118, 128, 0.12).dynamic(dark: Color.rgb8(118, 118, 128, 0.24))
    static let card = Color.rgb8(255, 255, 255).dynamic(dark: Color.rgb8(99, 99, 102))

    var body: some View {
        let s = Self.self
        let n = max(titles.count, 1)
        ZStack {
            GeometryReader { proxy in
                let w = proxy.size.width / CGFloat(n)
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: s.cornerRadius).fill(s.platter)
                    if let selected {
                        RoundedRectangle(cornerRadius: s.cardRadius).fill(s.card)
                            .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                            .frame(width: w - 2 * s.inset, height: s.height - 2 * s.inset)
                            .offset(x: w * CGFloat(selected) + s.inset, y: s.inset)
                    }
                    ForEach(1..<n, id: \.self) { i in
                        let hidden = selected.map { i == $0 || i == $0 + 1 } ?? false
                        Rectangle().fill(Color.separatorColor).frame(width: 1, height: 12)
                            .opacity(hidden ? 0 : 1)
                            .offset(x: w * CGFloat(i) - 0.5, y: (s.height - 12) / 2)
                    }
                }
            }
            HStack(spacing: 0) {
                ForEach(0..<titles.count, id: \.self) { i in
                    titles[i]
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                        .onTapGesture { choose(i) }
                }
            }
        }
        .animation(.easeInOut(duration: 0.25), value: selected)
        .frame(height: s.height)
    }
}
