/// The gating touchpoints journalers meet (seed 002, "Gating Touchpoints"): the Bloom features they
/// try, in the order a release's session reaches them — Settings → Prompts ("Manage Prompts shows
/// upgrade prompt (fully premium)"), the Insights tab ("shows locked preview + Unlock insights")
/// and the Export button in Insights ("shows upgrade prompt"). Palettes, styles, sounds, icons and
/// the macOS launch gate are not modelled (decided: the seed names no use of them that the
/// simulation could measure).
package enum BloomTouchpoint: Int, CaseIterable, Sendable {
    case customPrompts, insights, export

    /// The key in `populations.journalers.gates` and the KPIs' suffix.
    package var key: String {
        switch self {
        case .customPrompts: "customPrompts"
        case .insights: "insights"
        case .export: "export"
        }
    }

    /// How the KPI names spell it.
    package var kpiSuffix: String {
        switch self {
        case .customPrompts: "custom_prompts"
        case .insights: "insights"
        case .export: "export"
        }
    }
}

/// How often a journaler tries one Bloom feature, and how often the upgrade prompt it shows without
/// Bloom sells it.
package struct BloomGate: Equatable, Sendable, Encodable {
    /// Chance that a release's session tries the feature.
    package var perRelease: Double
    /// Chance that a journaler without Bloom who meets the feature's upgrade prompt buys Bloom
    /// there ($4.99, one-time) and goes on to the feature.
    package var conversion: Double

    package init(perRelease: Double, conversion: Double) {
        self.perRelease = perRelease
        self.conversion = conversion
    }
}

/// The gate of each touchpoint (`populations.journalers.gates`).
package struct BloomGates: Equatable, Sendable, Encodable {
    package var customPrompts = BloomGate(perRelease: 0.02, conversion: 0.08)
    package var insights = BloomGate(perRelease: 0.05, conversion: 0.06)
    package var export = BloomGate(perRelease: 0.01, conversion: 0.12)

    package init() {}

    package subscript(_ touchpoint: BloomTouchpoint) -> BloomGate {
        get {
            switch touchpoint {
            case .customPrompts: customPrompts
            case .insights: insights
            case .export: export
            }
        }
        set {
            switch touchpoint {
            case .customPrompts: customPrompts = newValue
            case .insights: insights = newValue
            case .export: export = newValue
            }
        }
    }
}
