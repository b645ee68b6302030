import Foundation
import Model

/// The search working memory (`SearchIndex.Scratch`) of a run's partitions, lent out one at a
/// time, so a query reuses the buffers an earlier one grew instead of allocating its own.
///
/// A scratch changes no result (a reused one lists exactly what a fresh one does), so which
/// partition gets which scratch does not reach a report; the pool holds at most one per partition
/// searching at once.
package final class SearchScratchPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [SearchIndex.Scratch] = []

    package init() {}

    /// What `body` makes of a scratch lent for its duration.
    package func borrow<Result>(_ body: (inout SearchIndex.Scratch) -> Result) -> Result {
        lock.lock()
        var scratch = idle.popLast() ?? SearchIndex.Scratch()
        lock.unlock()
        let result = body(&scratch)
        lock.lock()
        idle.append(scratch)
        lock.unlock()
        return result
    }
}
