/// Double Metaphone, after Lawrence Philips' original algorithm (C/C++ Users Journal, June 2000):
/// a primary and an alternate phonetic key of at most four characters, so that "Rapunsel" finds
/// "Rapunzel" and "Schmidt" finds "Smith".
///
/// Follows the original in its details: the word is upper-cased and padded with spaces so rules
/// can look past its end (so "JOSE" alone is Spanish: H), keys grow until both have four
/// characters, and the alternate equals the primary when no rule offers an alternative.
/// Letters outside A–Z other than Ç and Ñ are skipped; accented vowels count as vowels only when
/// the caller has folded them (search normalises first).
public enum DoubleMetaphone {
    /// The primary and alternate keys of `word`.
    public static func codes(for word: String) -> (primary: String, alternate: String) {
        var encoder = Encoder(word)
        return encoder.encode()
    }

    struct Encoder {
        let letters: [Character]
        let length: Int
        let last: Int
        let slavoGermanic: Bool
        var primary = ""
        var alternate = ""
        var current = 0

        init(_ word: String) {
            let upper = Array(word.uppercased())
            letters = upper + Array(repeating: " ", count: 5)
            length = upper.count
            last = length - 1
            let text = String(upper)
            slavoGermanic = text.contains("W") || text.contains("K") || text.contains("CZ") || text.contains("WITZ")
        }

        func at(_ index: Int) -> Character {
            index >= 0 && index < letters.count ? letters[index] : "\0"
        }

        /// Whether the `count` letters from `start` are one of `options`, letter by letter (no
        /// string is built from the letters).
        func matches(_ start: Int, _ count: Int, _ options: String...) -> Bool {
            guard start >= 0, start + count <= letters.count else { return false }
            let slice = letters[start..<(start + count)]
            return options.contains { $0.elementsEqual(slice) }
        }

        func isVowel(_ index: Int) -> Bool {
            guard index >= 0 && index < length else { return false }
            return "AEIOUY".contains(letters[index])
        }

        mutating func add(_ main: String, _ alt: String? = nil) {
            primary += main
            if let alt {
                if alt != " " { alternate += alt }
            } else {
                alternate += main
            }
        }

        mutating func encode() -> (primary: String, alternate: String) {
            guard length > 0 else { return ("", "") }
            if matches(0, 2, "GN", "KN", "PN", "WR", "PS") { current += 1 }
            if at(0) == "X" {
                add("S")
                current += 1
            }
            while (primary.count < 4 || alternate.count < 4) && current < length {
                step()
            }
            return (String(primary.prefix(4)), String(alternate.prefix(4)))
        }

        mutating func step() {
            let letter = at(current)
            switch letter {
            case "A", "E", "I", "O", "U", "Y":
                if current == 0 { add("A") }
                current += 1
            case "B":
                add("P")
                current += at(current + 1) == "B" ? 2 : 1
            case "Ç":
                add("S")
                current += 1
            case "C": encodeC()
            case "D":
                if matches(current, 2, "DG") {
                    if matches(current + 2, 1, "I", "E", "Y") {
                        add("J")
                        current += 3
                    } else {
                        add("TK")
                        current += 2
                    }
                } else if matches(current, 2, "DT", "DD") {
                    add("T")
                    current += 2
                } else {
                    add("T")
                    current += 1
                }
            case "F":
                current += at(current + 1) == "F" ? 2 : 1
                add("F")
            case "G": encodeG()
            case "H":
                if (current == 0 || isVowel(current - 1)) && isVowel(current + 1) {
                    add("H")
                    current += 2
                } else {
                    current += 1
                }
            case "J": encodeJ()
            case "K":
                current += at(current + 1) == "K" ? 2 : 1
                add("K")
            case "L":
                if at(current + 1) == "L" {
                    if (current == length - 3 && matches(current - 1, 4, "ILLO", "ILLA", "ALLE"))
                        || ((matches(last - 1, 2, "AS", "OS") || matches(last, 1, "A", "O")) && matches(current - 1, 4, "ALLE")) {
                        add("L", " ")
                        current += 2
                        return
                    }
                    current += 2
                } else {
                    current += 1
                }
                add("L")
            case "M":
                if (matches(current - 1, 3, "UMB") && (current + 1 == last || matches(current + 2, 2, "ER"))) || at(current + 1) == "M" {
                    current += 2
                } else {
                    current += 1
                }
                add("M")
            case "N":
                current += at(current + 1) == "N" ? 2 : 1
                add("N")
            case "Ñ":
                current += 1
                add("N")
            case "P":
                if at(current + 1) == "H" {
                    add("F")
                    current += 2
                } else {
                    current += matches(current + 1, 1, "P", "B") ? 2 : 1
                    add("P")
                }
            case "Q":
                current += at(current + 1) == "Q" ? 2 : 1
                add("K")
            case "R":
                if current == last && !slavoGermanic && matches(current - 2, 2, "IE") && !matches(current - 4, 2, "ME", "MA") {
                    add("", "R")
                } else {
                    add("R")
                }
                current += at(current + 1) == "R" ? 2 : 1
            case "S": encodeS()
            case "T": encodeT()
            case "V":
                current += at(current + 1) == "V" ? 2 : 1
                add("F")
            case "W": encodeW()
            case "X":
                if !(current == last && (matches(current - 3, 3, "IAU", "EAU") || matches(current - 2, 2, "AU", "OU"))) {
                    add("KS")
                }
                current += matches(current + 1, 1, "C", "X") ? 2 : 1
            case "Z":
                if at(current + 1) == "H" {
                    add("J")
                    current += 2
                    return
                }
                if matches(current + 1, 2, "ZO", "ZI", "ZA") || (slavoGermanic && current > 0 && at(current - 1) != "T") {
                    add("S", "TS")
                } else {
                    add("S")
                }
                current += at(current + 1) == "Z" ? 2 : 1
            default:
                current += 1
            }
        }
    }
}
