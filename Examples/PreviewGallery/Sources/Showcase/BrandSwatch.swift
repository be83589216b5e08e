import SwiftUI

/// The brand colour from the package's asset catalog: blue-grey, orange in dark mode.
struct BrandSwatch: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color("Brand", bundle: .module))
            .frame(width: 48, height: 48)
    }
}

#Preview("Brand", traits: .fixedLayout(width: 64, height: 64)) {
    BrandSwatch()
}
