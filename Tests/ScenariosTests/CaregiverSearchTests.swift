import CaregiverPersona
import Foundation
import Harness
import Model
@testable import Scenarios
import Sim
import TestSupport
import Testing
import Time

@Suite("Misspellings")
struct MisspellingTests {
    static let titles = SyntheticCatalog.generate(songs: 400).songs.map(\.title) + ["Rapunzel", "Hakuna Matata", "Zoë", "a", ""]

    @Test("each class does what it says, the typed count is the typed text's length, and the same draws give the same text")
    func classes() {
        var random = Xoshiro256StarStar(seed: 21)
        for title in Self.titles {
            let phrase = SearchPhrase(title)
            for typo in Typo.allCases {
                let misspelling = phrase.misspelling(typo, using: &random)
                let typed = Array(phrase.typed(misspelling))
                #expect(typed.count == phrase.typedCount(misspelling), "\(typo) of \"\(title)\"")
                let original = Array(title)
                switch misspelling.typo {
                case .none:
                    #expect(typed == original)
                case .substitution:
                    let changed = zip(typed, original).filter { $0 != $1 }
                    #expect(changed.count == 1)
                    if let pair = changed.first, let ascii = pair.1.asciiValue, pair.1.isLetter {
                        let (new, old) = pair
                        #expect(Typo.keyboardNeighbours[Int((ascii | 0x20) - 0x61)].contains(Character(new.lowercased())), "a neighbouring key")
                        #expect(new.isUppercase == old.isUppercase)
                    }
                case .omission:
                    #expect(original.indices.contains { index in Array(original[..<index] + original[(index + 1)...]) == typed })
                case .transposition:
                    let moved = original.indices.filter { typed[$0] != original[$0] }
                    #expect(moved.isEmpty || moved.count == 2 && typed[moved[0]] == original[moved[1]] && typed[moved[1]] == original[moved[0]],
                            "two letters swapped (the same letter twice swaps to the same text)")
                case .phonetic:
                    #expect(typed != original)
                }
            }
        }
        #expect(SearchPhrase("a").misspelling(.omission, using: &random) == .none, "one letter is too short to misspell")
        #expect(SearchPhrase("Bob").misspelling(.phonetic, using: &random) == .none, "no sound-alike applies")
    }

    @Test("the named misspellings: 'Hakuna Mattata' and 'Rapunsel' are sound-alikes the model makes")
    func soundAlikes() {
        var random = Xoshiro256StarStar(seed: 22)
        var seen = Set<String>()
        for _ in 0..<200 {
            seen.insert(Typo.phonetic.apply(to: "Hakuna Matata", using: &random))
            seen.insert(Typo.phonetic.apply(to: "Rapunzel", using: &random))
        }
        #expect(seen.contains("Hakuna Mattata") && seen.contains("Rapunsel"))
    }
}

@Suite("Typing through the debounce")
struct TypingTests {
    @Test("counting queries without texts gives what the debounce gives on the keystrokes, for the same draws")
    func typingMatchesDebounce() {
        var random = Xoshiro256StarStar(seed: 23)
        for _ in 0..<500 {
            var typist = Typist()
            typist.meanKeystrokeMilliseconds = Double(60 + random.uniform(below: 500))
            typist.pauseProbability = [0, 0.1, 0.5][Int(random.uniform(below: 3))]
            let debounce = Int64(random.uniform(below: 600))
            let text = String(repeating: "x", count: Int(random.uniform(below: 30)))
            let seed = random.next()
            var a = Xoshiro256StarStar(seed: seed), b = Xoshiro256StarStar(seed: seed)
            let strokes = typist.keystrokes(typing: text, from: .epoch, using: &a)
            let typing = typist.typing(characters: text.count, debounceMilliseconds: debounce, using: &b)
            #expect(typing.queries == SearchDebounce.issuedQueries(strokes, delayMilliseconds: debounce).count)
            #expect(typing.milliseconds == (strokes.last.map { Instant.epoch.milliseconds(to: $0.at) } ?? 0))
        }
    }
}

@Suite("Caregivers search")
struct CaregiverSearchTests {
    static func run(_ overrides: [String]) throws -> CaregiverTally {
        try #require(try Fixtures.caregiverRun(count: 200, overrides))
    }

