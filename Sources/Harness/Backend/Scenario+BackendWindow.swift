import Time

extension Scenario {
    /// The most days of a run whose backend requests are kept (docs/rules.md#backend-window).
    ///
    /// Decided here: the backend report needs every request in one total order (a cache every
    /// user shares, executions in flight at once), so its memory grows with people × days —
    /// about 30 bytes a request, a few requests a caregiver-day. Four weeks hold every weekday and
    /// weekend four times and both of a month's daylight-saving changes in most zones, which is
    /// what a peak needs; beyond them the log would break the rule that a run's memory does not
    /// grow with its length (a million caregivers for ten years would need hundreds of GB). A
    /// longer run measures its backend over its first 28 days and says so.
    package static let backendWindowLimitDays = 28

    /// The days from the start whose backend requests are kept: the run's, at most 28.
    package var backendDays: Int { min(days, Self.backendWindowLimitDays) }

    /// The mean over the backend window's UTC dates of a count per date (`daily(date)`, the date
    /// as days since the epoch): a persona's daily active users for `PersonaBackend`. A run has at
    /// least one date, so the window has one too.
    package func backendDailyMean(_ daily: (Int64) -> Int64) -> Double {
        let dates = reportedDates.prefix(backendDays)
        return Double(dates.reduce(0) { $0 + daily($1) }) / Double(dates.count)
    }

    /// When the backend window ends: requests from then on are not kept.
    package var backendEnd: Instant { start.advanced(byMilliseconds: Int64(backendDays) * Milliseconds.day) }
}
