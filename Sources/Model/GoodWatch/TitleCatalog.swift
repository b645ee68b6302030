/// The titles the engine recommends from, indexed as the app's fetch reads them: per content
/// type and language, by GoodScore, highest first (ties by id).
public struct TitleCatalog: Sendable {
    public let titles: [Title]
    /// `byLanguage[contentType][language]`: title indices, best GoodScore first.
    let byLanguage: [[[Int32]]]
    /// Per platform, the languages it carries (any content type).
    let languagesByPlatform: [LanguageSet]

    public init(_ titles: [Title]) {
        self.titles = titles
        var lists = [[[Int32]]](repeating: [[Int32]](repeating: [], count: Language.allCases.count), count: ContentType.allCases.count)
        var carried = [LanguageSet](repeating: [], count: Platform.allCases.count)
        for (index, title) in titles.enumerated() {
            lists[title.contentType.rawValue][title.language.rawValue].append(Int32(index))
            for platform in title.platforms.platforms { carried[platform.rawValue].insert(LanguageSet(title.language)) }
        }
        for type in lists.indices {
            for language in lists[type].indices {
                lists[type][language].sort { a, b in
                    let (x, y) = (titles[Int(a)], titles[Int(b)])
                    return (x.goodScore, y.id) > (y.goodScore, x.id)
                }
            }
        }
        byLanguage = lists
        languagesByPlatform = carried
    }

    /// The languages the platforms carry: onboarding disables the others.
    public func languages(on platforms: PlatformSet) -> LanguageSet {
        platforms.platforms.reduce(into: LanguageSet()) { $0.formUnion(languagesByPlatform[$1.rawValue]) }
    }
}
