extension Instant {
    /// The instant of a UTC wall-clock time on `date`: `Instant(utc: 2025-03-08, hour: 2)` is
    /// 2025-03-08T02:00:00Z. Fields are added as given, so out-of-range values roll over
    /// (minute 60 is the next hour); callers that read user text check the ranges first.
    public init(utc date: LocalDate, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
        self.init(millisecondsSinceEpoch: date.daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour
                  + Int64(minute) * Milliseconds.minute + Int64(second) * 1_000 + Int64(millisecond))
    }
}
