import Model
import Sim

/// The titles an Explore visit browses (docs/rules.md#explore), shelved once per run by whether a
/// documentary, language and platform: a visit draws from the shelves of the watcher's languages
/// and platforms, never from the whole catalog.
///
/// A title on several of the watcher's platforms sits on each of their shelves; a draw keeps it
/// only from the shelf of the first of them (in `Platform` order), so every title that fits is
/// equally likely, as a draw over the whole catalog kept only when it fits would make it.
package struct ExploreShelves: Sendable {
    /// Catalog indices per shelf (`shelf(_:_:documentaries:)`), in catalog order.
    let shelves: [[Int32]]

    package init(_ catalog: TitleCatalog) {
        var shelves = [[Int32]](repeating: [], count: 2 * Language.allCases.count * Platform.allCases.count)
        for (index, title) in catalog.titles.enumerated() {
            for platform in title.platforms.platforms {
                shelves[Self.shelf(title.language.rawValue, platform.rawValue, documentaries: false)].append(Int32(index))
                if title.isDocumentary {
                    shelves[Self.shelf(title.language.rawValue, platform.rawValue, documentaries: true)].append(Int32(index))
                }
            }
        }
        self.shelves = shelves
    }

    static func shelf(_ language: Int, _ platform: Int, documentaries: Bool) -> Int {
        ((documentaries ? Language.allCases.count : 0) + language) * Platform.allCases.count + platform
    }

    /// The catalog index of a title in one of `languages` on one of `platforms` (a documentary if
    /// `documentaries`) whose id is not in `seen`, drawn uniformly among them with `random`; `nil`
    /// when there is none, or none after `tries` draws.
    ///
    /// - Complexity: O(`tries` × shelves of the watcher); allocates nothing.
    package func draw(in catalog: TitleCatalog, languages: LanguageSet, platforms: PlatformSet, documentaries: Bool,
                      notIn seen: Set<Int32>, tries: Int, using random: inout Xoshiro256StarStar) -> Int? {
        var total = 0
        forEachShelf(languages, platforms, documentaries) { shelf, _ in total += shelves[shelf].count }
        guard total > 0 else { return nil }
        for _ in 0..<tries {
            var offset = Int(random.uniform(below: UInt64(total)))
            var drawn = (index: 0, platform: 0)
            forEachShelf(languages, platforms, documentaries) { shelf, platform in
                guard offset >= 0 else { return }
                if offset < shelves[shelf].count { drawn = (Int(shelves[shelf][offset]), platform) }
                offset -= shelves[shelf].count
            }
            let title = catalog.titles[drawn.index]
            if (title.platforms.rawValue & platforms.rawValue).trailingZeroBitCount == drawn.platform && !seen.contains(title.id) {
                return drawn.index
            }
        }
        return nil
    }

    /// Calls `body` with each shelf of `languages` × `platforms` and its platform, in a fixed order.
    func forEachShelf(_ languages: LanguageSet, _ platforms: PlatformSet, _ documentaries: Bool, _ body: (Int, Int) -> Void) {
        var languageBits = languages.rawValue
        while languageBits != 0 {
            let language = languageBits.trailingZeroBitCount
            var platformBits = platforms.rawValue
            while platformBits != 0 {
                let platform = platformBits.trailingZeroBitCount
                body(Self.shelf(language, platform, documentaries: documentaries), platform)
                platformBits &= platformBits - 1
            }
            languageBits &= languageBits - 1
        }
    }
}
