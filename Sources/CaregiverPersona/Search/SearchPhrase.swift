import Harness

/// A text a caregiver types into the search field — a song title, a movie title or a singer —
/// prepared once so that misspelling it costs no allocation: its characters, where its letters
/// are, and which sound-alike rewrites apply.
package struct SearchPhrase: Sendable {
    package let characters: [Character]
    /// Indices of the letters in `characters` (only letters are misspelled).
    package let letters: [Int32]
    /// Bit `i` set: sound-alike rule `i` (`Typo.soundAlikes`) occurs in the phrase.
    package let soundAlikes: UInt16
    /// The first occurrence of each sound-alike rule's left side (−1: none).
    package let soundAlikeAt: [Int32]

    package init(_ text: String) {
        let characters = Array(text)
        self.characters = characters
        letters = characters.indices.filter { characters[$0].isLetter }.map(Int32.init)
        let lowered = characters.map { Character($0.lowercased()) }
        var mask: UInt16 = 0
        var at: [Int32] = []
        for (rule, soundAlike) in Typo.soundAlikes.enumerated() {
            let first = lowered.indices.first { start in
                start + soundAlike.from.count <= lowered.count && Array(lowered[start..<(start + soundAlike.from.count)]) == soundAlike.from
            }
            if first != nil { mask |= 1 << rule }
            at.append(Int32(first ?? -1))
        }
        soundAlikes = mask
        soundAlikeAt = at
    }

    /// A misspelling of class `typo` drawn from `random`, uniformly over the places (and, for a
    /// substitution, the neighbouring keys; for a sound-alike, the rules) where it can happen.
    /// A phrase with fewer than two letters, or no sound-alike to rewrite, is typed as written.
    package func misspelling<G: RandomNumberGenerator>(_ typo: Typo, using random: inout G) -> Misspelling {
        guard typo != .none, letters.count >= 2 else { return .none }
        switch typo {
        case .none:
            return .none
        case .substitution:
            let position = Int(letters[Int(random.uniform(below: UInt64(letters.count)))])
            let substitutes = Typo.substitutes(for: characters[position])
            return Misspelling(typo: typo, position: position, variant: Int(random.uniform(below: UInt64(substitutes.count))))
        case .omission:
            return Misspelling(typo: typo, position: Int(letters[Int(random.uniform(below: UInt64(letters.count)))]), variant: 0)
        case .transposition:
            // The letter at `position` swaps with the next letter (the last letter with the one before).
            return Misspelling(typo: typo, position: Int(letters[Int(random.uniform(below: UInt64(letters.count)))]), variant: 0)
        case .phonetic:
            let count = soundAlikes.nonzeroBitCount
            guard count > 0 else { return .none }
            var pick = Int(random.uniform(below: UInt64(count)))
            var rule = 0
            while true {
                if soundAlikes & (1 << rule) != 0 {
                    if pick == 0 { break }
                    pick -= 1
                }
                rule += 1
            }
            return Misspelling(typo: typo, position: Int(soundAlikeAt[rule]), variant: rule)
        }
    }

    /// How many characters the caregiver types for `misspelling` (one keystroke each).
    package func typedCount(_ misspelling: Misspelling) -> Int {
        switch misspelling.typo {
        case .none, .substitution, .transposition: characters.count
        case .omission: characters.count - 1
        case .phonetic:
            characters.count + Typo.soundAlikes[misspelling.variant].to.count - Typo.soundAlikes[misspelling.variant].from.count
        }
    }

    /// The text typed with `misspelling`.
    package func typed(_ misspelling: Misspelling) -> String {
        var typed = characters
        let position = misspelling.position
        switch misspelling.typo {
        case .none:
            break
        case .substitution:
            let original = characters[position]
            let key = Typo.substitutes(for: original)[misspelling.variant]
            typed[position] = original.isUppercase ? Character(key.uppercased()) : key
        case .omission:
            typed.remove(at: position)
        case .transposition:
            let letter = letters.firstIndex(of: Int32(position))!
            let other = letter == letters.count - 1 ? letter - 1 : letter + 1
            typed.swapAt(Int(letters[letter]), Int(letters[other]))
        case .phonetic:
            let rule = Typo.soundAlikes[misspelling.variant]
            typed.replaceSubrange(position..<(position + rule.from.count), with: rule.to)
        }
        return String(typed)
    }
}
