import Harness
import Model
import Sim

/// The songs caregivers open and search for, built once per run and shared read-only by every
/// partition: the catalog, its search index, the order of popularity, the phrases typed for each
/// song, the outcomes of searches already typed, and in a sweep the typings its runs share.
package final class CaregiverCatalog: Sendable {
    /// Where the catalog came from, and whether sessions search it: what a sweep's arms compare
    /// to share one.
    package let source: CatalogSource
    package let searching: Bool
    package let catalog: Catalog
    /// `nil` when no session starts with a search.
    package let index: SearchIndex?
    /// Popularity rank → song (an index into `catalog.songs`): a fixed shuffle of the catalog, so
    /// the most popular songs are spread over movies, the same for every run of the catalog.
    package let popularity: [Int32]
    /// Every distinct text typed, and for each song the phrases of its title, its movie's title
    /// and its singers (`singers[singerStart[song] ..< singerStart[song + 1]]`).
    package let phrases: [SearchPhrase]
    package let titlePhrase: [Int32]
    package let moviePhrase: [Int32]
    package let singers: [Int32]
    package let singerStart: [Int32]
    /// Each song's movie and each movie's songs, in timeline order.
    package let movies: MovieSongs
    package let outcomes = SearchOutcomes()
    /// The typings the runs of one seed share, for the seeds a sweep expects several runs of.
    package let recordedTypings = RecordedTypings()

    package init(_ source: CatalogSource, searching: Bool) {
        let catalog = source.catalog()
        self.source = source
        self.searching = searching
        self.catalog = catalog
        index = searching ? SearchIndex(catalog: catalog) : nil
        var order = (0..<catalog.songs.count).map(Int32.init)
        var shuffle = StreamKeys.songPopularity.generator(seed: 1, purpose: UInt64(catalog.songs.count))
        for k in stride(from: order.count - 1, to: 0, by: -1) {
            order.swapAt(k, Int(shuffle.uniform(below: UInt64(k + 1))))
        }
        popularity = order
        movies = index?.movies ?? MovieSongs(catalog)
        var phrases: [SearchPhrase] = []
        var numbers: [String: Int32] = [:]
        func number(_ text: String) -> Int32 {
            if let known = numbers[text] { return known }
            numbers[text] = Int32(phrases.count)
            phrases.append(SearchPhrase(text))
            return Int32(phrases.count - 1)
        }
        var titles: [Int32] = [], movies: [Int32] = [], singers: [Int32] = [], starts: [Int32] = [0]
        let movieTitles = Dictionary(catalog.movies.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        if searching {
            for song in catalog.songs {
                titles.append(number(song.title))
                movies.append(number(movieTitles[song.movieId] ?? ""))
                singers.append(contentsOf: song.singers.map(number))
                starts.append(Int32(singers.count))
            }
        }
        self.phrases = phrases
        titlePhrase = titles
        moviePhrase = movies
        self.singers = singers
        singerStart = starts
    }

    /// The rows (from 1) at which the results for `phrase` typed with `misspelling` list `song`,
    /// counting song rows in display order (groups by movie, best group first), for a caregiver
    /// whose `favorites` (songs by catalog place) get +10, and without them (`plain`); 0 when not
    /// listed. A query runs in `scratch`, the working memory of the partition asking (one per
    /// world), so it reuses the buffers earlier queries grew.
    package func rows(of song: Int32, phrase: Int32, _ misspelling: Misspelling, favorites: Favorites<Int32>,
                      scratch: inout SearchIndex.Scratch) -> (withFavorites: Int32, plain: Int32) {
        func search(_ favorites: Favorites<Int32>) -> SearchIndex.Listing {
            list(phrase, misspelling, favorites: favorites, into: &scratch)
            return scratch.listing
        }
        let rows = outcomes.rows(SearchOutcomes.key(phrase: Int(phrase), misspelling)) { SearchOutcomes.Rows(listing: search(Favorites())) }
        func fresh(_ favorites: Favorites<Int32>) -> Int32 {
            search(favorites).songs.firstIndex(of: song).map { Int32($0 + 1) } ?? 0
        }
        let plain = rows.row(of: song) ?? fresh(Favorites())
        guard !favorites.isEmpty else { return (plain, plain) }
        return (rows.row(of: song, favorites: favorites) ?? fresh(favorites), plain)
    }

    /// The results for `phrase` typed with `misspelling`, as the screen lists them.
    package func listing(_ phrase: Int32, _ misspelling: Misspelling, favorites: Favorites<Int32> = Favorites()) -> SearchIndex.Listing {
        var scratch = SearchIndex.Scratch()
        list(phrase, misspelling, favorites: favorites, into: &scratch)
        return scratch.listing
    }

    /// Searches for `phrase` typed with `misspelling` in `scratch` (`SearchIndex.list`): the
    /// results are then `scratch.listing`.
    package func list(_ phrase: Int32, _ misspelling: Misspelling, favorites: Favorites<Int32>, into scratch: inout SearchIndex.Scratch) {
        index!.list(phrases[Int(phrase)].typed(misspelling), favorites: favorites, into: &scratch)
    }
}
