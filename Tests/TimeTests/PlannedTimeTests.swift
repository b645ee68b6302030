import Testing
import Time

/// `Zone.plannedInstant`: a planned local time in a daylight-saving gap lands as far after the
/// gap as it was into it; existing and repeated times are unchanged from `firstInstant`.
@Suite("Planned local times across daylight-saving changes")
struct PlannedTimeTests {
    static func local(_ date: LocalDate, _ hour: Int64, _ minute: Int64) -> Int64 {
        date.daysSinceEpoch * Milliseconds.day + hour * Milliseconds.hour + minute * Milliseconds.minute
    }

    @Test("02:30 on New York's spring-forward night is 03:30 EDT (07:30Z), 02:00 is 03:00, 01:59 and 03:00 are as planned")
    func newYorkGap() throws {
        let zone = try Zone(identifier: "America/New_York")
        let night = LocalDate(year: 2025, month: 3, day: 9)
        let start = utc(2025, 3, 9)
        #expect(zone.plannedInstant(localMilliseconds: Self.local(night, 2, 30), notBefore: start) == utc(2025, 3, 9, 7, 30))
        #expect(zone.plannedInstant(localMilliseconds: Self.local(night, 2, 0), notBefore: start) == utc(2025, 3, 9, 7, 0))
        #expect(zone.plannedInstant(localMilliseconds: Self.local(night, 1, 59), notBefore: start) == utc(2025, 3, 9, 6, 59))
        #expect(zone.plannedInstant(localMilliseconds: Self.local(night, 3, 0), notBefore: start) == utc(2025, 3, 9, 7, 0))
        #expect(zone.plannedInstant(localMilliseconds: Self.local(night, 3, 30), notBefore: start) == utc(2025, 3, 9, 7, 30))
    }

    @Test("a whole skipped hour spreads over the hour after it, in order, instead of one instant")
    func gapSpreads() throws {
        let zone = try Zone(identifier: "America/New_York")
        let night = LocalDate(year: 2025, month: 3, day: 9)
        let planned = stride(from: Int64(0), to: 60, by: 7).map { zone.plannedInstant(localMilliseconds: Self.local(night, 2, $0), notBefore: utc(2025, 3, 9)) }
        #expect(Set(planned).count == planned.count)
        #expect(planned == planned.sorted())
        #expect(planned.allSatisfy { zone.localMilliseconds(at: $0) >= Self.local(night, 3, 0) && zone.localMilliseconds(at: $0) < Self.local(night, 4, 0) })
    }

    @Test("half-hour gap (Lord Howe), midnight gap (Santiago): shifted by the gap's length")
    func otherGaps() throws {
        let lordHowe = try Zone(identifier: "Australia/Lord_Howe")
        let october = LocalDate(year: 2025, month: 10, day: 5)
        let at = lordHowe.plannedInstant(localMilliseconds: Self.local(october, 2, 10), notBefore: utc(2025, 10, 4))
        #expect(lordHowe.localMilliseconds(at: at) == Self.local(october, 2, 40))
        let santiago = try Zone(identifier: "America/Santiago")
        let september = LocalDate(year: 2025, month: 9, day: 7)
        let midnight = santiago.plannedInstant(localMilliseconds: Self.local(september, 0, 20), notBefore: utc(2025, 9, 6))
        #expect(santiago.localMilliseconds(at: midnight) == Self.local(september, 1, 20))
    }

    @Test("a time a fall-back repeats is its first occurrence, and notBefore still wins")
    func repeatedAndNotBefore() throws {
        let zone = try Zone(identifier: "America/New_York")
        let night = LocalDate(year: 2025, month: 11, day: 2)
        let planned = Self.local(night, 1, 30)
        #expect(zone.plannedInstant(localMilliseconds: planned, notBefore: utc(2025, 11, 2)) == utc(2025, 11, 2, 5, 30))
        #expect(zone.plannedInstant(localMilliseconds: planned, notBefore: utc(2025, 11, 2, 6)) == utc(2025, 11, 2, 6, 30))
        let spring = LocalDate(year: 2025, month: 3, day: 9)
        #expect(zone.plannedInstant(localMilliseconds: Self.local(spring, 2, 30), notBefore: utc(2025, 3, 9, 8)) == utc(2025, 3, 9, 8))
    }
}
