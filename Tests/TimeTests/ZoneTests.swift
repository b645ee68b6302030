import Foundation
import Testing
import Time

/// Builds an instant from a UTC wall-clock time.
func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0, _ ms: Int = 0) -> Instant {
    Instant(utc: LocalDate(year: y, month: mo, day: d), hour: h, minute: mi, second: s, millisecond: ms)
}

@Suite("Zone")
struct ZoneTests {
    static let namedZones = [
        "America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu",
        "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Santiago",
        "America/Havana", "Australia/Sydney", "Asia/Kolkata", "Pacific/Apia", "UTC",
    ]

    @Test("unknown identifiers throw, naming the identifier")
    func unknownIdentifier() {
        #expect(throws: ZoneError.unknownIdentifier("Mars/Olympus_Mons")) {
            try Zone(identifier: "Mars/Olympus_Mons")
        }
        #expect(throws: ZoneError.unknownIdentifier("UTC+15:00")) { try Zone(identifier: "UTC+15:00") }
    }

    @Test("fixed offsets: +5:45, +12:45/+13:45, +14, −11, and UTC±HH:MM identifiers")
    func fixedOffsets() throws {
        let t = utc(2025, 6, 1, 12)
        #expect(try Zone(identifier: "Asia/Kathmandu").offsetSeconds(at: t) == 20_700)
        #expect(try Zone(identifier: "Pacific/Kiritimati").offsetSeconds(at: t) == 50_400)
        #expect(try Zone(identifier: "Pacific/Pago_Pago").offsetSeconds(at: t) == -39_600)
        #expect(try Zone(identifier: "Pacific/Chatham").offsetSeconds(at: t) == 45_900)
        #expect(try Zone(identifier: "Pacific/Chatham").offsetSeconds(at: utc(2025, 1, 1)) == 49_500)
        #expect(try Zone(identifier: "UTC-09:30").offsetSeconds(at: t) == -34_200)
        #expect(try Zone(identifier: "UTC+05:45").localDate(at: utc(2025, 6, 1, 18, 15))
                == LocalDate(year: 2025, month: 6, day: 2))
        #expect(Zone(fixedOffsetSeconds: -43_200).identifier == "UTC-12:00")
    }

    @Test("New York: 2024-03-10 is a 23-hour day and 2024-11-03 a 25-hour day")
    func newYorkDaylightSaving() throws {
        let zone = try Zone(identifier: "America/New_York")
        #expect(zone.offsetSeconds(at: utc(2024, 3, 10, 6, 59, 59, 999)) == -18_000)
        #expect(zone.offsetSeconds(at: utc(2024, 3, 10, 7)) == -14_400)
        let march10 = zone.startOfDay(LocalDate(year: 2024, month: 3, day: 10))
        let march11 = zone.nextLocalMidnight(after: march10)
        #expect(march10 == utc(2024, 3, 10, 5))
        #expect(march10.milliseconds(to: march11) == 23 * 3_600_000)
        let november3 = zone.startOfDay(LocalDate(year: 2024, month: 11, day: 3))
        #expect(november3.milliseconds(to: zone.nextLocalMidnight(after: november3)) == 25 * 3_600_000)
    }

    @Test("Lord Howe: a 30-minute DST change makes a 23.5-hour day")
    func lordHowe() throws {
        let zone = try Zone(identifier: "Australia/Lord_Howe")
        #expect(zone.offsetSeconds(at: utc(2025, 7, 1)) == 37_800)
        #expect(zone.offsetSeconds(at: utc(2025, 1, 1)) == 39_600)
        let lengths = Set((0..<366).map { i -> Int64 in
            let start = zone.startOfDay(LocalDate(year: 2025, month: 1, day: 1).adding(days: i))
            return start.milliseconds(to: zone.nextLocalMidnight(after: start))
        })
        #expect(lengths == [84_600_000, 86_400_000, 88_200_000])
    }

    @Test("a day whose midnight does not exist starts at the first instant that exists")
    func missingMidnight() throws {
        for id in ["America/Santiago", "America/Havana"] {
            let zone = try Zone(identifier: id)
            var found = 0
            for i in 0..<(7 * 365) {
                let date = LocalDate(year: 2024, month: 1, day: 1).adding(days: i)
                let start = zone.startOfDay(date)
                #expect(zone.localDate(at: start) == date)
                #expect(zone.localDate(at: start.advanced(byMilliseconds: -1)) < date)
                if zone.localMillisecondOfDay(at: start) != 0 {
                    found += 1
                    #expect(zone.localMillisecondOfDay(at: start) == 3_600_000, "\(id) \(date)")
                }
            }
            #expect(found >= 5, "\(id) should skip local midnight at least once a year")
        }
    }

    @Test("Pacific/Apia skipped 2011-12-30 entirely")
    func apiaSkippedDay() throws {
        let zone = try Zone(identifier: "Pacific/Apia")
        let lastOfThe29th = zone.nextLocalMidnight(after: utc(2011, 12, 29, 12)).advanced(byMilliseconds: -1)
        #expect(zone.localDate(at: lastOfThe29th) == LocalDate(year: 2011, month: 12, day: 29))
        let next = zone.nextLocalMidnight(after: lastOfThe29th)
        #expect(zone.localDate(at: next) == LocalDate(year: 2011, month: 12, day: 31))
    }

    @Test("offsets and local dates agree with Foundation on 3,000 random instants per zone, 2024–2030")
    func agreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        var state: UInt64 = 0x1234_5678
        for id in Self.namedZones {
            let zone = try Zone(identifier: id)
            let timeZone = TimeZone(identifier: id)!
            calendar.timeZone = timeZone
            for _ in 0..<3_000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let span = utc(2031, 1, 1).millisecondsSinceEpoch - utc(2024, 1, 1).millisecondsSinceEpoch
                let t = utc(2024, 1, 1).advanced(byMilliseconds: Int64(state >> 20) % span)
                let date = Date(timeIntervalSince1970: Double(t.millisecondsSinceEpoch) / 1_000)
                #expect(zone.offsetSeconds(at: t) == timeZone.secondsFromGMT(for: date), "\(id) \(t)")
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                #expect(zone.localDate(at: t) == LocalDate(year: parts.year!, month: parts.month!, day: parts.day!))
            }
        }
    }

    @Test("next local midnight equals a minute-by-minute search, 200 random instants per zone")
    func nextMidnightMatchesBruteForce() throws {
        var state: UInt64 = 42
        for id in Self.namedZones {
            let zone = try Zone(identifier: id)
            let timeZone = TimeZone(identifier: id)!
            func referenceDay(_ ms: Int64) -> Int64 {
                let offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(ms) / 1_000)))
                let local = ms + offset * 1_000
                return local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
            }
            for _ in 0..<200 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let span = utc(2031, 1, 1).millisecondsSinceEpoch - utc(2024, 1, 1).millisecondsSinceEpoch
                let t = utc(2024, 1, 1).millisecondsSinceEpoch + Int64(state >> 20) % span
                let today = referenceDay(t)
                var u = (t / 60_000 + 1) * 60_000
                while referenceDay(u) <= today { u += 60_000 }
                #expect(zone.nextLocalMidnight(after: Instant(millisecondsSinceEpoch: t)).millisecondsSinceEpoch == u,
                        "\(id) after \(Instant(millisecondsSinceEpoch: t))")
            }
        }
    }

    @Test("ISO 8601 formatting with offsets, including +05:45 and negative half hours")
    func iso8601() throws {
        let t = utc(2025, 3, 9, 7, 0, 0, 5)
        #expect(t.description == "2025-03-09T07:00:00.005Z")
        #expect(t.iso8601(in: try Zone(identifier: "Asia/Kathmandu")) == "2025-03-09T12:45:00.005+05:45")
        #expect(t.iso8601(offsetSeconds: -34_200) == "2025-03-08T21:30:00.005-09:30")
    }
}

/// The zone tables cover 1970 to 2100 (docs/rules.md#zone-tables), and scenarios are validated to
/// stay inside (docs/rules.md#scenario-years).
@Suite("Zone table edges")
struct ZoneTableEdgeTests {
    @Test("daylight saving is still in the table in the first and last years a scenario may use (Sydney first kept it in 1971-72)", arguments: [
        ("America/New_York", 1971), ("America/New_York", 2099), ("Australia/Sydney", 1972), ("Australia/Sydney", 2099),
    ])
    func dstAtTheEdges(_ identifier: String, _ year: Int) throws {
        let zone = try Zone(identifier: identifier)
        let january = zone.offsetSeconds(at: Instant(millisecondsSinceEpoch: LocalDate(year: year, month: 1, day: 15).daysSinceEpoch * Milliseconds.day))
        let july = zone.offsetSeconds(at: Instant(millisecondsSinceEpoch: LocalDate(year: year, month: 7, day: 15).daysSinceEpoch * Milliseconds.day))
        #expect(january != july)
        #expect(Zone.compiledRange.upperBound == Instant(millisecondsSinceEpoch: LocalDate(year: 2100, month: 1, day: 1).daysSinceEpoch * Milliseconds.day))
    }
}
