import Foundation

/// sRGB's transfer function (IEC 61966-2-1), the one definition: linear
/// light compositing uses it in `Float` (with `powf`), colour-space
/// conversion in `Double` (with `pow`); each caller passes its power so
/// the bytes stay those of its precision.
@usableFromInline package enum SRGBTransfer {
    /// Encoded → linear, for a component in 0…1.
    @inlinable @inline(__always)
    package static func decode<T: BinaryFloatingPoint>(_ c: T, power: (T, T) -> T) -> T {
        c <= 0.04045 ? c / 12.92 : power((c + 0.055) / 1.055, 2.4)
    }

    /// Linear → encoded, for a component in 0…1.
    @inlinable @inline(__always)
    package static func encode<T: BinaryFloatingPoint>(_ l: T, power: (T, T) -> T) -> T {
        l <= 0.0031308 ? 12.92 * l : 1.055 * power(l, 1 / 2.4) - 0.055
    }
}
