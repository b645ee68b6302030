extension EventQueue {
    /// Which of the queue's 2,048 radix buckets are non-empty: a bit per bucket in 32 words, and a
    /// summary with bit `w` set exactly when word `w` is non-zero, so the lowest non-empty bucket
    /// is two trailing-zero counts away.
    @usableFromInline struct Occupancy {
        /// Bit `b % 64` of word `b / 64` set: bucket `b` is non-empty.
        @usableFromInline var words = InlineArray<32, UInt64>(repeating: 0)
        /// Bit `w` set: word `w` is non-zero.
        @usableFromInline var summary: UInt32 = 0

        /// Nothing occupied.
        @inlinable
        init() {}

        /// Whether bucket `bucket` is marked non-empty.
        @inlinable
        func contains(_ bucket: Int) -> Bool {
            words[bucket >> 6] & (1 << UInt64(bucket & 63)) != 0
        }

        /// Marks bucket `bucket` non-empty.
        @inlinable @inline(__always)
        mutating func insert(_ bucket: Int) {
            words[bucket >> 6] |= 1 << UInt64(bucket & 63)
            summary |= 1 << UInt32(bucket >> 6)
        }

        /// Clears the lowest non-empty bucket's bit and returns the bucket.
        ///
        /// - Precondition: some bucket is occupied.
        @inlinable @inline(__always)
        mutating func removeLowest() -> Int {
            let word = summary.trailingZeroBitCount
            let bits = words[word]
            let remaining = bits & (bits &- 1)
            words[word] = remaining
            if remaining == 0 { summary &= summary &- 1 }
            return word << 6 | bits.trailingZeroBitCount
        }
    }
}

extension EventQueue.Occupancy: Sendable {}
