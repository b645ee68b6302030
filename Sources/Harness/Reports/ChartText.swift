/// A deterministic estimate of how much room a chart's text takes, for laying labels out.
///
/// Charts are drawn in Helvetica or Arial, whose glyphs average about 0.5 em over English labels
/// ("Watch Now per pick": 0.49 em a character); every character is counted as `characterWidth`
/// (0.55 em), a little more, so labels laid out by the estimate keep apart. Only the character
/// count is read — no font metrics, nothing that differs between machines — so the same labels
/// always give the same layout.
package enum ChartText {
    /// The width counted for every character, in ems.
    package static let characterWidth = 0.55
    /// How far glyphs reach above the baseline, in ems (Helvetica's ascender is 0.72 em).
    package static let ascent = 0.75
    /// How far glyphs reach below the baseline, in ems (Helvetica's descender is 0.21 em).
    package static let descent = 0.25

    /// The estimated width of `text` at `fontSize` pixels.
    package static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * characterWidth * fontSize
    }
}
