import Foundation
import Harness
import Model

/// The results of every search already typed in a run, remembered by numbers — the phrase and
/// its misspelling — as the row each listed song is shown at, with each row's score and where the
/// movie groups start.
///
/// A search's results depend on nothing else but the caregiver's favorites (the catalog is fixed
/// for the run), and the rows with favorites follow from the rows without them
/// (`Rows.row(of:favorites:)`), so every partition, on any thread, may share one memory: whichever
/// computes a result first, the value is the same, and reports do not depend on which did. Only
/// lookups are made; the table is never iterated (docs/rules.md#no-hash-order,
/// docs/rules.md#shared-search-results).
package final class SearchOutcomes: @unchecked Sendable {
    /// Rows kept per search: a song further down is found again by a search of its own.
    package static let keptRows = 1_000

    /// One search's results without favorites: `(song << 32) | row` of the first `keptRows` rows,
    /// by song; and by row (from 0), each row's score, the rows where groups start and a song of
    /// each group — 10 bytes a row (a song column would make it 14).
    ///
    /// Immutable and shared: a class, so that handing a remembered search to a caregiver retains
    /// one object, not its four arrays.
    package final class Rows: Sendable {
        /// `(song << 32) | row` (row from 1) of each kept row, ascending: `row(of:)`'s binary search.
        package let bySong: [UInt64]
        /// Each kept row's score without favorites, clamped to `Int16` (scores are 0 … 100).
        package let scores: [Int16]
        /// The kept rows (from 0) where each movie group starts, ascending.
        package let groupStarts: [Int32]
        /// Each group's first song (place in `catalog.songs`): a movie's songs are contiguous in
        /// the catalog, so any of them orders the group's songs against another group's, the
        /// tie-break of equal scores when favorites re-rank (`row(of:favorites:)`).
        package let groupSongs: [Int32]
        /// How many rows are kept.
        package let count: Int
        /// Whether every listed song is kept.
        package let complete: Bool

        package init(listing: SearchIndex.Listing) {
            let kept = min(listing.songs.count, SearchOutcomes.keptRows)
            count = kept
            scores = listing.scores.prefix(kept).map { Int16(clamping: $0) }
            let groupStarts = listing.groupStarts.filter { $0 < kept }
            self.groupStarts = groupStarts
            groupSongs = groupStarts.map { listing.songs[Int($0)] }
            bySong = listing.songs.prefix(kept).enumerated().map { UInt64(UInt32($0.element)) << 32 | UInt64($0.offset + 1) }.sorted()
            complete = listing.songs.count <= SearchOutcomes.keptRows
        }

        /// The row of `song`, 0 when it is not kept; `nil` when it may be listed further down.
        package func row(of song: Int32) -> Int32? {
            var low = 0, high = bySong.count
            while low < high {
                let mid = (low + high) >> 1
                if bySong[mid] >> 32 < UInt64(UInt32(song)) { low = mid + 1 } else { high = mid }
            }
            if low < bySong.count && bySong[low] >> 32 == UInt64(UInt32(song)) { return Int32(truncatingIfNeeded: bySong[low]) }
            return complete ? 0 : nil
        }
    }

    private let lock = NSLock()
    private var results: [UInt64: Rows] = [:]

    /// The key of a search: 22 bits of phrase, 3 of typo, 12 of position, 5 of variant; `nil`
    /// when a number does not fit (the search is then computed every time).
    package static func key(phrase: Int, _ misspelling: Misspelling) -> UInt64? {
        guard phrase < 1 << 22, misspelling.position < 1 << 12, misspelling.variant < 1 << 5 else { return nil }
        return UInt64(phrase) << 20 | UInt64(misspelling.typo.rawValue) << 17 | UInt64(misspelling.position) << 5 | UInt64(misspelling.variant)
    }

    /// The remembered results for `key`, or the rows of the listing `search` gives (then
    /// remembered).
    package func rows(_ key: UInt64?, search: () -> Rows) -> Rows {
        guard let key else { return search() }
        lock.lock()
        let known = results[key]
        lock.unlock()
        if let known { return known }
        let rows = search()
        lock.lock()
        results[key] = rows
        lock.unlock()
        return rows
    }

    /// How many searches are remembered.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return results.count
    }
}