    @Test("sessions start with a search, later ones look for songs of other movies, and every search ends in an open; correctly typed searches always list their song")
    func searches() throws {
        let tally = try Self.run([])
        let t = tally.totals
        #expect(t[.searches] > 1_000 && t[.opens] >= t[.searches] + t[.timelineMoves], "each search and each move opens a song")
        #expect(t[.searchQueries] >= t[.searches] + t[.searchRetypes])
        #expect(t[.searchHitsAt1] <= t[.searchHitsAt5] && t[.searchHitsAt5] + t[.searchFailures] <= t[.searches])
        #expect(tally.ledger.checks[.exactPhraseListsSong] >= t[.searches] - t[.searchesMisspelled])
        #expect(tally.ledger.failures[.exactPhraseListsSong] == 0)
        #expect(tally.search.cells.reduce(0) { $0 + $1.searches } == t[.searches])
        #expect(tally.search.rows.total <= t[.searches])
    }

    @Test("with share 0 nobody searches and nothing else needs the index")
    func noSearch() throws {
        let t = try Self.run(["populations.caregivers.search.share=0"]).totals
        #expect(t[.searches] == 0 && t[.searchQueries] == 0 && t[.opens] > 0)
        #expect(Caregivers.sharedInput(for: try Fixtures.smallScenario(["populations.caregivers.search.share=0"])).index == nil)
    }

    @Test("the search index is built only when someone searches: caregivers, a share of whom search")
    func indexOnlyForSearchers() throws {
        #expect(Caregivers.sharedInput(for: try Fixtures.smallScenario()).index != nil)
        let nobody = try Fixtures.smallScenario(["populations.caregivers.count=0", "populations.caregivers.installsPerDay=0"])
        #expect(Caregivers.agentCount(in: nobody) == 0)
        #expect(Caregivers.sharedInput(for: nobody).index == nil)
        let installing = try Fixtures.smallScenario(["populations.caregivers.count=0", "populations.caregivers.installsPerDay=5"])
        #expect(Caregivers.agentCount(in: installing) > 0)
        #expect(Caregivers.sharedInput(for: installing).index != nil)
    }

    @Test("correctly typed titles find their song first at least 95% of the time")
    func titleHitAtOne() throws {
        let t = try Self.run(["populations.caregivers.search.typoRate=0", "populations.caregivers.search.typed={title: 1}"]).totals
        #expect(t[.searchesMisspelled] == 0)
        #expect(t[.searchHitsAt1] * 100 >= t[.searches] * 95, "hit@1 \(t[.searchHitsAt1]) of \(t[.searches])")
    }

    @Test("the typo rate is the share of misspelled searches; a class mix of one class gives only that class")
    func typoRate() throws {
        let tally = try Self.run(["populations.caregivers.search.typoRate=1", "populations.caregivers.search.typoMix={omission: 1}"])
        #expect(tally.totals[.searchesMisspelled] == tally.totals[.searches])
        for typed in SearchBreakdown.Typed.allCases {
            for typo in Typo.allCases where typo != .omission { #expect(tally.search[typed, typo].searches == 0) }
        }
    }

    @Test("a caregiver who reads one row fails whenever the song is not first, then retypes or browses")
    func failures() throws {
        let t = try Self.run(["populations.caregivers.search.rowsRead=1", "populations.caregivers.search.typed={movie: 1}"]).totals
        #expect(t[.searchFailures] == t[.searches] - t[.searchHitsAt1] && t[.searchFailures] > 0)
        #expect(t[.searchRetypes] > 0 && t[.searchBrowses] >= t[.searchFailures] - t[.searchRetypes])
        #expect(t[.searchBrowses] > t[.searchFailures] - t[.searchRetypes], "a retyped movie title still lists most songs below row 1")
        #expect(t[.searchTargetRowTotal] == t[.searchHitsAt1], "only row-1 finds count when one row is read")
    }

    @Test("a debounce longer than any gap issues one query per typing: the whole phrase")
    func longDebounce() throws {
        let t = try Self.run(["searchDebounceMs=10000", "populations.caregivers.search.pauseProbability=0"]).totals
        #expect(t[.searchQueries] == t[.searches] + t[.searchRetypes])
        let short = try Self.run(["searchDebounceMs=0"]).totals
        #expect(short[.searchQueries] > 10 * short[.searches], "with no debounce every keystroke issues a query")
    }

    @Test("a replayed caregiver's trace shows what was typed and where the song was")
    func trace() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.search.typoRate=1"])
        let trace = Caregivers.replay(scenario, agent: 3).trace
        let searches = trace.filter { $0.contains(" searches for song ") }
        #expect(!searches.isEmpty)
        #expect(searches.allSatisfy { $0.contains(": types \"") && $0.contains(" queries; ") })
        #expect(trace.contains { $0.contains("open from search song ") })
    }
}

