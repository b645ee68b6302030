import Foundation
import Testing
import Model
import Time

@Suite("Dandelion export")
struct ExportTests {
    static let releases = [
        InsightsTests.release(2024, 3, 15, 21, 5, words: 120),
        Release(instant: Instant(millisecondsSinceEpoch: 1_711_000_000_000), wordCount: 7, zoneIdentifier: "Asia/Kathmandu"),
        Release(instant: Instant(millisecondsSinceEpoch: 1_712_000_000_123), wordCount: 1_204, zoneIdentifier: "UTC"),
        InsightsTests.release(2024, 3, 16, 0, 0, words: 30),
    ]

    @Test("the CSV: header, CRLF, time order, ISO 8601 with the offset where it was written, local date and HH:MM")
    func csv() {
        let text = ReleaseExport.csv(Self.releases, policy: .entryZone, zone: InsightsTests.newYork)
        #expect(text.hasPrefix("timestamp_iso8601,local_date,local_time,word_count\r\n"))
        #expect(text.contains("2024-03-15T21:05:00.000-04:00,2024-03-15,21:05,120\r\n"))
        #expect(text.contains("2024-03-21T11:31:40.000+05:45,2024-03-21,11:31,7\r\n"))
        #expect(text.contains("2024-04-01T19:33:20.123+00:00,2024-04-01,19:33,1204\r\n"))
        #expect(text.split(separator: "\r\n").count == 5)
    }

    @Test("the CSV parsed back gives every release's instant, offset, local date and time, and words")
    func roundTrip() throws {
        let rows = try ReleaseExport.parse(ReleaseExport.csv(Self.releases, policy: .entryZone, zone: InsightsTests.newYork))
        let sorted = Self.releases.sorted { $0.instant < $1.instant }
        #expect(rows.map(\.instant) == sorted.map(\.instant) && rows.map(\.wordCount) == sorted.map(\.wordCount))
        for (row, release) in zip(rows, sorted) {
            let zone = try Zone(identifier: release.zoneIdentifier)
            #expect(row.offsetSeconds == zone.offsetSeconds(at: release.instant) && row.localDate == zone.localDate(at: release.instant))
        }
        do {
            _ = try ReleaseExport.parse("timestamp_iso8601,local_date,local_time,word_count\r\nx,y\r\n")
            Issue.record("a malformed row must be refused")
        } catch {
            #expect(error.description == "line 2: expected timestamp_iso8601,local_date,local_time,word_count, got \"x,y\"")
        }
    }

    @Test("the prose summary matches its golden file, and says so when there is nothing yet")
    func summary() throws {
        let asOf = Instant(millisecondsSinceEpoch: 1_713_000_000_000)
        let newYork = InsightsTests.newYork
        let golden = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/journey-summary.txt"), encoding: .utf8)
        #expect(ReleaseExport.summary(Self.releases, asOf: asOf, zone: newYork, policy: .entryZone) == golden)
        #expect(ReleaseExport.summary([], asOf: asOf, zone: newYork, policy: .entryZone) == "My Dandelion Journey\n\nNo releases yet.\n")
    }
}
