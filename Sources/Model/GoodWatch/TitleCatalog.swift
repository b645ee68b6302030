/// The titles the engine recommends from, indexed as the app's fetch reads them: per content
/// type and language, by GoodScore, highest first (ties by id).
public struct TitleCatalog: Sendable {
    public let titles: [Title]
    /// Every title in fetch order — higher GoodScore first, then lower id, then content type and
    /// language in their case order — as the engine's scan reads it. Its positions are ranks: of
    /// two titles, the one fetched first has the lower rank, so merging the lists of several
    /// languages compares two integers.
    let fetchOrder: [FetchCandidate]
    /// The ranks of each content type's and language's titles, ascending (so best GoodScore
    /// first), one list after another; `list(_:_:)` gives a list's range.
    let ranks: [Int32]
    /// Where each list of `ranks` starts, and one past the last.
    let listStarts: [Int]
    /// Per platform, the languages it carries (any content type).
    let languagesByPlatform: [LanguageSet]

    public init(_ titles: [Title]) {
        self.titles = titles
        let scores = titles.map(\.goodScore)
        var lists = [[[Int32]]](repeating: [[Int32]](repeating: [], count: Language.allCases.count), count: ContentType.allCases.count)
        var carried = [LanguageSet](repeating: [], count: Platform.allCases.count)
        for (index, title) in titles.enumerated() {
            lists[title.contentType.rawValue][title.language.rawValue].append(Int32(index))
            for platform in title.platforms.platforms { carried[platform.rawValue].insert(LanguageSet(title.language)) }
        }
        var sequence: [Int32] = []
        var starts: [Int] = []
        sequence.reserveCapacity(titles.count)
        for type in lists.indices {
            for language in lists[type].indices {
                lists[type][language].sort { a, b in
                    (scores[Int(a)], titles[Int(b)].id) > (scores[Int(b)], titles[Int(a)].id)
                }
                starts.append(sequence.count)
                sequence += lists[type][language]
            }
        }
        starts.append(sequence.count)
        let order = sequence.indices.sorted { a, b in
            let (x, y) = (Int(sequence[a]), Int(sequence[b]))
            return (scores[x], titles[y].id, b) > (scores[y], titles[x].id, a)
        }
        var ranks = [Int32](repeating: 0, count: sequence.count)
        for (rank, position) in order.enumerated() { ranks[position] = Int32(rank) }
        fetchOrder = order.map { FetchCandidate(titles[Int(sequence[$0])], index: Int(sequence[$0])) }
        self.ranks = ranks
        listStarts = starts
        languagesByPlatform = carried
    }

    /// The range of `ranks` that lists the titles of `type` in `language`, in fetch order.
    func list(_ type: ContentType, _ language: Language) -> Range<Int> {
        list(type, language: language.rawValue)
    }

    /// The range of `ranks` that lists the titles of `type` in the language of raw value `language`.
    func list(_ type: ContentType, language: Int) -> Range<Int> {
        let list = type.rawValue * Language.allCases.count + language
        return listStarts[list]..<listStarts[list + 1]
    }

    /// The languages the platforms carry: onboarding disables the others.
    public func languages(on platforms: PlatformSet) -> LanguageSet {
        platforms.platforms.reduce(into: LanguageSet()) { $0.formUnion(languagesByPlatform[$1.rawValue]) }
    }
}
