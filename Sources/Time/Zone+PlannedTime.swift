extension Zone {
    /// When a person who plans to act at local wall time `localMilliseconds` acts, at or after
    /// `notBefore`.
    ///
    /// A time that exists is kept; a time a fall-back repeats is its first occurrence. A time a
    /// daylight-saving gap skips is read with the offset in force before the gap, so it lands as
    /// far after the gap's end as it was after its start: 02:30 on New York's spring-forward night
    /// is 07:30Z (03:30 EDT). This is how RFC 5545 (§3.3.5) and java.time resolve a gap. Mapping
    /// every skipped time to the gap's end instead (`firstInstant(atOrAfterLocalMilliseconds:)`)
    /// would send everyone who planned that hour at one millisecond: a burst no server sees
    /// (docs/rules.md#planned-local-time).
    ///
    /// - Complexity: O(log transitions).
    @inlinable
    public func plannedInstant(localMilliseconds: Int64, notBefore: Instant) -> Instant {
        let first = firstInstant(atOrAfterLocalMilliseconds: localMilliseconds, notBefore: notBefore)
        guard first > notBefore, self.localMilliseconds(at: first) != localMilliseconds else { return first }
        let before = Instant(millisecondsSinceEpoch: first.millisecondsSinceEpoch - 1)
        return Instant(millisecondsSinceEpoch: localMilliseconds - Int64(offsetSeconds(at: before)) * 1_000)
    }
}
