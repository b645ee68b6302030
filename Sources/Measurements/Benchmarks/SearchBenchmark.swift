import CaregiverPersona
import Harness
import Model
import Scenarios
import Sim

/// Search over a synthetic catalog with a realistic query mix: titles, movie names and singers,
/// as typed (prefixes of growing length), misspelled (one edit) and phonetically misspelled.
/// The queries and their results are deterministic; only the timing (taken by the caller) is not.
package struct SearchBenchmark: Sendable {
    package let catalog: Catalog
    package let queries: [String]

    /// A catalog of `songs` songs and `queries` queries drawn from it.
    package init(songs: Int, queries count: Int = 2_000, seed: UInt64 = 1) {
        catalog = SyntheticCatalog.generate(songs: songs, seed: seed)
        var random = StreamKeys.searchBenchmark.generator(seed: seed, purpose: UInt64(songs))
        var queries: [String] = []
        for _ in 0..<count {
            let song = catalog.songs[Int(random.uniform(below: UInt64(catalog.songs.count)))]
            let source: String
            switch random.uniform(below: 4) {
            case 0: source = catalog.movies.first { $0.id == song.movieId }!.title
            case 1: source = song.singers[0]
            default: source = song.title
            }
            var characters = Array(source)
            switch random.uniform(below: 3) {
            case 0:
                characters = Array(characters.prefix(2 + Int(random.uniform(below: UInt64(max(1, characters.count - 1))))))
            case 1 where characters.count > 4:
                characters.remove(at: 1 + Int(random.uniform(below: UInt64(characters.count - 2))))
            default: break
            }
            queries.append(String(characters))
        }
        self.queries = queries
    }

    /// Runs every query once; returns the total number of hits (so the work cannot be skipped).
    package func run(on index: SearchIndex) -> Int {
        queries.reduce(0) { $0 + index.hits($1).count }
    }
}
