/// The gating touchpoints journalers meet (docs/rules.md#bloom-touchpoints): the Bloom features
/// they try, in the order a release's session reaches them — Settings → Prompts ("Manage Prompts
/// shows upgrade prompt (fully premium)"), the Insights tab ("shows locked preview + Unlock
/// insights") and the Export button in Insights ("shows upgrade prompt"). Palettes, styles, sounds,
/// icons and the macOS launch gate are not modelled (decided: the seed names no use of them that
/// the simulation could measure).
package enum BloomTouchpoint: Int, CaseIterable, Sendable {
    case customPrompts, insights, export

    /// The key in `populations.journalers.gates`.
    package var key: String {
        switch self {
        case .customPrompts: "customPrompts"
        case .insights: "insights"
        case .export: "export"
        }
    }
}
