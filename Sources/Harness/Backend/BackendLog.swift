import Foundation

/// Every backend request of a run, in the order partitions recorded them
/// (docs/rules.md#backend-log).
///
/// Partitions append their own requests and merge by concatenation in partition order; the report
/// reads them through `sorted`, a total order (`BackendRequest.precedes`), so what it prints does
/// not depend on the partitioning.
///
/// Held in 8 bytes a request, since a run must stay under 2 KB of memory an agent and keeps every
/// request, tens of millions of them. The log is a list of chunks (`BackendLogChunk`), each a time
/// base and a table of the distinct rest of a request (endpoint, zone, rows, failure); a merge
/// appends the other log's chunks trimmed to their size, so it neither copies the requests already
/// merged nor keeps an array's growth slack. Reading gives back exactly the requests recorded, in
/// recording order.
///
/// A run shard stores the log in its tally's JSON as one Base64 string of 16 bytes a request
/// (`BackendRequest.packed`): a million caregivers make tens of millions of requests a week, which
/// as JSON objects would be ten times the size.
package struct BackendLog: Sendable, Equatable, Codable, Sequence {
    /// Closed chunks, then the one `record` appends to.
    private var chunks: [BackendLogChunk] = []
    /// The table index of each rest of a request in the last chunk, while `record` may append to it.
    private var openKinds: [UInt64: UInt32] = [:]
    /// Whether the last chunk is the one `record` appends to (false after a merge).
    private var isOpen = false
    /// The most distinct rests a chunk's table takes before `record` starts another chunk:
    /// `BackendLogChunk.kindLimit`, or fewer where a test crosses the limit.
    private var kindLimit = BackendLogChunk.kindLimit

    package init() {}

    /// A log holding `requests`, in order; `kindLimit` (at most `BackendLogChunk.kindLimit`)
    /// lowers the distinct rests a chunk takes, so tests can cross a chunk's table limit.
    package init(_ requests: [BackendRequest], kindLimit: Int = BackendLogChunk.kindLimit) {
        precondition(kindLimit >= 1 && kindLimit <= BackendLogChunk.kindLimit, "a chunk's table holds 1 to 2^24 rests")
        self.kindLimit = kindLimit
        for request in requests { record(request) }
    }

    /// How many chunks hold the requests (what `merge` appends; each costs a few dozen bytes).
    package var chunkCount: Int { chunks.count }

    /// How many requests the log holds.
    package private(set) var count = 0

    /// Whether the log holds no request.
    package var isEmpty: Bool { count == 0 }

    /// Every request in recording order, as an array of 16-byte values (for tests and small logs:
    /// a run's report iterates the log itself).
    ///
    /// - Complexity: O(n), and allocates the array on every access.
    package var requests: [BackendRequest] {
        var all: [BackendRequest] = []
        all.reserveCapacity(count)
        for request in self { all.append(request) }
        return all
    }

    /// Appends `request`: to the open chunk when its instant and rest fit there (one look-up of
    /// the rest), else to a new chunk.
    package mutating func record(_ request: BackendRequest) {
        let kind = request.kind
        if isOpen && chunks[chunks.count - 1].covers(request.milliseconds) {
            if let index = openKinds[kind] {
                chunks[chunks.count - 1].append(request.milliseconds, kind: index)
                count += 1
                return
            }
            if chunks[chunks.count - 1].kinds.count < kindLimit {
                appendToOpenChunk(request, kind: kind)
                return
            }
        }
        chunks.append(BackendLogChunk(around: request.milliseconds))
        openKinds = [:]
        isOpen = true
        appendToOpenChunk(request, kind: kind)
    }

    /// Appends a request whose rest `kind` is new to the open chunk's table.
    private mutating func appendToOpenChunk(_ request: BackendRequest, kind: UInt64) {
        let last = chunks.count - 1
        let index = UInt32(chunks[last].kinds.count)
        openKinds[kind] = index
        chunks[last].kinds.append(kind)
        chunks[last].append(request.milliseconds, kind: index)
        count += 1
    }

    /// Adds another partition's requests after this one's.
    ///
    /// - Complexity: O(the other log's chunks): its chunks are appended, each copied once only if
    ///   its arrays hold growth slack; the requests already merged are not touched.
    package mutating func merge(_ other: BackendLog) {
        guard !other.isEmpty else { return }
        for chunk in other.chunks { chunks.append(chunk.trimmed()) }
        count += other.count
        openKinds = [:]
        isOpen = false
    }

    /// The requests in time order (`BackendRequest.precedes`).
    package var sorted: [BackendRequest] {
        var all = requests
        all.sort(by: BackendRequest.precedes)
        return all
    }

    /// Logs are equal when they hold the same requests in the same order, however chunked.
    package static func == (a: BackendLog, b: BackendLog) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// Exactly `count`, so an array built from the log is sized once.
    package var underestimatedCount: Int { count }

    /// The requests in recording order.
    package func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// The requests of each chunk in turn.
    package struct Iterator: IteratorProtocol {
        let chunks: [BackendLogChunk]
        var chunk = 0
        var index = 0

        /// The next request, or `nil` after the last.
        package mutating func next() -> BackendRequest? {
            while chunk < chunks.count {
                if index < chunks[chunk].packed.count {
                    index += 1
                    return chunks[chunk].request(at: index - 1)
                }
                chunk += 1
                index = 0
            }
            return nil
        }
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let data = Data(base64Encoded: text), data.count % BackendRequest.packedSize == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected Base64 of 16-byte requests"))
        }
        data.withUnsafeBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: BackendRequest.packedSize) { record(BackendRequest(packed: bytes, at: offset)) }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var data = Data(capacity: count * BackendRequest.packedSize)
        for request in self { request.pack(into: &data) }
        var container = encoder.singleValueContainer()
        try container.encode(data.base64EncodedString())
    }
}
