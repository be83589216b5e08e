import SwiftUI

/// A person's initials in a circle, with their name and role.
struct ProfileCard: View {
    var name: String
    var role: String
    var tint: Color = .indigo

    private var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Circle().fill(tint))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.12)))
        .padding()
    }
}

// The older form, still in many packages.
struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Ada Lovelace", role: "Engineer")
                .previewLayout(.fixed(width: 320, height: 100))
                .previewDisplayName("Engineer")
            ProfileCard(name: "Grace Hopper", role: "Admiral", tint: .teal)
                .previewLayout(.fixed(width: 320, height: 100))
                .previewDisplayName("Admiral")
        }
    }
}
