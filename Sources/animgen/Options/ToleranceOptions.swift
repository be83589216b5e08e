/// `--max-diff`, `--max-differing` and `--min-psnr`: how far a frame may be
/// from its golden, the same three options for `verify` and `previews`.
enum ToleranceOptions {
    static let specs = [
        OptionSpec(.maxDiff, .value(placeholder: "N"), help: "a pixel differs when a channel is off by more than N, 0–255 (default 0)"),
        OptionSpec(.maxDiffering, .value(placeholder: "SHARE"), help: "share of pixels allowed to differ: 0.1% or 0.001 (default 0)"),
        OptionSpec(.minPsnr, .value(placeholder: "DB"), help: "lowest PSNR in dB allowed, e.g. 40 (default: not checked)"),
    ]
}
