/// One step of a compiled shader. Every operand is a slot: a column of one
/// 32-bit value per lane (floats, ints and bools share the columns; bools are
/// all ones or zero so that selects are bitwise). Vector work is unrolled
/// into one instruction per component at compile time.
struct Instruction: Sendable {
    var op: Opcode
    var d: Int32 = 0
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0
    /// A jump target, table index or small immediate.
    var e: Int32 = 0
}

enum Opcode: UInt8, Sendable {
    // Moves and selects (any kind).
    case copy, select
    // Float.
    case addF, subF, mulF, divF, fmodF, minF, maxF, powF, atan2F, stepF
    case negF, absF, sinF, cosF, tanF, asinF, acosF, atanF, sinhF, coshF, tanhF
    case expF, exp2F, logF, log2F, log10F, sqrtF, rsqrtF, floorF, ceilF, roundF, rintF, truncF, fractF, signF
    case saturateF, isnanF, isinfF
    case fmaF, mixF, clampF, smoothstepF
    case ltF, leF, gtF, geF, eqF, neF
    // Int (two's complement, wrapping) and uint.
    case addI, subI, mulI, divI, modI, negI, absI, minI, maxI, clampI, shlI, shrI
    case ltI, leI, gtI, geI, eqI
    case divU, modU, minU, maxU, clampU, shrU, ltU, leU, gtU, geU
    // Bits (int, uint and bool).
    case and, or, xor, not, andNot
    // Conversions.
    case intToFloat, uintToFloat, floatToInt, floatToUint, boolToFloat, boolToInt, floatToBool, intToBool
    // Control: e is the target.
    case jump, jumpIfNone
    /// Counts one more iteration of loop `a`; fails past the limit (e: location index).
    case loopCount, loopReset
    // Memory and sampling.
    /// d = buffer e's float at (index a) * b + c, 0 outside.
    case gather
    /// d = slot (a + index(b) * c), clamped into the array of e elements.
    case readIndexed
    /// slot (d + index(b) * c) = a where mask e... see Executor.
    case writeIndexed
    /// d…d+3 = layer.sample(a, b).
    case layerSample
    /// d…d+3 = texture sample of texture e, sampler c, at (a, b).
    case textureSample
    /// d…d+3 = texture e's texel at integer (a, b).
    case textureRead
}
