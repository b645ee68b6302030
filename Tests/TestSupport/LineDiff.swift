/// The shortest edit script between two texts, line by line, and its unified-diff rendering.
///
/// Myers' O(ND) greedy algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986): it
/// finds a longest common subsequence of lines, so the edits are as few as possible. Among equally
/// short scripts it prefers removals before additions, as `diff -u` does.
public struct LineDiff: Equatable, Sendable {
    /// One line of the script.
    public enum Edit: Equatable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    /// Every line of both texts in order, each as kept, removed or added.
    public let edits: [Edit]

    /// The diff of two texts, line by line (see `lines(_:)`).
    public init(from old: String, to new: String) {
        self.init(from: Self.lines(old), to: Self.lines(new))
    }

    /// - Complexity: O((N + M) · D) time and memory, for N and M lines and D edits.
    public init(from old: [String], to new: [String]) {
        let (n, m) = (old.count, new.count)
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var history: [[Int]] = []
        search: for d in 0...(n + m) {
            history.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = Self.down(k, d, frontier, offset) ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var reversed: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let previous = history[d]
            let k = x - y
            let previousK = Self.down(k, d, previous, offset) ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.same(old[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                reversed.append(x == previousX ? .added(new[y - 1]) : .removed(old[x - 1]))
            }
            (x, y) = (previousX, previousY)
        }
        edits = reversed.reversed()
    }

    /// Whether the path to diagonal `k` in round `d` comes down from `k + 1` (an addition) rather
    /// than across from `k − 1` (a removal).
    private static func down(_ k: Int, _ d: Int, _ frontier: [Int], _ offset: Int) -> Bool {
        k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
    }

    /// `text`'s lines, without their `\n`; a last line with no newline is followed by the line
    /// `\ No newline at end of file`, as `diff` marks it, so a missing final newline is a change.
    public static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            lines.append("\\ No newline at end of file")
        }
        return lines
    }

    /// Whether the two texts differ at all.
    public var isEmpty: Bool {
        edits.allSatisfy { $0.isInOld && $0.isInNew }
    }

    /// The unified diff (`diff -u`'s format): `--- old` and `+++ new` headers, then hunks of changes
    /// with `context` unchanged lines around them, each under an `@@ -start,count +start,count @@`
    /// line (1-based; a count of 1 is left out; an empty side starts at the line before). Empty
    /// when nothing differs.
    public func unified(old oldName: String, new newName: String, context: Int = 3) -> String {
        let changed = edits.indices.filter { !(edits[$0].isInOld && edits[$0].isInNew) }
        guard let first = changed.first else { return "" }
        var hunks: [ClosedRange<Int>] = []
        var current = max(0, first - context)...min(edits.count - 1, first + context)
        for index in changed.dropFirst() {
            if index - context <= current.upperBound + 1 {
                current = current.lowerBound...min(edits.count - 1, index + context)
            } else {
                hunks.append(current)
                current = max(0, index - context)...min(edits.count - 1, index + context)
            }
        }
        hunks.append(current)
        var oldLine = Array(repeating: 0, count: edits.count + 1)
        var newLine = oldLine
        for (index, edit) in edits.enumerated() {
            oldLine[index + 1] = oldLine[index] + (edit.isInOld ? 1 : 0)
            newLine[index + 1] = newLine[index] + (edit.isInNew ? 1 : 0)
        }
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            let oldCount = oldLine[hunk.upperBound + 1] - oldLine[hunk.lowerBound]
            let newCount = newLine[hunk.upperBound + 1] - newLine[hunk.lowerBound]
            text += "@@ -\(Self.range(oldLine[hunk.lowerBound], oldCount)) +\(Self.range(newLine[hunk.lowerBound], newCount)) @@\n"
            for edit in edits[hunk] {
                switch edit {
                case .same(let line): text += " \(line)\n"
                case .removed(let line): text += "-\(line)\n"
                case .added(let line): text += "+\(line)\n"
                }
            }
        }
        return text
    }

    /// A hunk's side: `start,count` after `before` lines, as `diff -u` writes it.
    private static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(before),0"
        case 1: "\(before + 1)"
        default: "\(before + 1),\(count)"
        }
    }
}

extension LineDiff.Edit {
    /// Whether the line is in the old text.
    var isInOld: Bool {
        if case .added = self { false } else { true }
    }

    /// Whether the line is in the new text.
    var isInNew: Bool {
        if case .removed = self { false } else { true }
    }
}
