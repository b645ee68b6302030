import CaregiverPersona
import Foundation
import Model
@testable import Scenarios
import Sim
import Testing
import Time

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
        #expect(first == 300, "the top hit has the typed title (a title may repeat across movies, so any song of that title counts)")
    }

    @Test("titles are mostly unique, as in the real catalog: at 1,500 songs at least 95% of songs have a title of their own")
    func uniqueTitles() {
        let titles = SyntheticCatalog.generate(songs: 1_500).songs.map(\.title)
        let counts = Dictionary(titles.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(titles.filter { counts[$0] == 1 }.count * 100 >= titles.count * 95)
    }

    @Test("a singer sings the songs of a movie or two: at 1,500 songs no singer has more than 30")
    func singers() {
        let singers = SyntheticCatalog.generate(songs: 1_500).songs.flatMap(\.singers)
        let counts = Dictionary(singers.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.values.allSatisfy { $0 <= 30 } && counts.count > 300)
    }
}

@Suite("Typing")
struct TypistTests {
    @Test("one keystroke per character, prefixes in order, times strictly increasing, the same for a seed")
    func keystrokes() {
        let start = Instant(millisecondsSinceEpoch: 1_000_000)
        var random = Xoshiro256StarStar(seed: 1)
        let strokes = Typist().keystrokes(typing: "Let It Go", from: start, using: &random)
        #expect(strokes.map(\.text) == ["L", "Le", "Let", "Let ", "Let I", "Let It", "Let It ", "Let It G", "Let It Go"])
        #expect(zip(strokes, strokes.dropFirst()).allSatisfy { $0.at < $1.at })
        #expect(strokes.first?.at == start)
        var again = Xoshiro256StarStar(seed: 1)
        #expect(Typist().keystrokes(typing: "Let It Go", from: start, using: &again).map(\.at) == strokes.map(\.at))
    }

    @Test("gaps average the mean keystroke time (330 ms, a phone typist); at 180 ms a keystroke, the 150 ms debounce issues queries mid-typing, but not after every key")
    func timing() {
        var random = Xoshiro256StarStar(seed: 2)
        var typist = Typist()
        typist.pauseProbability = 0
        let text = String(repeating: "a", count: 20_001)
        let strokes = typist.keystrokes(typing: text, from: .epoch, using: &random)
        let mean = Double(strokes.last!.at.millisecondsSinceEpoch) / 20_000
        #expect(abs(mean - 330.5) < 3, "lognormal gaps, mean 330 ms, rounded, plus 1 ms")
        var pausing = Xoshiro256StarStar(seed: 3)
        var issued = 0
        var fast = Typist()
        fast.meanKeystrokeMilliseconds = 180
        for _ in 0..<200 {
            let strokes = fast.keystrokes(typing: "Can You Feel the Love Tonight", from: .epoch, using: &pausing)
            let queries = SearchDebounce.issuedQueries(strokes, delayMilliseconds: 150)
            #expect(queries.last?.text == "Can You Feel the Love Tonight", "the whole title is always issued last")
            issued += queries.count
        }
        let perSearch = Double(issued) / 200
        #expect(perSearch > 5 && perSearch < 29, "queries per search: \(perSearch) of 29 keystrokes")
    }
}
