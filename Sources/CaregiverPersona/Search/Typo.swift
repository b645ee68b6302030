/// The misspellings caregivers make while typing a song's title.
package enum Typo: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Typed as written.
    case none
    /// One letter replaced by a neighbouring key on a QWERTY keyboard ("Hakuna" → "Hakina").
    case substitution
    /// One letter left out ("Rpunzel").
    case omission
    /// Two neighbouring letters swapped ("Rapnuzel").
    case transposition
    /// Spelled as it sounds: s↔z, c→k, ph→f, a doubled or undoubled consonant ("Rapunsel",
    /// "Hakuna Mattata").
    case phonetic

    package var description: String {
        switch self {
        case .none: "none"
        case .substitution: "substitution"
        case .omission: "omission"
        case .transposition: "transposition"
        case .phonetic: "phonetic"
        }
    }

    /// The misspellings that are not `none`.
    package static let misspellings: [Typo] = [.substitution, .omission, .transposition, .phonetic]

    /// `text` with this misspelling applied where `random` says (letters only; text too short to
    /// misspell, or with no sound-alike to rewrite, comes back unchanged).
    package func apply<G: RandomNumberGenerator>(to text: String, using random: inout G) -> String {
        let phrase = SearchPhrase(text)
        return phrase.typed(phrase.misspelling(self, using: &random))
    }

    /// The sound-alike rewrites, in the order a misspelling's `variant` numbers them: the first
    /// occurrence of the left side (case-insensitive) becomes the right side.
    package static let soundAlikes: [(from: [Character], to: [Character])] = [
        ("z", "s"), ("s", "z"), ("ph", "f"), ("c", "k"), ("ck", "k"), ("ie", "y"),
        ("ee", "ea"), ("t", "tt"), ("l", "ll"), ("ll", "l"), ("tt", "t"), ("y", "ie"),
    ].map { (Array($0.0), Array($0.1)) }

    /// The keys around each letter a…z on a QWERTY keyboard: where a finger slips to.
    package static let keyboardNeighbours: [[Character]] = [
        "qwsz", "vghn", "xdfv", "serfcx", "wrsdf", "drtgvc", "ftyhbv", "gyujnb", "ujko", "huikmn", "jiolm", "kop",
        "njk", "bhjm", "iklp", "ol", "wa", "edft", "awedxz", "rfgy", "yhji", "cfgb", "qase", "zsdc", "tghu", "asx",
    ].map(Array.init)

    /// What a letter may be mistyped as: its keyboard neighbours (a letter outside a…z: any of a…z).
    package static func substitutes(for letter: Character) -> [Character] {
        guard let ascii = letter.asciiValue, (0x61...0x7A).contains(ascii | 0x20) else { return alphabet }
        return keyboardNeighbours[Int((ascii | 0x20) - 0x61)]
    }

    package static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
}
