import Testing
import Model

@Suite("Levenshtein")
struct LevenshteinTests {
    /// The textbook recurrence, with no shortcuts, as the reference.
    static func reference(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        if !a.isEmpty && !b.isEmpty {
            for i in 1...a.count {
                for j in 1...b.count {
                    table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test("known distances", arguments: [
        ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("", "abc", 3), ("abc", "", 3), ("", "", 0),
        ("Rapunzel", "Rapunsel", 1), ("Hakuna Matata", "Hakuna Mattata", 1), ("Moana", "Maona", 2),
        ("intention", "execution", 5), ("a", "a", 0),
    ])
    func known(_ a: String, _ b: String, _ expected: Int) {
        #expect(Levenshtein.distance(a, b) == expected)
        #expect(Levenshtein.distance(b, a) == expected)
    }

    @Test("a combining accent and a family emoji are one character each")
    func graphemes() {
        #expect(Levenshtein.distance("e\u{301}", "e") == 1)
        #expect(Levenshtein.distance("Pok\u{E9}mon", "Poke\u{301}mon") == 0, "é precomposed equals e + ◌́ as a Character")
        #expect(Levenshtein.distance("👨‍👩‍👧", "👨") == 1)
        #expect(Levenshtein.distance("👨‍👩‍👧 song", "song") == 2)
    }

    @Test("5,000 random pairs agree with the reference, and the bounded form with min(distance, limit + 1)")
    func randomPairs() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [Character] = ["a", "b", "c", "é", "👍", " "]
        for _ in 0..<5_000 {
            let a = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let b = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let expected = Self.reference(a, b)
            #expect(Levenshtein.distance(a, b) == expected)
            for limit in 0...3 {
                #expect(Levenshtein.distance(a, b, limit: limit) == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
            }
        }
    }
}
