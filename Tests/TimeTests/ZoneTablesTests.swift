@testable import Time
import Testing

/// A zone's offset table is compiled once per identifier and shared (docs/rules.md#a-sweeps-size:
/// a sweep reads the scenario's zones once an arm).
@Suite("Zone tables")
struct ZoneTablesTests {
    @Test("two zones of one identifier share one table, and answer as the first did; an unknown identifier is still refused")
    func shared() throws {
        let first = try Zone(identifier: "Australia/Lord_Howe")
        let again = try Zone(identifier: "Australia/Lord_Howe")
        #expect(first.table === again.table)
        #expect(try Zone(identifier: "Europe/Berlin").table !== first.table)
        let instant = Instant(millisecondsSinceEpoch: 1_743_897_600_000)
        #expect(again.offsetSeconds(at: instant) == first.offsetSeconds(at: instant))
        #expect(throws: ZoneError.unknownIdentifier("Mars/Olympus")) { try Zone(identifier: "Mars/Olympus") }
        #expect(throws: ZoneError.unknownIdentifier("Mars/Olympus")) { try Zone(identifier: "Mars/Olympus") }
    }
}
