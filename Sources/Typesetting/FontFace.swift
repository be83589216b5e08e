import CText
import Foundation
import ImageFiles
import Geometry
import Raster

/// One loaded font file: a FreeType face, its HarfBuzz font, and a cache of
/// glyph outlines.
///
/// The face is set to a size of one pixel per font unit (ppem = unitsPerEm)
/// and never hinted, so advances, positions and outline points come out in
/// font units (×64, 26.6 fixed point) without rounding; layout scales them to
/// points in Double. An FT_Face is not thread-safe, so every use holds `lock`;
/// faces live for the process (a handful of files), shared through `load`.
package final class FontFace: @unchecked Sendable {
    /// The font file.
    package let path: String
    let unitsPerEm: Double
    /// Typographic metrics in font units, y up (descender is negative).
    let ascender: Double, descender: Double, lineHeight: Double
    /// Top of the underline and its thickness (post table), top of the
    /// strikeout stroke and its thickness (OS/2), in font units, y up.
    let underlineTop: Double, underlineThickness: Double
    let strikeoutTop: Double, strikeoutThickness: Double
    /// Whether filled contours run clockwise in font space (TrueType) rather
    /// than counter-clockwise (PostScript/CFF), so that decorations added to
    /// the same path wind the same way and union under the non-zero rule.
    let fillsClockwise: Bool
    /// The pixels per em of the bitmap strike colour glyphs are drawn from
    /// (a CBDT or sbix font such as Noto Color Emoji); nil for outline fonts.
    let colorStrikePixelsPerEm: Double?

    private let face: FT_Face
    private let hbFont: OpaquePointer
    private let lock = NSLock()
    private var outlines: [UInt32: Path] = [:]
    private var colorGlyphs: [UInt32: ColorGlyph?] = [:]

    private init(path: String, face: FT_Face) throws {
        self.path = path
        self.face = face
        let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        if scalable {
            let upem = face.pointee.units_per_EM
            guard upem > 0, FT_Set_Char_Size(face, FT_F26Dot6(upem) * 64, 0, 72, 72) == 0 else {
                throw FontError.unreadable(path: path, freeTypeError: -1)
            }
            unitsPerEm = Double(upem)
            ascender = Double(face.pointee.ascender)
            descender = Double(face.pointee.descender)
            lineHeight = max(Double(face.pointee.height), ascender - descender)
            colorStrikePixelsPerEm = nil
        } else {
            // A bitmap-only colour font: FreeType leaves the metrics of such
            // a face empty, so they come from its head and hhea tables (font
            // units, as for outline fonts), and glyphs from its largest strike.
            guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self),
                  let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self),
                  head.pointee.Units_Per_EM > 0, face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes else {
                throw FontError.unreadable(path: path, freeTypeError: -1)
            }
            let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map { Double(sizes[$0].y_ppem) / 64 }
            let largest = strikes.indices.max { strikes[$0] < strikes[$1] }!
            guard FT_Select_Size(face, FT_Int(largest)) == 0, strikes[largest] > 0 else {
                throw FontError.unreadable(path: path, freeTypeError: -1)
            }
            unitsPerEm = Double(head.pointee.Units_Per_EM)
            ascender = Double(hhea.pointee.Ascender)
            descender = Double(hhea.pointee.Descender)
            lineHeight = ascender - descender + Double(hhea.pointee.Line_Gap)
            colorStrikePixelsPerEm = strikes[largest]
        }
        if let post = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self) {
            underlineTop = Double(post.pointee.underlinePosition)
            underlineThickness = Double(post.pointee.underlineThickness)
        } else {
            underlineThickness = Double(face.pointee.underline_thickness)
            underlineTop = Double(face.pointee.underline_position) + underlineThickness / 2
        }
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version != 0xFFFF, os2.pointee.yStrikeoutSize > 0 {
            strikeoutTop = Double(os2.pointee.yStrikeoutPosition)
            strikeoutThickness = Double(os2.pointee.yStrikeoutSize)
        } else {
            // No OS/2 values: a stroke of underline thickness a quarter em up.
            strikeoutThickness = max(Double(face.pointee.underline_thickness), unitsPerEm / 20)
            strikeoutTop = unitsPerEm / 4 + strikeoutThickness / 2
        }
        var clockwise = true
        let probe = FT_Get_Char_Index(face, 0x48)  // "H": a plain filled glyph
        if probe != 0, FT_Load_Glyph(face, probe, animgen_ft_load_outline) == 0,
           face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            clockwise = FT_Outline_Get_Orientation(&face.pointee.glyph.pointee.outline) == FT_ORIENTATION_TRUETYPE
        }
        fillsClockwise = clockwise
        if scalable {
            hbFont = hb_ft_font_create_referenced(face)
            hb_ft_font_set_load_flags(hbFont, animgen_ft_load_outline)
        } else {
            // HarfBuzz's own OpenType functions read advances from hmtx in
            // font units (FreeType's would give the strike's pixels); the
            // scale makes them 26.6 as the outline fonts' are.
            let hbFace = hb_ft_face_create_referenced(face)
            hbFont = hb_font_create(hbFace)
            hb_face_destroy(hbFace)
            hb_font_set_scale(hbFont, Int32(unitsPerEm) * 64, Int32(unitsPerEm) * 64)
        }
    }

    // MARK: Loading and sharing

    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]
    private static let registryLock = NSLock()

    /// The face of the file at `path` (its first face for a collection),
    /// loaded once per process.
    package static func load(path: String) throws -> FontFace {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let face = faces[path] { return face }
        guard FileManager.default.fileExists(atPath: path) else { throw FontError.fileNotFound(path: path) }
        if let problem = inputFileProblem(atPath: path) { throw FontError.notAFile(path: path, problem: problem) }
        if library == nil {
            var lib: FT_Library?
            let error = FT_Init_FreeType(&lib)
            guard error == 0, let lib else { throw FontError.unreadable(path: path, freeTypeError: error) }
            library = lib
        }
        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, 0, &ftFace)
        guard error == 0, let ftFace else { throw FontError.unreadable(path: path, freeTypeError: error) }
        let flags = ftFace.pointee.face_flags
        let colorBitmaps = flags & animgen_ft_face_flag_color != 0 && flags & animgen_ft_face_flag_fixed_sizes != 0
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || colorBitmaps else {
            FT_Done_Face(ftFace)
            throw FontError.unreadable(path: path, freeTypeError: -1)
        }
        let face = try FontFace(path: path, face: ftFace)
        faces[path] = face
        return face
    }

    nonisolated(unsafe) private static let undeterminedLanguage = hb_language_from_string("und", -1)

    /// OpenType's tabular figures, over the whole run.
    private static let tabularNumbers: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("tnum", -1, &feature)
        return feature
    }()

    // MARK: Queries

    /// Whether the font maps `scalar` to a glyph.
    func covers(_ scalar: UInt32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
    }

    /// Shapes `scalars[range]` (the rest of `scalars` is context, so Arabic
    /// joins across run boundaries). Clusters index into `scalars`; advances
    /// and offsets are in font units.
    func shape(_ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool, script: hb_script_t,
               tabularDigits: Bool = false) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { p in
            hb_buffer_add_utf32(buffer, p.baseAddress, Int32(p.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        // A fixed language, not the process locale HarfBuzz would guess:
        // the same text shapes the same on every machine.
        hb_buffer_set_language(buffer, Self.undeterminedLanguage)
        lock.lock()
        if tabularDigits {
            // Default features (kern, liga, …) stay on; `tnum` is added.
            var tnum = Self.tabularNumbers
            hb_shape(hbFont, buffer, &tnum, 1)
        } else {
            hb_shape(hbFont, buffer, nil, 0)  // default features: kern, liga, … on
        }
        lock.unlock()
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let pos = positions[i]
            glyphs.append(ShapedGlyph(
                glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                advance: Double(pos.x_advance) / 64, offsetX: Double(pos.x_offset) / 64,
                offsetY: Double(pos.y_offset) / 64))
        }
        return glyphs
    }

    /// The unhinted outline of `glyph` in font units, y up; cached.
    func outline(glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        if FT_Load_Glyph(face, glyph, animgen_ft_load_outline) == 0,
           face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            path = Self.decompose(&face.pointee.glyph.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// A colour glyph's picture: premultiplied RGBA pixels of the strike,
    /// placed from the pen position on the baseline (`left` right of it,
    /// `top` above it), in the strike's pixels.
    struct ColorGlyph: Sendable {
        let pixmap: Pixmap
        let left: Double
        let top: Double
    }

    /// The colour bitmap of `glyph` (nil for outline fonts and glyphs the
    /// strike lacks); cached.
    func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        guard colorStrikePixelsPerEm != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = colorGlyphs[glyph] { return cached }
        var made: ColorGlyph?
        if FT_Load_Glyph(face, glyph, animgen_ft_load_color) == 0 {
            let slot = face.pointee.glyph.pointee
            let b = slot.bitmap
            if b.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), b.width > 0, b.rows > 0, let buffer = b.buffer {
                let pixmap = Pixmap(premultipliedBGRA: buffer, width: Int(b.width), height: Int(b.rows), rowBytes: Int(b.pitch))
                made = ColorGlyph(pixmap: pixmap, left: Double(slot.bitmap_left), top: Double(slot.bitmap_top))
            }
        }
        colorGlyphs[glyph] = made
        return made
    }

    /// Walks a FreeType outline into a Path (26.6 → font units): conic
    /// segments become quadratic curves, cubic ones cubic curves.
    private static func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let path = user!.assumingMemoryBound(to: Path.self)
            path.pointee.closeSubpath()
            path.pointee.move(to: FontFace.point(to!))
            return 0
        }
        funcs.line_to = { to, user in
            user!.assumingMemoryBound(to: Path.self).pointee.addLine(to: FontFace.point(to!))
            return 0
        }
        funcs.conic_to = { control, to, user in
            user!.assumingMemoryBound(to: Path.self).pointee
                .addQuadCurve(to: FontFace.point(to!), control: FontFace.point(control!))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            user!.assumingMemoryBound(to: Path.self).pointee
                .addCurve(to: FontFace.point(to!), control1: FontFace.point(c1!), control2: FontFace.point(c2!))
            return 0
        }
        var path = Path()
        _ = withUnsafeMutablePointer(to: &path) { FT_Outline_Decompose(outline, &funcs, $0) }
        path.closeSubpath()
        return path
    }

    private static func point(_ v: UnsafePointer<FT_Vector>) -> CGPoint {
        CGPoint(x: Double(v.pointee.x) / 64, y: Double(v.pointee.y) / 64)
    }
}

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph: Sendable {
    var glyph: UInt32
    /// Index of the first scalar of the glyph's cluster in the paragraph.
    var cluster: Int
    var advance: Double
    var offsetX: Double
    var offsetY: Double
}
