import Foundation
import Sim

/// The typings a sweep's runs share (`TypingRecord`), one record per seed and typist, kept only
/// for the seeds a sweep says several runs will use, and only until the last of them finishes.
///
/// The arms of a paired sweep's replication share its seed (common random numbers): they meet
/// the same caregivers, whose sessions mostly start their searches from the same stream and type
/// the same phrases. A single run, or a seed only one run uses, keeps nothing and pays nothing.
/// Seeds are looked up, never iterated (docs/rules.md#no-hash-order).
package final class RecordedTypings: @unchecked Sendable {
    private let lock = NSLock()
    /// For each seed expected: the runs not yet finished, and its records, one per typist.
    private var seeds: [UInt64: (runs: Int, records: [TypingRecord])] = [:]

    package init() {}

    /// `runs` more runs will use `seed`: their typings are recorded for one another from now on.
    package func expect(_ runs: Int, seed: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        seeds[seed, default: (0, [])].runs += runs
    }

    /// A run of `seed` finished: after the last expected, the seed's records are dropped.
    package func finished(seed: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        guard let expected = seeds[seed] else { return }
        seeds[seed] = expected.runs > 1 ? (expected.runs - 1, expected.records) : nil
    }

    /// The record a run of `seed` whose caregivers type as `typist` reads and adds to; `nil` when
    /// no run of the seed is expected, or this is the last and none recorded for the typist.
    package func record(seed: UInt64, typist: Typist) -> TypingRecord? {
        lock.lock()
        defer { lock.unlock() }
        guard var expected = seeds[seed] else { return nil }
        if let record = expected.records.first(where: { $0.typist == typist }) { return record }
        guard expected.runs > 1 else { return nil }
        let record = TypingRecord(typist: typist)
        expected.records.append(record)
        seeds[seed] = expected
        return record
    }

    /// The seeds whose typings are kept.
    package var seedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return seeds.count
    }
}
