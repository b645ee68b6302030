/// One machine's part of work split `count` ways: shard `index` (from 1) of `count`, as
/// `--shard index/count` names it.
///
/// A run's shard simulates a contiguous block of whole partitions of each persona: of `P`
/// partitions, shard `i` of `n` takes `⌊(i − 1)·P / n⌋ ..< ⌊i·P / n⌋`. The blocks of shards `1…n`
/// follow each other and cover every partition once (a block may be empty when `n > P`), so
/// merging the shards' tallies in shard order merges the partitions in partition order: the
/// unsharded run's tallies exactly.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which shard, from 1.
    package let index: Int
    /// How many shards the work is split into.
    package let count: Int

    /// Shard `index` of `count`, or `nil` unless `1 ≤ index ≤ count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard `text` names as `i/n`, or `nil` unless it is two whole numbers with `1 ≤ i ≤ n`.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1] else { return nil }
        self.init(index: index, count: count)
    }

    /// All of the work: shard 1 of 1.
    package static let whole = Shard(index: 1, count: 1)!

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    /// This shard's block of `total` partitions: `⌊(i − 1)·total / n⌋ ..< ⌊i·total / n⌋`.
    ///
    /// - Complexity: O(1).
    package func partitions(of total: Int) -> Range<Int> {
        precondition(total >= 0, "a partition count is not negative")
        return (index - 1) * total / count ..< index * total / count
    }
}
