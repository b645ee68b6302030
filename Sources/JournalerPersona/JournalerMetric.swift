import Harness


/// What the harness counts about journalers, per run and per local day.
package enum JournalerMetric: Int, ExplainedMetric {
    case journalerDays, releases, words, lapsesStarted, comebacks, trips, dateLineCrossings
    case travelBreaksEntryZone, travelBreaksCurrentZone, inflatedEntryZone, inflatedCurrentZone
    case phantomBreaks, datesLivedTwice, bloomPurchases
    case gateViewsCustomPrompts, gateViewsInsights, gateViewsExport, purchasesCustomPrompts, purchasesInsights, purchasesExport
    case customPromptsCreated, insightsViews, exports, exportBytes, storeKitRefreshes

    /// Upgrade prompts shown at `touchpoint`.
    package static func gateViews(_ touchpoint: BloomTouchpoint) -> JournalerMetric {
        switch touchpoint {
        case .customPrompts: .gateViewsCustomPrompts
        case .insights: .gateViewsInsights
        case .export: .gateViewsExport
        }
    }

    /// Bloom bought at `touchpoint`'s upgrade prompt.
    package static func purchases(_ touchpoint: BloomTouchpoint) -> JournalerMetric {
        switch touchpoint {
        case .customPrompts: .purchasesCustomPrompts
        case .insights: .purchasesInsights
        case .export: .purchasesExport
        }
    }

    package var name: String {
        switch self {
        case .journalerDays: "journaler_days"
        case .releases: "releases"
        case .words: "words_released"
        case .lapsesStarted: "lapses"
        case .comebacks: "comebacks"
        case .trips: "trips"
        case .dateLineCrossings: "date_line_crossings"
        case .travelBreaksEntryZone: "travel_breaks_entry_zone"
        case .travelBreaksCurrentZone: "travel_breaks_current_zone"
        case .inflatedEntryZone: "inflated_streaks_entry_zone"
        case .inflatedCurrentZone: "inflated_streaks_current_zone"
        case .phantomBreaks: "phantom_breaks"
        case .datesLivedTwice: "dates_lived_twice"
        case .bloomPurchases: "bloom_purchases"
        case .gateViewsCustomPrompts: "gate_views_custom_prompts"
        case .gateViewsInsights: "gate_views_insights"
        case .gateViewsExport: "gate_views_export"
        case .purchasesCustomPrompts: "bloom_purchases_custom_prompts"
        case .purchasesInsights: "bloom_purchases_insights"
        case .purchasesExport: "bloom_purchases_export"
        case .customPromptsCreated: "custom_prompts_created"
        case .insightsViews: "insights_views"
        case .exports: "exports"
        case .exportBytes: "export_bytes"
        case .storeKitRefreshes: "storekit_refreshes"
        }
    }

    package var meaning: String {
        switch self {
        case .journalerDays: "journaler-days simulated (one per journaler per local date lived)"
        case .releases: "releases written"
        case .words: "words released"
        case .lapsesStarted: "lapses begun (days without writing on purpose)"
        case .comebacks: "returns to writing after a lapse"
        case .trips: "trips (zone changes on arrival)"
        case .dateLineCrossings: "trips whose arrival moved the local date by two or back by one"
        case .travelBreaksEntryZone: "releases where the entry-zone streak broke though the journaler wrote every day they lived"
        case .travelBreaksCurrentZone: "the same, re-dating every release in the current zone"
        case .inflatedEntryZone: "releases where the entry-zone streak exceeded the days truly written in a row"
        case .inflatedCurrentZone: "the same, re-dating in the current zone"
        case .phantomBreaks: "dates skipped by travel between two releases (the app's own count, at the end)"
        case .datesLivedTwice: "releases dated before the release before them (the app's own count, at the end)"
        case .bloomPurchases: "Bloom purchases ($4.99, one-time), each at a gating touchpoint's upgrade prompt"
        case .gateViewsCustomPrompts: "upgrade prompts shown at Settings → Prompts (a journaler without Bloom tried to create a prompt)"
        case .gateViewsInsights: "locked Insights previews shown (a journaler without Bloom opened the Insights tab)"
        case .gateViewsExport: "upgrade prompts shown at the Export button"
        case .purchasesCustomPrompts: "Bloom bought at the custom prompts' upgrade prompt"
        case .purchasesInsights: "Bloom bought at the locked Insights tab"
        case .purchasesExport: "Bloom bought at the Export button"
        case .customPromptsCreated: "custom prompts created (Bloom)"
        case .insightsViews: "Insights tabs viewed (Bloom), each checked against the export"
        case .exports: "history exports (CSV)"
        case .exportBytes: "bytes exported"
        case .storeKitRefreshes: "StoreKit entitlement refreshes: one per app open (a release's session), one after each purchase (Apple's servers)"
        }
    }
}
