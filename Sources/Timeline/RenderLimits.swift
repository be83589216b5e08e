/// The bounds of a render, one owner for every reader of them: the command
/// line's options, a timeline file's header and schema, the scenes' settings
/// checks and the encoders all refuse what lies outside. Checked before any
/// work, so a typo cannot start an hour-long or a gigapixel render.
public enum RenderLimits {
    /// Longest animation, and longest time any timeline value names: one hour.
    public static let maximumSeconds: Double = 3600
    /// Frame rates from 1 to 240 frames per second (inclusive).
    public static let frameRates: ClosedRange<Double> = 1...240
    /// Largest width or height in pixels (also H.264 level 6.2's limit).
    public static let maximumSide = 8192
    /// Worker and encoder thread counts a caller may ask for.
    public static let threads: ClosedRange<Int> = 1...64
}
