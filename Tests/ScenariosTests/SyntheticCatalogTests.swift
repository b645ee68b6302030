import Foundation
import Testing
import Model
@testable import Scenarios

@Suite("Synthetic catalogs")
struct SyntheticCatalogTests {
    @Test("the requested number of songs, valid by the app's rules, the same for the same seed", arguments: [1, 7, 1_500, 20_000])
    func generated(_ songs: Int) throws {
        let catalog = SyntheticCatalog.generate(songs: songs, seed: 4)
        #expect(catalog.songs.count == songs)
        #expect(try Catalog(movies: catalog.movies, songs: catalog.songs) == catalog)
        #expect(SyntheticCatalog.generate(songs: songs, seed: 4) == catalog)
        #expect(SyntheticCatalog.generate(songs: songs, seed: 5) != catalog || songs == 1)
    }

    @Test("titles have realistic shapes: several words, apostrophes, accented names")
    func shapes() {
        let catalog = SyntheticCatalog.generate(songs: 1_500)
        let titles = catalog.songs.map(\.title) + catalog.movies.map(\.title)
        #expect(titles.contains { $0.contains("'") })
        #expect(titles.contains { $0.unicodeScalars.contains { $0.value > 0x7F } })
        #expect(titles.filter { $0.contains(" ") }.count > titles.count / 2)
    }

    @Test("a catalog written as movies.json and songs.json loads back equal, with the same bytes every time")
    func files() throws {
        let catalog = SyntheticCatalog.generate(songs: 200)
        let files = SearchConsole.files(catalog)
        let loaded = try Catalog.load(moviesJSON: Data(files[0].contents.utf8), songsJSON: Data(files[1].contents.utf8))
        #expect(loaded == catalog)
        #expect(SearchConsole.files(SyntheticCatalog.generate(songs: 200)).map(\.contents) == files.map(\.contents))
    }

    @Test("correctly spelled song titles find their song first (hit@1) in a 1,500-song catalog")
    func hitAtOne() {
        let catalog = SyntheticCatalog.generate(songs: 1_500)
        let index = SearchIndex(catalog: catalog)
        var first = 0
        for song in catalog.songs.prefix(300) where index.hits(song.title).first?.song.title == song.title { first += 1 }
        #expect(first == 300, "the top hit has the typed title (titles repeat across movies, so any song of that title counts)")
    }
}
