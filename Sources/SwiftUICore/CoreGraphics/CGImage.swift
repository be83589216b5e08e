// CoreGraphics' bitmap image, which Linux lacks: pixels described by their
// layout (bits per component and pixel, row stride, colour space, where
// alpha is and whether colours are premultiplied by it, byte order) over a
// data provider. The pixels are decoded once, when the image is made, into
// the premultiplied sRGB bytes everything here draws; the image keeps the
// description and the provider it was given.
import Foundation
import Raster

#if !canImport(CoreGraphics)
/// Bytes handed to CoreGraphics, as CoreFoundation's `CFData` (here Foundation's `Data`).
public typealias CFData = Data

/// Where an image's alpha is and whether colours are premultiplied by it,
/// as CoreGraphics' `CGImageAlphaInfo` (the raw values are CoreGraphics').
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: opaque.
    case none = 0
    /// Alpha last, colours premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// An unused last byte: opaque (RGBX).
    case noneSkipLast = 5
    /// An unused first byte: opaque (XRGB).
    case noneSkipFirst = 6
    /// Alpha alone, no colour.
    case alphaOnly = 7
}

/// An image's alpha placement and byte order, as CoreGraphics' `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The bits: a `CGImageAlphaInfo` in the low five, the byte order in `byteOrderMask`.
    public let rawValue: UInt32
    /// Info from its bits (for example `CGImageAlphaInfo.premultipliedLast.rawValue`).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold the `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floats (not drawable here).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian words: components in the order the alpha info names).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words, little-endian: the components of `premultipliedFirst` lie in memory as B, G, R, A.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words, big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha placement these bits name (nil for an unknown value).
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
    /// Whether 32-bit words are stored little-endian.
    var littleEndian32: Bool { rawValue & 0x7000 == CGBitmapInfo.byteOrder32Little.rawValue }
    /// Whether 16-bit words are stored little-endian.
    var littleEndian16: Bool { rawValue & 0x7000 == CGBitmapInfo.byteOrder16Little.rawValue }
}

/// How smoothly images are resampled, as CoreGraphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (bilinear here).
    case `default` = 0
    /// No interpolation: the nearest pixel.
    case none = 1
    /// Low quality (bilinear here).
    case low = 2
    /// Medium quality (bilinear here).
    case medium = 4
    /// High quality (bilinear here).
    case high = 3
}

/// The source of an image's bytes, as CoreGraphics' `CGDataProvider` (here over bytes in memory).
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    public let data: CFData?

    /// A provider of `data`'s bytes (copied, as a `Data` value is).
    public init?(data: CFData) { self.data = data }
}

/// A bitmap image, as CoreGraphics' `CGImage`.
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits per colour component (8).
    public let bitsPerComponent: Int
    /// Bits per pixel.
    public let bitsPerPixel: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// The components' colour space (nil for an alpha-only image).
    public let colorSpace: CGColorSpace?
    /// Alpha placement and byte order.
    public let bitmapInfo: CGBitmapInfo
    /// The bytes.
    public let dataProvider: CGDataProvider?
    /// Whether the image is smoothed when scaled (when false, drawing takes the nearest pixel).
    public let shouldInterpolate: Bool
    /// The rendering intent it was made with.
    public let renderingIntent: CGColorRenderingIntent
    /// The pixels as drawn: premultiplied sRGB, top row first.
    package let pixmap: Pixmap
    /// `pixmap` with its edges repeated, for bilinear drawing (made once,
    /// as an image is drawn many times, from any thread).
    let padded: Pixmap

    /// Where alpha is, from `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    /// Whether the image is an alpha-only mask.
    public var isMask: Bool { alphaInfo == .alphaOnly }

    /// An image of `width` × `height` pixels whose bytes `provider` holds,
    /// laid out as the other arguments say: 8 bits per component; 32 bits
    /// per pixel for RGB with alpha or a skipped byte (RGBA, ARGB, and with
    /// `byteOrder32Little` BGRA / ABGR in memory), 24 for RGB, 16 for gray
    /// with alpha, 8 for gray (or alpha alone with `alphaOnly`). `decode`
    /// maps each component's 0…1 range onto [low, high] pairs (nil: as is).
    /// Nil for a layout this library cannot read or too few bytes.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = provider.data,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       space: space, info: bitmapInfo),
              width > 0, height > 0, width <= 32768, height <= 32768,
              bytesPerRow >= width * bitsPerPixel / 8,
              data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8 else { return nil }
        let ranges = decode.map { Array(UnsafeBufferPointer(start: $0, count: 2 * layout.channels)) }
        pixmap = data.withUnsafeBytes { layout.decode($0, width: width, height: height, bytesPerRow: bytesPerRow,
                                                       space: space, ranges: ranges) }
        padded = pixmap.paddedByRepeatingEdges()
        self.width = width; self.height = height
        self.bitsPerComponent = bitsPerComponent; self.bitsPerPixel = bitsPerPixel; self.bytesPerRow = bytesPerRow
        colorSpace = layout.alphaOnly ? nil : space
        self.bitmapInfo = bitmapInfo
        dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
    }

    /// An image of premultiplied sRGB pixels (a bitmap context's, a rendered view's).
    package init(pixmap: Pixmap) {
        self.pixmap = pixmap
        padded = pixmap.paddedByRepeatingEdges()
        width = pixmap.width; height = pixmap.height
        bitsPerComponent = 8; bitsPerPixel = 32; bytesPerRow = pixmap.width * 4
        colorSpace = .sRGBShared
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        dataProvider = CGDataProvider(data: pixmap.withUnsafeBytes { Data($0) })
        shouldInterpolate = true
        renderingIntent = .defaultIntent
    }

    /// The part of the image inside `rect` (pixels, y down from the top
    /// row, rounded outwards), or nil when it misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        let out = Pixmap(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 { for x in x0..<x1 { out.setPixel(x: x - x0, y: y - y0, pixmap.pixel(x: x, y: y)) } }
        return CGImage(pixmap: out)
    }
}

