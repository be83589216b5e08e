// The figures of one frame against its golden: largest channel difference,
// how many pixels differ and by how much, and PSNR. Computed in one pass
// over the premultiplied bytes.
import Foundation
import Raster

/// How one frame differs from its golden.
public struct FrameDifference: Sendable, Hashable {
    /// Width and height of the golden and of the frame.
    public let goldenSize: PixelDimensions
    /// Size of the frame checked, in pixels.
    public let actualSize: PixelDimensions
    /// The largest difference of any channel of any pixel (0…255).
    public let maxChannelDifference: Int
    /// `histogram[d]`: pixels whose largest channel difference is `d`.
    public let histogram: [Int]
    /// Sum of squared differences over every R, G, B, A sample.
    public let squaredErrorSum: UInt64

    /// Whether the frame has the golden's width and height.
    public var sizeMatches: Bool { goldenSize == actualSize }
    /// Pixels in the frame (width × height).
    public var pixelCount: Int { actualSize.width * actualSize.height }
    /// Same size and not one channel of one pixel different.
    public var isIdentical: Bool { sizeMatches && maxChannelDifference == 0 }

    /// Pixels with at least one channel different.
    public var differingPixels: Int { pixelsDiffering(moreThan: 0) }

    /// Pixels with a channel that differs by more than `threshold`.
    public func pixelsDiffering(moreThan threshold: Int) -> Int {
        guard sizeMatches else { return pixelCount }
        guard threshold < 255 else { return 0 }
        return histogram[(max(0, threshold) + 1)...].reduce(0, +)
    }

    /// Mean squared error per sample (four samples per pixel).
    public var meanSquaredError: Double {
        Double(squaredErrorSum) / Double(max(1, pixelCount * 4))
    }

    /// Peak signal-to-noise ratio in dB: 10·log10(255² / MSE); +∞ when identical.
    public var psnr: Double {
        guard sizeMatches else { return 0 }
        guard squaredErrorSum > 0 else { return .infinity }
        return 10 * log10(255.0 * 255.0 / meanSquaredError)
    }

    /// Compares `actual` with `golden`, byte by byte.
    public init(golden: Pixmap, actual: Pixmap) {
        goldenSize = PixelDimensions(width: golden.width, height: golden.height)
        actualSize = PixelDimensions(width: actual.width, height: actual.height)
        guard goldenSize == actualSize else {
            histogram = [Int](repeating: 0, count: 256)
            maxChannelDifference = 255
            squaredErrorSum = 0
            return
        }
        let differences = ChannelDifferences(golden, actual)
        histogram = differences.histogram
        squaredErrorSum = differences.squaredErrorSum
        maxChannelDifference = histogram.lastIndex { $0 > 0 } ?? 0
    }
}

/// A pixel size, for messages and manifests.
public struct PixelDimensions: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// A size of `width`×`height` pixels.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)x\(height)" }
}
