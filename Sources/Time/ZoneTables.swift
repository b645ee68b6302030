import Foundation

/// The offset tables compiled so far, by zone identifier, for the life of the process.
///
/// Compiling a zone with DST asks Foundation for every transition from 1970 to 2100: about a
/// quarter of a millisecond and a table of its own. A sweep validates every arm by the
/// scenario's rules, zones included, so without this each arm compiled the same dozen zones
/// again — milliseconds and tens of kilobytes an arm (docs/rules.md#a-sweeps-size). A
/// table depends on the identifier only (the time-zone data is fixed for the process), so zones
/// of one identifier share one table.
enum ZoneTables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: OffsetTable] = [:]

    /// The table of `identifier`, compiled from `timeZone` the first time it is asked for.
    static func table(_ identifier: String, compiling timeZone: () -> TimeZone?) -> OffsetTable? {
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[identifier] { return table }
        guard let timeZone = timeZone() else { return nil }
        let table = OffsetTable(compiling: timeZone)
        tables[identifier] = table
        return table
    }
}
