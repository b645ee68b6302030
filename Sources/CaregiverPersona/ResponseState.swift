/// What a caregiver has lived, as the response model sees it: habit and frustration, both
/// dimensionless points ≥ 0 (`ResponseModel` has the rules and units).
///
/// Starts at 0 and 0 (engagement 1) at install. Updated by the world at each song opened, each
/// quota sheet met and each local day start; a plain value, one per caregiver.
package struct ResponseState: Sendable, Equatable {
    /// Habit points: raised by songs opened, decayed daily.
    package private(set) var habit = 0.0
    /// Frustration points: raised by quota sheets, decayed daily.
    package private(set) var frustration = 0.0

    /// A new caregiver: no habit, no frustration.
    package init() {}

    /// A state with the given points (tests, replays).
    package init(habit: Double, frustration: Double) {
        precondition(habit >= 0 && frustration >= 0, "habit and frustration are never negative")
        self.habit = habit
        self.frustration = frustration
    }

    /// Engagement `E = (1 + habit) / (1 + frustration)`: 1 for a new caregiver, above 1 when habit
    /// outweighs frustration.
    package var engagement: Double {
        (1 + habit) / (1 + frustration)
    }

    /// A song was opened (a charged view, a free re-watch or a subscriber's open): habit
    /// `+= strength × habitGain`.
    package mutating func openedSong(_ model: ResponseModel) {
        habit += model.strength * model.habitGain
    }

    /// A quota sheet was shown: frustration `+= strength × sheetFrustration`, and
    /// `+= strength × blockedSheetFrustration` more when `blocked` (no ad could be watched: the
    /// daily ad limit, the view cap, the cooldown, or the ad came back unavailable).
    package mutating func metQuotaSheet(blocked: Bool, _ model: ResponseModel) {
        frustration += model.strength * (blocked ? model.sheetFrustration + model.blockedSheetFrustration : model.sheetFrustration)
    }

    /// The ad chosen at a quota sheet came back unavailable (no fill): frustration `+= strength ×
    /// blockedSheetFrustration`, as for a sheet with no ad to watch.
    package mutating func adUnavailable(_ model: ResponseModel) {
        frustration += model.strength * model.blockedSheetFrustration
    }

    /// A local day starts: habit and frustration each lose `decayPerDay` of their value.
    package mutating func startDay(_ model: ResponseModel) {
        let keep = 1 - model.decayPerDay
        habit *= keep
        frustration *= keep
    }
}
