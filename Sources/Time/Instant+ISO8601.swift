extension Instant {
    /// ISO 8601 with milliseconds at the given UTC offset: `2025-03-09T02:00:00.000-05:00`, or
    /// `…Z` when the offset is zero. Pure integer formatting; no `DateFormatter`.
    public func iso8601(offsetSeconds: Int) -> String {
        let local = millisecondsSinceEpoch + Int64(offsetSeconds) * 1_000
        let day = Zone.floorDivide(local, Milliseconds.day)
        let ms = local - day * Milliseconds.day
        let date = LocalDate(daysSinceEpoch: day)
        let time = "\(LocalDate.pad(Int(ms / 3_600_000), 2)):\(LocalDate.pad(Int(ms / 60_000 % 60), 2)):"
            + "\(LocalDate.pad(Int(ms / 1_000 % 60), 2)).\(LocalDate.pad(Int(ms % 1_000), 3))"
        let zone = offsetSeconds == 0 ? "Z" : String(Zone.fixedIdentifier(offsetSeconds: offsetSeconds).dropFirst(3))
        return "\(date)T\(time)\(zone)"
    }

    /// ISO 8601 in `zone`, with the offset in force at this instant.
    public func iso8601(in zone: Zone) -> String {
        iso8601(offsetSeconds: zone.offsetSeconds(at: self))
    }
}
