/// The gate of each touchpoint (`populations.journalers.gates`).
package struct BloomGates: Equatable, Sendable, Encodable {
    /// Settings → Prompts: creating a custom prompt ("Manage Prompts shows upgrade prompt").
    package var customPrompts = BloomGate(perRelease: 0.02, conversion: 0.08)
    /// The Insights tab ("shows locked preview + Unlock insights").
    package var insights = BloomGate(perRelease: 0.05, conversion: 0.06)
    /// The Export button in Insights ("shows upgrade prompt").
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
