import Foundation

/// The compiled form of a `Zone`: UTC offsets as piecewise-constant intervals.
///
/// Interval `i` starts at `transitions[i - 1]` (interval 0 starts at −∞) and has offset
/// `offsets[i]`; so `offsets.count == transitions.count + 1`.
@usableFromInline
final class OffsetTable: Sendable {
    /// Instants (ms since epoch) at which a new offset takes effect, ascending.
    @usableFromInline let transitions: [Int64]
    /// Offsets in seconds east of UTC, one per interval.
    @usableFromInline let offsets: [Int32]
    /// The largest offset in the table, to bound searches by local time.
    @usableFromInline let maximumOffsetSeconds: Int32

    init(transitions: [Int64], offsets: [Int32]) {
        precondition(offsets.count == transitions.count + 1)
        self.transitions = transitions
        self.offsets = offsets
        self.maximumOffsetSeconds = offsets.max() ?? 0
    }

    /// Compiles every transition of `timeZone` between 1970 and 2100.
    convenience init(compiling timeZone: TimeZone) {
        let start = Date(timeIntervalSince1970: Double(Zone.compiledRange.lowerBound.millisecondsSinceEpoch / 1_000))
        let end = Date(timeIntervalSince1970: Double(Zone.compiledRange.upperBound.millisecondsSinceEpoch / 1_000))
        var transitions: [Int64] = []
        var offsets: [Int32] = [Int32(timeZone.secondsFromGMT(for: start))]
        var cursor = start
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < end {
            let offset = Int32(timeZone.secondsFromGMT(for: next))
            let milliseconds = Int64((next.timeIntervalSince1970 * 1_000).rounded())
            if offset != offsets[offsets.count - 1] {
                transitions.append(milliseconds)
                offsets.append(offset)
            }
            cursor = next
        }
        self.init(transitions: transitions, offsets: offsets)
    }

    /// Index of the interval containing `milliseconds`.
    @inlinable
    func interval(containing milliseconds: Int64) -> Int {
        transitions.withUnsafeBufferPointer { t in
            var low = 0
            var high = t.count
            while low < high {
                let mid = (low + high) >> 1
                if t[mid] <= milliseconds { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// The smallest instant `u ≥ from` with `u + offset(u) ≥ local`.
    @inlinable
    func firstInstant(atOrAfterLocal local: Int64, from: Int64) -> Int64 {
        var i = interval(containing: from)
        var start = from
        while true {
            let candidate = max(start, local - Int64(offsets[i]) * 1_000)
            if i == transitions.count || candidate < transitions[i] {
                return candidate
            }
            start = transitions[i]
            i += 1
        }
    }

    static func == (lhs: OffsetTable, rhs: OffsetTable) -> Bool {
        lhs.transitions == rhs.transitions && lhs.offsets == rhs.offsets
    }
}
