import Foundation

// The named colors as implicit members of any ShapeStyle context, so that
// `.fill(.red)` compiles where the parameter is a generic `S: ShapeStyle`,
// as in SwiftUI. `.primary`/`.secondary` there are hierarchical styles.
extension ShapeStyle where Self == Color {
    /// ``Color/red`` as a style, so `.fill(.red)` reads as in SwiftUI.
    public static var red: Color { Color.red }
    /// ``Color/orange`` as a style.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow`` as a style.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green`` as a style.
    public static var green: Color { Color.green }
    /// ``Color/mint`` as a style.
    public static var mint: Color { Color.mint }
    /// ``Color/teal`` as a style.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan`` as a style.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue`` as a style.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo`` as a style.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple`` as a style.
    public static var purple: Color { Color.purple }
    /// ``Color/pink`` as a style.
    public static var pink: Color { Color.pink }
    /// ``Color/brown`` as a style.
    public static var brown: Color { Color.brown }
    /// ``Color/gray`` as a style.
    public static var gray: Color { Color.gray }
    /// ``Color/black`` as a style.
    public static var black: Color { Color.black }
    /// ``Color/white`` as a style.
    public static var white: Color { Color.white }
    /// ``Color/clear`` as a style: paints nothing.
    public static var clear: Color { Color.clear }
}
