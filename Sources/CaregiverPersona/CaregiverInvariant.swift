import Harness
import Sim

/// The rules checked on every caregiver event, against an independent shadow of the quota state.
package enum CaregiverInvariant: Int, MetricKey {
    /// `viewsUsed ≤ allowance ≤ dailyViewCap`.
    case viewsWithinAllowance
    /// `adsCompleted ≤ adDailyLimit`.
    case adsWithinLimit
    /// No ad starts less than `adCooldownSeconds` after an aborted one ended.
    case noAdInsideCooldown
    /// A free re-open happens only inside `[charged at, charged at + window)`.
    case freeRewatchOnlyInsideWindow
    /// Counters reset only when the device's local date moves forward past the quota day.
    case noResetOnBackwardDate
    /// The persisted state decodes to exactly the state that was saved.
    case persistedStateRoundTrips
    /// A search typed without a misspelling lists the song it was typed for.
    case exactPhraseListsSong

    package var name: String {
        switch self {
        case .viewsWithinAllowance: "views ≤ allowance ≤ cap"
        case .adsWithinLimit: "ads ≤ daily limit"
        case .noAdInsideCooldown: "no ad inside the cooldown"
        case .freeRewatchOnlyInsideWindow: "free re-watch only inside the window"
        case .noResetOnBackwardDate: "no reset on a backward date"
        case .persistedStateRoundTrips: "persisted state round-trips"
        case .exactPhraseListsSong: "a correctly typed search lists its song"
        }
    }
}
