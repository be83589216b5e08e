import CText

/// One paragraph of text split into runs that HarfBuzz can shape at once:
/// same input run (style), same face, same bidi level,
/// same script.
struct ItemizedParagraph {
    /// A run over `range` of `scalars`, shaped with `face`.
    struct Run {
        var range: Range<Int>
        var source: Int
        var face: FontFace
        var oblique: Bool
        var level: UInt8
        var script: hb_script_t
        /// Font units to points.
        var scale: Double
    }

    var scalars: [UInt32]
    /// `scalars` with tabs replaced by spaces, for HarfBuzz.
    var shapingScalars: [UInt32]
    /// For each scalar, the index of its input run.
    var sourceOf: [Int]
    var paragraphLevel: UInt8
    var runs: [Run]

    /// Splits `scalars` (one paragraph, no newlines) into runs, choosing per
    /// character the first face of the run's chain that has its glyph.
    init(scalars: [UInt32], sourceOf: [Int], choices: [FontResolver.Choice]) {
        self.scalars = scalars
        shapingScalars = scalars.map { $0 == 0x09 ? 0x20 : $0 }
        self.sourceOf = sourceOf
        let (paragraph, levels) = Bidi.levels(scalars)
        paragraphLevel = paragraph
        let scripts = Self.scripts(scalars)
        var runs: [Run] = []
        var previousFace: FontFace?
        for i in scalars.indices {
            let choice = choices[sourceOf[i]]
            let face: FontFace
            if i > 0, let previousFace, sourceOf[i - 1] == sourceOf[i], Self.joinsPrevious(scalars[i]) {
                face = previousFace  // marks and joiners stay with their base
            } else if FontResolver.prefersEmoji(scalars, at: i, textFace: choice.face),
                      let emoji = FontResolver.emojiFaces.first(where: { $0.covers(scalars[i]) }) {
                face = emoji  // drawn in colour from the emoji font, whatever the text's font
            } else if i > 0, let previousFace, sourceOf[i - 1] == sourceOf[i], Self.isCommon(scalars[i]),
                      previousFace.covers(scalars[i]), !FontResolver.isEmojiFace(previousFace) {
                face = previousFace  // spaces and punctuation keep the run's face (CJK stays one run)
            } else {
                let v = scalars[i] == 0x09 ? 0x20 : scalars[i]
                face = choice.face.covers(v) ? choice.face
                    : choice.fallbacks.first { $0.covers(v) } ?? FontResolver.emojiFaces.first { $0.covers(v) } ?? choice.face
            }
            previousFace = face
            let oblique = face === choice.face ? choice.syntheticOblique : choice.italic
            if var last = runs.last, last.source == sourceOf[i], last.face === face, last.level == levels[i],
               last.script == scripts[i] {
                last.range = last.range.lowerBound..<(i + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: i..<(i + 1), source: sourceOf[i], face: face, oblique: oblique,
                                level: levels[i], script: scripts[i], scale: choice.pointSize / face.unitsPerEm))
            }
        }
        self.runs = runs
    }

    /// Scalars that belong to the previous character's cluster.
    static func joinsPrevious(_ v: UInt32) -> Bool {
        if v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return true }
        guard let s = Unicode.Scalar(v) else { return false }
        let c = s.properties.generalCategory
        return c == .nonspacingMark || c == .spacingMark || c == .enclosingMark
    }

    /// Whether the scalar belongs to no script (spaces, punctuation, digits).
    static func isCommon(_ v: UInt32) -> Bool {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), v)
        return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
    }

    /// The script of each scalar; Common and Inherited ones (spaces,
    /// punctuation, marks) take the script of the text around them.
    static func scripts(_ scalars: [UInt32]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0) }
        func isReal(_ s: hb_script_t) -> Bool {
            s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN
        }
        var current = scripts.first(where: isReal) ?? HB_SCRIPT_COMMON
        for i in scripts.indices {
            if isReal(scripts[i]) { current = scripts[i] } else { scripts[i] = current }
        }
        return scripts
    }
}