/// How one of `CGImage`'s layouts lies in memory, and its decoding.
private struct PixelLayout {
    /// Byte offsets of red, green, blue (gray: all three the same) and alpha (nil: opaque) in a pixel.
    let red: Int, green: Int, blue: Int, alpha: Int?
    let bytesPerPixel: Int
    let premultiplied: Bool
    let alphaOnly: Bool
    /// Components counted by a decode array (colours, then alpha).
    var channels: Int { alphaOnly ? 1 : (red == green ? 1 : 3) + (alpha == nil ? 0 : 1) }

    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, info.rawValue & CGBitmapInfo.floatComponents.rawValue == 0,
              let a = info.alphaInfo else { return nil }
        premultiplied = a == .premultipliedFirst || a == .premultipliedLast
        alphaOnly = a == .alphaOnly
        let first = a == .premultipliedFirst || a == .first || a == .noneSkipFirst
        let hasAlpha = a != .none && a != .noneSkipFirst && a != .noneSkipLast
        switch (bitsPerPixel, space.model) {
        case (8, _) where alphaOnly:
            (red, green, blue, alpha, bytesPerPixel) = (0, 0, 0, 0, 1)
        case (8, .monochrome) where a == .none:
            (red, green, blue, alpha, bytesPerPixel) = (0, 0, 0, nil, 1)
        case (16, .monochrome) where !alphaOnly && a != .none:
            // Gray and alpha (or a skipped byte) in a 16-bit word.
            var g = first ? 1 : 0, al = first ? 0 : 1
            if info.littleEndian16 { (g, al) = (al, g) }
            (red, green, blue, alpha, bytesPerPixel) = (g, g, g, hasAlpha ? al : nil, 2)
        case (24, .rgb) where a == .none:
            (red, green, blue, alpha, bytesPerPixel) = (0, 1, 2, nil, 3)
        case (32, .rgb) where a != .none && !alphaOnly:
            // Big-endian word order: A R G B or R G B A; little-endian reverses the bytes.
            var o = first ? [1, 2, 3, 0] : [0, 1, 2, 3]
            if info.littleEndian32 { o = o.map { 3 - $0 } }
            (red, green, blue, alpha, bytesPerPixel) = (o[0], o[1], o[2], hasAlpha ? o[3] : nil, 4)
        default:
            return nil
        }
    }

    func decode(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, space: CGColorSpace,
                ranges: [CGFloat]?) -> Pixmap {
        let out = Pixmap(width: width, height: height)
        let plain = ranges == nil && space.transfer == .sRGB && !space.displayP3 && !alphaOnly
        out.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                let row = bytes.baseAddress! + y * bytesPerRow
                for x in 0..<width {
                    let p = row + x * bytesPerPixel
                    let o = (y * width + x) * 4
                    let a8 = alpha.map { p.load(fromByteOffset: $0, as: UInt8.self) } ?? 255
                    if alphaOnly {
                        dst[o] = 0; dst[o + 1] = 0; dst[o + 2] = 0
                        dst[o + 3] = ranges.map { UInt8(clamping: Int((($0[0] + CGFloat(a8) / 255 * ($0[1] - $0[0])) * 255).rounded())) } ?? a8
                        continue
                    }
                    let r8 = p.load(fromByteOffset: red, as: UInt8.self), g8 = p.load(fromByteOffset: green, as: UInt8.self)
                    let b8 = p.load(fromByteOffset: blue, as: UInt8.self)
                    if plain {
                        // sRGB bytes: premultiply (or clamp premultiplied colours to alpha) and store.
                        func premul(_ c: UInt8) -> UInt8 {
                            premultiplied ? min(c, a8) : UInt8((Int(c) * Int(a8) + 127) / 255)
                        }
                        dst[o] = premul(r8); dst[o + 1] = premul(g8); dst[o + 2] = premul(b8); dst[o + 3] = a8
                        continue
                    }
                    // Straight components in 0…1, decoded, converted to sRGB, premultiplied.
                    let fa = CGFloat(a8) / 255
                    func straight(_ c: UInt8) -> CGFloat {
                        premultiplied ? (a8 == 0 ? 0 : min(CGFloat(c) / CGFloat(a8), 1)) : CGFloat(c) / 255
                    }
                    var comps = red == green ? [straight(r8)] : [straight(r8), straight(g8), straight(b8)]
                    var alphaValue = fa
                    if let ranges {
                        for i in comps.indices { comps[i] = ranges[2 * i] + comps[i] * (ranges[2 * i + 1] - ranges[2 * i]) }
                        if alpha != nil { let k = comps.count; alphaValue = ranges[2 * k] + fa * (ranges[2 * k + 1] - ranges[2 * k]) }
                    }
                    let s = space.sRGB(comps)
                    let w = RGBAColor(red: Float(s.red), green: Float(s.green), blue: Float(s.blue),
                                      alpha: Float(min(max(alphaValue, 0), 1))).premultiplied
                    dst[o] = w.r; dst[o + 1] = w.g; dst[o + 2] = w.b; dst[o + 3] = w.a
                }
            }
        }
        return out
    }
}
#endif
