/// What one caregiver's cohort counting remembers between sessions (`CohortCounts`): four local
/// dates, as days since 1970-01-01.
///
/// Created by `CohortCounts.install(on:lastFullDay:)`; passed back at every session. The world
/// keeps one per caregiver; it is a plain value, never merged.
package struct CohortMember: Sendable, Equatable {
    /// The local date of the install in the home zone: age 0.
    package let installDay: Int64
    /// The last local date fully inside the run in the home zone: ages past
    /// `lastFullDay − installDay` are not observed.
    package let lastFullDay: Int64
    /// The last local date counted as active (`installDay − 1` before the first session).
    package internal(set) var lastActiveDay: Int64
    /// The last local date whose weekly-active count already includes this caregiver
    /// (`installDay − 1` before the first session).
    package internal(set) var coveredThrough: Int64

    /// A caregiver installed on `installDay` who has had no session yet.
    package init(installDay: Int64, lastFullDay: Int64) {
        self.installDay = installDay
        self.lastFullDay = lastFullDay
        lastActiveDay = installDay - 1
        coveredThrough = installDay - 1
    }
}
