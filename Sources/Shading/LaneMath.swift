#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-lane formulas of the built-ins, written from the MSL
/// specification's definitions; one place, so the executor's loops stay short.
enum LaneMath {
    @inline(__always) static func fmin(_ a: Float, _ b: Float) -> Float { b < a || a.isNaN ? b : a }
    @inline(__always) static func fmax(_ a: Float, _ b: Float) -> Float { b > a || a.isNaN ? b : a }
    @inline(__always) static func clamp(_ x: Float, _ lo: Float, _ hi: Float) -> Float { fmin(fmax(x, lo), hi) }
    @inline(__always) static func fract(_ x: Float) -> Float {
        // MSL: fmin(x - floor(x), 0x1.fffffep-1f), so fract never reaches 1.
        fmin(x - x.rounded(.down), 0x1.fffffep-1)
    }
    @inline(__always) static func sign(_ x: Float) -> Float { x > 0 ? 1 : (x < 0 ? -1 : 0) }
    @inline(__always) static func step(_ edge: Float, _ x: Float) -> Float { x < edge ? 0 : 1 }
    @inline(__always) static func mix(_ x: Float, _ y: Float, _ t: Float) -> Float { x + (y - x) * t }
    @inline(__always) static func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
        let t = clamp((x - e0) / (e1 - e0), 0, 1)
        return t * t * (3 - 2 * t)
    }
    @inline(__always) static func fmod(_ x: Float, _ y: Float) -> Float { fmodf(x, y) }
    @inline(__always) static func pow(_ x: Float, _ y: Float) -> Float { powf(x, y) }
    @inline(__always) static func atan2(_ y: Float, _ x: Float) -> Float { atan2f(y, x) }

    @inline(__always) static func toInt(_ x: Float) -> Int32 {
        if x.isNaN { return 0 }
        if x >= 2147483648 { return .max }  // 2^31, the first Float Int32 cannot hold
        if x <= -2147483648 { return .min }
        return Int32(x)
    }
    @inline(__always) static func toUInt(_ x: Float) -> UInt32 {
        if x.isNaN || x <= 0 { return 0 }
        if x >= 4294967296 { return .max }  // 2^32, the first Float UInt32 cannot hold
        return UInt32(x)
    }
    @inline(__always) static func div(_ a: Int32, _ b: Int32) -> Int32 {
        b == 0 ? 0 : (b == -1 ? 0 &- a : a / b)
    }
    @inline(__always) static func mod(_ a: Int32, _ b: Int32) -> Int32 {
        b == 0 || b == -1 ? 0 : a % b
    }

    static func unary(_ op: Opcode, _ x: Float) -> Float {
        switch op {
        case .sinF: return sinf(x)
        case .cosF: return cosf(x)
        case .tanF: return tanf(x)
        case .asinF: return asinf(x)
        case .acosF: return acosf(x)
        case .atanF: return atanf(x)
        case .sinhF: return sinhf(x)
        case .coshF: return coshf(x)
        case .tanhF: return tanhf(x)
        case .expF: return expf(x)
        case .exp2F: return exp2f(x)
        case .logF: return logf(x)
        case .log2F: return log2f(x)
        case .log10F: return log10f(x)
        default: return .nan
        }
    }
}
