import Testing
import Sim
@testable import TestSupport

@Suite("Line diff")
struct LineDiffTests {
    static let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"]

    @Test("equal texts have no diff")
    func equal() {
        let diff = LineDiff(from: "a\nb\n", to: "a\nb\n")
        #expect(diff.isEmpty && diff.edits == [.same("a"), .same("b")])
        #expect(diff.unified(old: "x", new: "y").isEmpty)
    }

    @Test("changes far apart make two hunks with three lines of context, as diff -u writes them")
    func twoHunks() {
        var new = Self.letters
        new[1] = "B"
        new.remove(at: 10)
        new.append("n")
        #expect(LineDiff(from: Self.letters, to: new).unified(old: "old.txt", new: "new.txt") == """
        --- old.txt
        +++ new.txt
        @@ -1,5 +1,5 @@
         a
        -b
        +B
         c
         d
         e
        @@ -8,6 +8,6 @@
         h
         i
         j
        -k
         l
         m
        +n

        """)
    }

    @Test("changes within twice the context share a hunk")
    func oneHunk() {
        var new = Self.letters
        new[2] = "C"
        new[8] = "I"
        let diff = LineDiff(from: Self.letters, to: new).unified(old: "o", new: "n")
        #expect(diff.components(separatedBy: "\n@@").count == 2 && diff.contains("\n@@ -1,12 +1,12 @@\n"))
    }

    @Test("an emptied side starts at the line before; a missing final newline is a change")
    func edges() {
        #expect(LineDiff(from: "x\n", to: "").unified(old: "o", new: "n") == "--- o\n+++ n\n@@ -1 +0,0 @@\n-x\n")
        #expect(LineDiff(from: "a\nb\n", to: "a\nb\nc\n").unified(old: "o", new: "n") == "--- o\n+++ n\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
        #expect(LineDiff(from: "a\n", to: "a").edits == [.same("a"), .added("\\ No newline at end of file")])
    }

    /// The length of a longest common subsequence, by dynamic programming.
    static func commonLength(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test("over 2,000 random pairs the script rebuilds both texts and keeps a longest common subsequence")
    func randomPairs() {
        var random = Xoshiro256StarStar(seed: 17)
        for pair in 0..<2_000 {
            let old = (0..<random.uniform(below: 14)).map { _ in "\(random.uniform(below: 4))" }
            let new = (0..<random.uniform(below: 14)).map { _ in "\(random.uniform(below: 4))" }
            let edits = LineDiff(from: old, to: new).edits
            #expect(edits.filter(\.isInOld).map(\.line) == old, "pair \(pair)")
            #expect(edits.filter(\.isInNew).map(\.line) == new, "pair \(pair)")
            #expect(edits.filter { $0.isInOld && $0.isInNew }.count == Self.commonLength(old, new), "pair \(pair)")
        }
    }
}

extension LineDiff.Edit {
    /// The line, whichever side it is on.
    var line: String {
        switch self {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
}
