import Harness
import Model
import Time

/// A journaler's exports, written as the app writes them (`ReleaseExport.csv`) and read back — a
/// line at a time as the history grows.
///
/// An export is the header and one line per release in time order, and releases are only ever
/// appended, each later than those before (the clock moves forward). So export k is export k − 1
/// followed by the lines of the releases written since: its size is the earlier size plus theirs,
/// and reading it back gives the earlier rows plus theirs. Each line is therefore written and read
/// back once, when it first goes out, and the check after every export still covers every row of
/// the file: a line that did not read back fails that export and every later one, as it would in
/// the whole file. One check per export, as before.
package struct ExportLedger {
    /// Releases whose lines have gone out.
    package private(set) var exported = 0
    /// The size of the latest export in bytes (the header alone before the first).
    package private(set) var bytes = ReleaseExport.header.utf8.count + 2
    /// A line could not be parsed (the whole file would not read back).
    private var unreadable = false
    /// A line read back with another instant or word count than its release.
    private var mismatched = false

    /// Exports `releases` (the whole history, appended to since the last export): writes the new
    /// lines in the zone each release names (`zones` of the mix, else as `ReleaseExport.csv`
    /// resolves it) and reads them back.
    ///
    /// - Complexity: O(k) for the k releases written since the last export.
    package mutating func export(_ releases: [Release], zones: [Zone]) {
        while exported < releases.count {
            let release = releases[exported]
            exported += 1
            let zone = zones.first { $0.identifier == release.zoneIdentifier } ?? ((try? Zone(identifier: release.zoneIdentifier)) ?? .utc)
            let line = ReleaseExport.line(release, in: zone)
            bytes += line.utf8.count
            do {
                let row = try ReleaseExport.row(String(decoding: line.utf8.dropLast(2), as: UTF8.self), lineNumber: exported + 1)
                if row.instant != release.instant || row.wordCount != release.wordCount { mismatched = true }
            } catch {
                unreadable = true
            }
        }
    }

    /// Whether the latest export read back row for row (instants and word counts).
    package var roundTrips: Bool { !unreadable && !mismatched }

    /// Rows the latest export read back: none when a line could not be parsed.
    package var rowsReadBack: Int { unreadable ? 0 : exported }
}
