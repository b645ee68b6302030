import Foundation
import Sim

/// The misspellings caregivers make while typing a song's title.
public enum Typo: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Typed as written.
    case none
    /// One letter replaced by another ("Hakuma").
    case substitution
    /// One letter left out ("Rpunzel").
    case omission
    /// Two neighbouring letters swapped ("Rapnuzel").
    case transposition
    /// Spelled as it sounds: s↔z, c→k, ph→f, a doubled consonant ("Rapunsel", "Hakuna Mattata").
    case phonetic

    public var description: String {
        switch self {
        case .none: "none"
        case .substitution: "substitution"
        case .omission: "omission"
        case .transposition: "transposition"
        case .phonetic: "phonetic"
        }
    }

    /// `text` with this misspelling applied at a position drawn from `random` (letters only; text
    /// too short to misspell comes back unchanged).
    public func apply<G: RandomNumberGenerator>(to text: String, using random: inout G) -> String {
        var characters = Array(text)
        let letters = characters.indices.filter { characters[$0].isLetter }
        guard self != .none, letters.count >= 2 else { return text }
        let position = letters[Int(random.uniform(below: UInt64(letters.count)))]
        switch self {
        case .none:
            break
        case .substitution:
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
            var replacement = alphabet[Int(random.uniform(below: 26))]
            if replacement == Character(characters[position].lowercased()) { replacement = replacement == "a" ? "e" : "a" }
            characters[position] = characters[position].isUppercase ? Character(replacement.uppercased()) : replacement
        case .omission:
            characters.remove(at: position)
        case .transposition:
            let index = letters.firstIndex(of: position)!
            let other = letters[index == letters.count - 1 ? index - 1 : index + 1]
            characters.swapAt(position, other)
        case .phonetic:
            return Self.soundAlike(text, using: &random)
        }
        return String(characters)
    }

    /// One sound-alike rewrite, chosen among those that apply.
    static func soundAlike<G: RandomNumberGenerator>(_ text: String, using random: inout G) -> String {
        let rules: [(String, String)] = [("z", "s"), ("s", "z"), ("ph", "f"), ("c", "k"), ("ck", "k"), ("ie", "y"),
                                         ("ee", "ea"), ("t", "tt"), ("l", "ll"), ("ll", "l"), ("tt", "t"), ("y", "ie")]
        let lowered = text.lowercased()
        let applicable = rules.filter { lowered.contains($0.0) }
        guard !applicable.isEmpty else { return text }
        let (from, to) = applicable[Int(random.uniform(below: UInt64(applicable.count)))]
        guard let range = lowered.range(of: from) else { return text }
        let start = lowered.distance(from: lowered.startIndex, to: range.lowerBound)
        var characters = Array(text)
        characters.replaceSubrange(start..<(start + from.count), with: Array(to))
        return String(characters)
    }
}
