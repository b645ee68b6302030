/// A run of consecutive requests of a `BackendLog`, 8 bytes each: the instant as milliseconds
/// from a base (40 bits, ±17 years around the chunk's first request) and the index (24 bits) of
/// the request's rest (`BackendRequest.kind`) in the chunk's table of distinct rests.
///
/// A request whose instant or rest does not fit starts the log's next chunk, so any requests fit.
package struct BackendLogChunk: Sendable {
    /// The most distinct rests one chunk's table holds (24 bits of index).
    package static let kindLimit = 1 << 24
    /// The span of instants a chunk covers (40 bits of milliseconds).
    static let span: Int64 = 1 << 40

    /// Milliseconds of offset 0: half the span before the chunk's first request.
    let base: Int64
    /// Each distinct rest of a request (`BackendRequest.kind`), in the order first seen.
    var kinds: [UInt64] = []
    /// Each request: offset from `base` in the high 40 bits, the index in `kinds` in the low 24.
    var packed: [UInt64] = []

    /// An empty chunk covering `milliseconds`, half its span either side.
    init(around milliseconds: Int64) {
        base = milliseconds < Int64.min + Self.span / 2 ? Int64.min : milliseconds - Self.span / 2
    }

    /// Whether an instant fits the chunk's 40 bits of offset.
    func covers(_ milliseconds: Int64) -> Bool {
        let offset = milliseconds.subtractingReportingOverflow(base)
        return !offset.overflow && offset.partialValue >= 0 && offset.partialValue < Self.span
    }

    /// Appends a request at `milliseconds` whose rest is `kinds[kind]`.
    /// - Precondition: `covers(milliseconds)`.
    mutating func append(_ milliseconds: Int64, kind: UInt32) {
        packed.append(UInt64(milliseconds &- base) << 24 | UInt64(kind))
    }

    /// The `index`-th request.
    func request(at index: Int) -> BackendRequest {
        let value = packed[index]
        return BackendRequest(milliseconds: base + Int64(value >> 24), kind: kinds[Int(value & 0xFF_FFFF)])
    }

    /// The chunk with its arrays copied to their size when they hold growth slack.
    func trimmed() -> BackendLogChunk {
        var chunk = self
        chunk.packed = Self.exact(packed)
        chunk.kinds = Self.exact(kinds)
        return chunk
    }

    /// `values` in an array whose capacity is its count (itself when it already is).
    static func exact(_ values: [UInt64]) -> [UInt64] {
        guard values.capacity > values.count else { return values }
        return [UInt64](unsafeUninitializedCapacity: values.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: values)
        }
    }
}