@Suite("Scenario search settings")
struct ScenarioSearchSettingsTests {
    static func error(_ overrides: [String]) -> String? {
        error(Fixtures.small, file: "small.json5", overrides)
    }

    static func error(_ text: String, file: String, _ overrides: [String]) -> String? {
        do {
            _ = try ScenarioFile.parse(text, file: file, overrides: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("wrong search settings fail before the run, naming the key path and what was expected")
    func errors() {
        #expect(Self.error(["populations.caregivers.search.typoRat=0.1"])?.contains("populations.caregivers.search.typoRat: unknown key") == true)
        #expect(Self.error(["populations.caregivers.search.typoRate=1.5"]) == "--set populations.caregivers.search.typoRate=1.5: populations.caregivers.search.typoRate: expected a number from 0 to 1, got 1.5")
        #expect(Self.error(["populations.caregivers.search.typed={title: 0}"])?
            .hasSuffix("populations.caregivers.search.typed: expected at least one positive weight among title, movie and singer") == true)
        #expect(Self.error(["populations.caregivers.search.typoMix={phonetic: 0}"])?
            .hasSuffix("expected at least one positive weight among substitution, omission, transposition and phonetic") == true)
        #expect(Self.error(["populations.caregivers.search.rowsRead=0"]) == "--set populations.caregivers.search.rowsRead=0: populations.caregivers.search.rowsRead: expected a whole number from 1 to 1000, got 0")
    }

    @Test("a catalog folder loads with the scenario, relative to the file; a bad one fails naming the key and the catalog's own error")
    func catalogFolder() throws {
        try withTemporaryFolder("appsim-catalog") { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("catalog"), withIntermediateDirectories: true)
            for file in SearchConsole.files(SyntheticCatalog.generate(songs: 120)) {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent("catalog/\(file.name)"))
            }
            let text = Fixtures.small.replacingOccurrences(of: "catalogSongs: 300,", with: "catalog: \"catalog\",")
            let scenario = try ScenarioFile.parse(text, file: folder.appendingPathComponent("s.json5").path)
            #expect(scenario.caregivers.catalog.songCount == 120)
            #expect(scenario.caregivers.catalog.description == "`catalog`: 22 movies, 120 songs")
            let both = Self.error(text, file: folder.appendingPathComponent("s.json5").path, ["populations.caregivers.catalogSongs=10"])
            #expect(both?.hasSuffix("populations.caregivers.catalog: expected either catalog (a folder) or catalogSongs (a synthetic size), not both") == true)
            #expect(Self.error(text, file: "/nowhere/s.json5", [])?.contains(
                "populations.caregivers.catalog: expected a folder with the app's movies.json and songs.json: /nowhere/catalog/movies.json: cannot read the file") == true)
        }
    }

    @Test("a catalog folder is an input of the scenario where it was found, and where it was found changes neither the scenario nor its fingerprint")
    func catalogFolderIsAnInput() throws {
        try withTemporaryFolder("appsim-catalog") { folder in
            var scenarios: [Scenario] = []
            for place in ["one", "two"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(place)/catalog"), withIntermediateDirectories: true)
                for file in SearchConsole.files(SyntheticCatalog.generate(songs: 120)) {
                    try Data(file.contents.utf8).write(to: folder.appendingPathComponent("\(place)/catalog/\(file.name)"))
                }
                let text = Fixtures.small.replacingOccurrences(of: "catalogSongs: 300,", with: "catalog: \"catalog\",")
                let scenario = try ScenarioFile.parse(text, file: folder.appendingPathComponent("\(place)/s.json5").path)
                #expect(scenario.inputPaths == [folder.appendingPathComponent("\(place)/catalog").path])
                scenarios.append(scenario)
            }
            #expect(scenarios[0] == scenarios[1])
            #expect(scenarios[0].fingerprint == scenarios[1].fingerprint)
            #expect(try ScenarioFile.parse(Fixtures.small, file: "s.json5").inputPaths == [])
        }
    }
}
