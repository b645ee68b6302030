import Harness
import Model
import Sim
import Time

/// Sessions that start with a search (`SearchBehaviour`): type, wait for the debounce, read the
/// results — ranked with the caregiver's favorites' +10 (docs/rules.md#favorite-bonus) — tap the
/// song, or retype, or browse.
extension CaregiverWorld {
    /// Whether a session starting now begins with a search.
    package mutating func startsWithSearch(_ i: Int) -> Bool {
        catalog.index != nil && agents[i].search.bernoulli(population.search.share)
    }

    /// The caregiver searches for `song` (chosen as any open is: at a session's start, or back
    /// from a movie's timeline for a song of another movie), and opens it when found: the whole
    /// search is drawn now and the open is scheduled when the song is tapped.
    package mutating func search(_ i: Int, song: Int32, _ simulation: inout Simulation<CaregiverEvent>) {
        let behaviour = population.search
        let catalog = catalog
        agents[i].opensRemaining -= 1
        let typed = SearchBreakdown.Typed(rawValue: typedChoice.sample(using: &agents[i].search))!
        let phrase = phrase(typed, of: song, i)
        let typo = agents[i].search.bernoulli(behaviour.typoRate) ? Typo.misspellings[typoChoice.sample(using: &agents[i].search)] : .none
        let misspelling = catalog.phrases[Int(phrase)].misspelling(typo, using: &agents[i].search)
        let debounce = Int64(config(i).searchDebounceMs)
        let typing = self.typing(i, characters: catalog.phrases[Int(phrase)].typedCount(misspelling), debounce: debounce)
        let (row, plain) = catalog.rows(of: song, phrase: phrase, misspelling, favorites: agents[i].favorites, scratch: &searchScratch)
        checkListed(i, row: row, song: song, phrase: phrase, misspelling, at: simulation.now)
        let favorite = agents[i].favorites.contains(song)
        countFavoritesEffect(i, favorite: favorite, row: row, plain: plain)
        var milliseconds = typing.milliseconds + debounce
        var queries = typing.queries
        let rowsRead = Int32(behaviour.rowsRead)
        tally.search.record(typed, misspelling.typo, queries: typing.queries, row: row, rowsRead: behaviour.rowsRead)
        count(.searches, i)
        if misspelling.typo != .none { count(.searchesMisspelled, i) }
        if row == 1 { count(.searchHitsAt1, i) }
        if row >= 1 && row <= min(5, rowsRead) { count(.searchHitsAt5, i) }
        var retypedRow: Int32?
        var browsed = false
        if row >= 1 && row <= rowsRead {
            count(.searchTargetRowTotal, i, Int64(row))
            milliseconds += pickMilliseconds(row: row)
        } else {
            count(.searchFailures, i)
            if agents[i].search.bernoulli(behaviour.retypeAfterFailure) {
                count(.searchRetypes, i)
                let retyping = self.typing(i, characters: catalog.phrases[Int(phrase)].typedCount(.none), debounce: debounce)
                let again = catalog.rows(of: song, phrase: phrase, .none, favorites: agents[i].favorites, scratch: &searchScratch).withFavorites
                checkListed(i, row: again, song: song, phrase: phrase, .none, at: simulation.now)
                milliseconds += retyping.milliseconds + debounce
                queries += retyping.queries
                retypedRow = again
            }
            if let retypedRow, retypedRow >= 1 && retypedRow <= rowsRead {
                milliseconds += pickMilliseconds(row: retypedRow)
            } else {
                count(.searchBrowses, i)
                milliseconds += Int64(behaviour.browseSeconds * 1_000)
                browsed = true
            }
        }
        count(.searchQueries, i, Int64(queries))
        count(.searchMilliseconds, i, milliseconds)
        record(i, simulation.now, {
            let text = catalog.phrases[Int(phrase)].typed(misspelling)
            let found = row >= 1 && row <= rowsRead ? "found at row \(row)"
                : row == 0 ? "not listed" : "listed at row \(row), beyond the rows read"
            let starred = favorite ? " (a favorite)" : ""
            let moved = plain != row ? " (row \(plain) without the favorites' +10)" : ""
            return "searches for song \(song)\(starred) by \(typed): types \"\(text)\""
                + (misspelling.typo == .none ? "" : " (\(misspelling.typo))") + ", \(queries) queries; \(found)\(moved)"
                + (retypedRow.map { "; retyped, row \($0)" } ?? "") + (browsed ? "; browses to it" : "")
        }())
        agents[i].pendingSong = song
        agents[i].busy = true
        simulation.schedule(.caregiver(Int32(i), .pick), afterMilliseconds: milliseconds)
    }

    /// Caregiver `i` typing `characters` characters with a debounce of `debounce` ms, from their
    /// search stream: drawn, or recalled from the other runs of the seed (`TypingRecord`), with the
    /// same result and the stream left in the same state.
    mutating func typing(_ i: Int, characters: Int, debounce: Int64) -> Typist.Typing {
        guard let typings else {
            return population.search.typist.typing(characters: characters, debounceMilliseconds: debounce, using: &agents[i].search)
        }
        return typings.typing(characters: characters, debounceMilliseconds: debounce, using: &agents[i].search)
    }

    /// The phrase typed to find `song`: its title, its movie's title, or one of its singers (a
    /// song without singers is searched by title).
    package mutating func phrase(_ typed: SearchBreakdown.Typed, of song: Int32, _ i: Int) -> Int32 {
        let s = Int(song)
        switch typed {
        case .title: return catalog.titlePhrase[s]
        case .movie: return catalog.moviePhrase[s]
        case .singer:
            let start = Int(catalog.singerStart[s]), end = Int(catalog.singerStart[s + 1])
            guard end > start else { return catalog.titlePhrase[s] }
            return catalog.singers[start + Int(agents[i].search.uniform(below: UInt64(end - start)))]
        }
    }

    /// Reading down to row `row` and tapping it.
    package func pickMilliseconds(row: Int32) -> Int64 {
        Int64(((population.search.pickSeconds + population.search.secondsPerRow * Double(row - 1)) * 1_000).rounded(.toNearestOrEven))
    }

    /// A phrase typed as written always lists its song (every field is searched, the prefix
    /// tier matches the whole phrase).
    package mutating func checkListed(_ i: Int, row: Int32, song: Int32, phrase: Int32, _ misspelling: Misspelling, at now: Instant) {
        guard misspelling.typo == .none else { return }
        let catalog = catalog
        check(.exactPhraseListsSong, row > 0, i, now, event: "search",
              "\"\(catalog.phrases[Int(phrase)].typed(misspelling))\" does not list song \(catalog.catalog.songs[Int(song)].id)")
    }
}
