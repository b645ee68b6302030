import Harness
import Model
import Sim

/// How well search finds what caregivers look for: hit@1 and hit@5 per typo class, when a
/// caregiver types a song's whole title (deterministic for a catalog and seed).
///
/// A hit counts when a song with the typed song's title is among the first results: titles repeat
/// across movies, and the caregiver recognises the song by its title.
package struct SearchQuality: Sendable {
    package struct Row: Sendable, Equatable {
        package var typo: Typo
        package var searches: Int
        package var hitAt1: Int
        package var hitAt5: Int
        package var failures: Int
    }

    package var rows: [Row]

    /// Searches `samples` songs drawn from `catalog`, once per typo class.
    package init(catalog: Catalog, index: SearchIndex, samples: Int = 500, seed: UInt64 = 1) {
        rows = Typo.allCases.map { typo in
            var random = StreamKeys.searchQuality.generator(seed: seed, purpose: UInt64(typo.rawValue))
            var row = Row(typo: typo, searches: 0, hitAt1: 0, hitAt5: 0, failures: 0)
            for _ in 0..<samples {
                let song = catalog.songs[Int(random.uniform(below: UInt64(catalog.songs.count)))]
                let hits = index.hits(typo.apply(to: song.title, using: &random))
                let rank = hits.prefix(5).firstIndex { $0.song.title == song.title }
                row.searches += 1
                if rank == 0 { row.hitAt1 += 1 }
                if rank != nil { row.hitAt5 += 1 }
                if !hits.contains(where: { $0.song.title == song.title }) { row.failures += 1 }
            }
            return row
        }
    }

    /// A Markdown table: one row per typo class.
    package var markdown: String {
        var table = MarkdownTable([("typo", .left), ("searches", .right), ("hit@1", .right), ("hit@5", .right), ("not found", .right)])
        for row in rows {
            let percent = { (count: Int) in ReportNumber.fixed(Double(count) / Double(max(row.searches, 1)) * 100, decimals: 1) + " %" }
            table.append(["\(row.typo)", String(row.searches), percent(row.hitAt1), percent(row.hitAt5), percent(row.failures)])
        }
        return table.text
    }
}
