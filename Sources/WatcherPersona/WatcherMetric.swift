import Harness


/// What the harness counts about watchers, per run and per local day.
package enum WatcherMetric: Int, ExplainedMetric {
    case viewerDays, evenings, launches, relaunches, recommendations, picksShown, watchNows, notTonights, showAnothers, alreadySeens
    case emptyStates, servedFullMatch, servedWiderTags, servedWiderRuntime, servedAnyAboveGate
    case gatePrompts, relaunchPrompts, feedbackFinished, feedbackAbandoned, feedbackSkipped, supersededFeedback
    case decisionMilliseconds, maturityUnlocks, maturityUnlockDayTotal, watchersExhausted, titlesFinished, fetchRequests, fetchRows
    case picksShownMultiPlatform, picksOnFavouritePlatform
    case availabilityAlerts, tryAnyways, tryAnywayPicks, durationChanges, enjoyPickAnother, enjoyDone, enjoyAutoDismissed, enjoyPickAnotherTooLate
    case decisionTimingGateReached
    case exploreVisits, exploreWatches, documentaryUnlocks, documentaryPicks, lockedCatalogTitles, lockedDocumentaries

    package var name: String {
        switch self {
        case .viewerDays: "watcher_days"
        case .evenings: "evenings"
        case .launches: "launches"
        case .relaunches: "relaunches_after_watch"
        case .recommendations: "recommendations"
        case .picksShown: "picks_shown"
        case .watchNows: "watch_now"
        case .notTonights: "not_tonight"
        case .showAnothers: "show_another"
        case .alreadySeens: "already_seen"
        case .emptyStates: "empty_states"
        case .servedFullMatch: "served_level_1"
        case .servedWiderTags: "served_level_2"
        case .servedWiderRuntime: "served_level_3"
        case .servedAnyAboveGate: "served_level_4"
        case .gatePrompts: "feedback_prompts"
        case .relaunchPrompts: "feedback_prompts_on_relaunch"
        case .feedbackFinished: "feedback_finished"
        case .feedbackAbandoned: "feedback_did_not_finish"
        case .feedbackSkipped: "feedback_skipped"
        case .supersededFeedback: "feedback_superseded"
        case .decisionMilliseconds: "decision_milliseconds"
        case .maturityUnlocks: "maturity_unlocks"
        case .maturityUnlockDayTotal: "maturity_unlock_day_total"
        case .watchersExhausted: "watchers_exhausted"
        case .titlesFinished: "titles_finished"
        case .fetchRequests: "fetch_requests"
        case .fetchRows: "fetch_rows"
        case .picksShownMultiPlatform: "picks_shown_multi_platform"
        case .picksOnFavouritePlatform: "picks_on_favourite_platform"
        case .availabilityAlerts: "availability_alerts"
        case .tryAnyways: "try_anyway"
        case .tryAnywayPicks: "try_anyway_picks"
        case .durationChanges: "availability_duration_changes"
        case .enjoyPickAnother: "enjoy_pick_another"
        case .enjoyDone: "enjoy_done_for_tonight"
        case .enjoyAutoDismissed: "enjoy_auto_dismissed"
        case .enjoyPickAnotherTooLate: "enjoy_pick_another_too_late"
        case .decisionTimingGateReached: "decision_timing_gate_reached"
        case .exploreVisits: "explore_visits"
        case .exploreWatches: "explore_watches"
        case .documentaryUnlocks: "documentary_unlocks"
        case .documentaryPicks: "documentary_picks"
        case .lockedCatalogTitles: "locked_watcher_reachable_titles"
        case .lockedDocumentaries: "locked_watcher_documentaries"
        }
    }

    /// What the metric means, for the report's KPI table.
    package var meaning: String {
        switch self {
        case .viewerDays: "watcher-days simulated (one per watcher per local date)"
        case .evenings: "evenings a watcher asked for a pick"
        case .launches: "app launches (evenings and relaunches)"
        case .relaunches: "launches later the same evening after Watch Now"
        case .recommendations: "recommendations asked of the engine"
        case .picksShown: "picks shown"
        case .watchNows: "Watch Now taps"
        case .notTonights: "Not tonight, with a reason"
        case .showAnothers: "Just show me another"
        case .alreadySeens: "Already seen"
        case .emptyStates: "recommendations that found nothing (the empty state)"
        case .servedFullMatch: "picks served by level 1, the full match"
        case .servedWiderTags: "picks served by level 2, wider tags"
        case .servedWiderRuntime: "picks served by level 3, runtime ± 30 min"
        case .servedAnyAboveGate: "picks served by level 4, anything above the gate"
        case .gatePrompts: "launches blocked by the feedback prompt"
        case .relaunchPrompts: "of those, relaunches the same evening (2 h or more after Watch Now)"
        case .feedbackFinished: "feedback: Finished it"
        case .feedbackAbandoned: "feedback: Didn't finish"
        case .feedbackSkipped: "feedback: Skip"
        case .supersededFeedback: "unanswered feedback replaced by a newer Watch Now"
        case .decisionMilliseconds: "time from a pick shown to the decision, summed"
        case .maturityUnlocks: "watchers who reached 5 Watch Now (animated and kids titles unlock)"
        case .maturityUnlockDayTotal: "days from the start to each unlock, summed"
        case .watchersExhausted: "watchers who met the empty state at least once"
        case .titlesFinished: "titles the watcher truly finished (ground truth; Explore's watches included)"
        case .fetchRequests: "candidate fetches sent to the backend"
        case .fetchRows: "rows the candidate fetches returned"
        case .picksShownMultiPlatform: "picks shown to watchers with two or more platforms"
        case .picksOnFavouritePlatform: "of those, picks on the watcher's favourite platform (hidden, like the taste)"
        case .availabilityAlerts: "Show me found no title for tonight's choices: the availability overlay"
        case .tryAnyways: "Try Anyway tapped on the overlay"
        case .tryAnywayPicks: "of those, evenings whose first recommendation after Try Anyway found a pick"
        case .durationChanges: "durations changed from the overlay (back to Duration, Show me again)"
        case .enjoyPickAnother: "Pick another tapped on the Enjoy screen (before 5 s)"
        case .enjoyDone: "Done for tonight tapped on the Enjoy screen (before 5 s)"
        case .enjoyAutoDismissed: "Enjoy screens back to Landing after 5 s with no tap"
        case .enjoyPickAnotherTooLate: "of those, watchers who wanted another pick but tapped at 5 s or later"
        case .decisionTimingGateReached: "watchers whose decision timing reached 20 samples (analytics used from then)"
        case .exploreVisits: "evenings in Explore & Search instead of Pick For Me"
        case .exploreWatches: "titles watched from Explore (recorded as Watch Now)"
        case .documentaryUnlocks: "watchers whose first documentary, watched from Explore, unlocked documentary picks"
        case .documentaryPicks: "picks shown that are documentaries"
        case .lockedCatalogTitles: "at the end, for each watcher with documentaries still locked: titles on their platforms and in their languages above the mature gate, summed"
        case .lockedDocumentaries: "of those, documentaries: what recommendations can never reach for them"
        }
    }
}
