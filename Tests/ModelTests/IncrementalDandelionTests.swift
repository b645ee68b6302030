import Testing
@testable import Model
import Time

/// The trackers an app keeps release by release give what the whole-history functions give.
@Suite("Dandelion trackers equal the whole-history computations")
struct IncrementalDandelionTests {
    static let zones = ["America/New_York", "Europe/London", "Australia/Sydney", "Pacific/Pago_Pago", "Pacific/Kiritimati",
                        "Australia/Lord_Howe", "Asia/Kathmandu"].map { try! Zone(identifier: $0) }

    /// A small deterministic generator (SplitMix64) so the model tests need nothing from the engine.
    struct Mix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A traveller's history: releases in time order, gaps of 1 hour to 3 days, in one of the
    /// zones (changing now and then, across the date line too), with the zone they were in.
    static func history(seed: UInt64, count: Int) -> [(release: Release, zone: Int)] {
        var mix = Mix(state: seed)
        var zone = mix.next(zones.count)
        var instant = Instant(millisecondsSinceEpoch: 1_735_689_600_000 + Int64(mix.next(86_400_000)))
        return (0..<count).map { _ in
            if mix.next(6) == 0 { zone = mix.next(zones.count) }
            instant = instant.advanced(byMilliseconds: Int64(3_600_000 + mix.next(3 * 86_400_000)))
            return (Release(instant: instant, wordCount: 1 + mix.next(900), zoneIdentifier: zones[zone].identifier), zone)
        }
    }

    @Test("after every release of 40 travelling histories, StreakTracker's current and longest streaks equal Streaks.compute's, under both policies")
    func streaks() {
        for seed in 1...40 as ClosedRange<UInt64> {
            let history = Self.history(seed: seed, count: 120)
            var entry = StreakTracker(policy: .entryZone, zone: .utc)
            var current = Self.zones.map { StreakTracker(policy: .currentZone, zone: $0) }
            let resolve = { (identifier: String) in Self.zones.first { $0.identifier == identifier } }
            for end in history.indices {
                let releases = history[...end].map(\.release)
                let (now, zone) = (releases[end].instant, history[end].zone)
                entry.absorb(releases, resolve: resolve)
                current[zone].absorb(releases, resolve: resolve)
                let entryWhole = Streaks.compute(releases: releases, asOf: now, zone: Self.zones[zone], policy: .entryZone, resolve: resolve)
                let currentWhole = Streaks.compute(releases: releases, asOf: now, zone: Self.zones[zone], policy: .currentZone, resolve: resolve)
                #expect(entry.current(asOf: now, zone: Self.zones[zone]) == entryWhole.current, "seed \(seed), release \(end)")
                #expect(entry.longest == entryWhole.longest, "seed \(seed), release \(end)")
                #expect(current[zone].current(asOf: now, zone: Self.zones[zone]) == currentWhole.current, "seed \(seed), release \(end)")
                #expect(current[zone].longest == currentWhole.longest, "seed \(seed), release \(end)")
                let later = now.advanced(byMilliseconds: 36 * Milliseconds.hour)
                #expect(entry.current(asOf: later, zone: Self.zones[zone])
                        == Streaks.compute(releases: releases, asOf: later, zone: Self.zones[zone], policy: .entryZone, resolve: resolve).current)
            }
        }
    }

    @Test("after every release of 20 travelling histories, and a day and 40 days later, InsightsTracker gives exactly Insights.compute, under both policies")
    func insights() {
        let resolve = { (identifier: String) in Self.zones.first { $0.identifier == identifier } }
        for seed in 1...20 as ClosedRange<UInt64> {
            let history = Self.history(seed: seed, count: 100)
            var entry = InsightsTracker(policy: .entryZone, zone: .utc)
            var current = Self.zones.map { InsightsTracker(policy: .currentZone, zone: $0) }
            var entryStreaks = StreakTracker(policy: .entryZone, zone: .utc)
            var currentStreaks = Self.zones.map { StreakTracker(policy: .currentZone, zone: $0) }
            for end in history.indices {
                let releases = history[...end].map(\.release)
                let (now, zone) = (releases[end].instant, history[end].zone)
                entry.absorb(releases, resolve: resolve)
                current[zone].absorb(releases, resolve: resolve)
                entryStreaks.absorb(releases, resolve: resolve)
                currentStreaks[zone].absorb(releases, resolve: resolve)
                for asOf in [now, now.advanced(byMilliseconds: Milliseconds.day), now.advanced(byMilliseconds: 40 * Milliseconds.day)] {
                    #expect(entry.insights(asOf: asOf, zone: Self.zones[zone], streaks: entryStreaks)
                            == Insights.compute(releases: releases, asOf: asOf, zone: Self.zones[zone], policy: .entryZone, resolve: resolve),
                            "seed \(seed), release \(end)")
                    #expect(current[zone].insights(asOf: asOf, zone: Self.zones[zone], streaks: currentStreaks[zone])
                            == Insights.compute(releases: releases, asOf: asOf, zone: Self.zones[zone], policy: .currentZone, resolve: resolve),
                            "seed \(seed), release \(end)")
                }
            }
        }
    }

    @Test("a release's CSV line is the same written byte by byte as by text formatting, reads back the same both ways, and the CSV is the header and the lines")
    func exportLines() throws {
        var mix = Mix(state: 7)
        var releases: [Release] = []
        for _ in 0..<2_000 {
            let zone = Self.zones[mix.next(Self.zones.count)]
            let instant = Instant(millisecondsSinceEpoch: Int64(mix.next(4_102_444_800_000)))
            releases.append(Release(instant: instant, wordCount: mix.next(3) == 0 ? mix.next(10) : mix.next(100_000), zoneIdentifier: zone.identifier))
        }
        releases.append(Release(instant: .epoch, wordCount: 0, zoneIdentifier: "UTC"))
        for release in releases {
            let zone = Self.zones.first { $0.identifier == release.zoneIdentifier } ?? .utc
            let line = ReleaseExport.line(release, in: zone)
            #expect(line == ReleaseExport.generalLine(release, in: zone))
            let row = try ReleaseExport.row(String(line.dropLast()), lineNumber: 2)
            #expect(row == ReleaseExport.canonicalRow(String(line.dropLast())))
            #expect(row.instant == release.instant && row.wordCount == release.wordCount)
        }
        let sorted = releases.sorted { $0.instant < $1.instant }
        let lines = sorted.map { release in ReleaseExport.line(release, in: Self.zones.first { $0.identifier == release.zoneIdentifier } ?? .utc) }
        #expect(ReleaseExport.csv(releases, policy: .entryZone, zone: .utc) == ReleaseExport.header + "\r\n" + lines.joined())
    }

    @Test("lines not in the exact written form are read field by field, as before: a signed word count, a one-digit hour field")
    func generalRows() throws {
        let signed = try ReleaseExport.row("2025-03-01T09:30:00.000+01:00,2025-03-01,09:30,+12", lineNumber: 2)
        #expect(signed.wordCount == 12 && ReleaseExport.canonicalRow("2025-03-01T09:30:00.000+01:00,2025-03-01,09:30,+12") == nil)
        #expect(throws: ReleaseExport.ParseError.self) { try ReleaseExport.row("2025-03-01T09:30:00.000+01:00,2025-03-01,09:30", lineNumber: 3) }
    }
}
