import Foundation
import Time

/// One request an agent's device makes to a server endpoint (docs/rules.md#backend-log): when, to
/// which endpoint of the persona's list (`BackendTraffic.endpoints`), from which home zone, the
/// rows it reads or writes, and whether it never reached the server (the device was offline).
///
/// 16 bytes (8 in a `BackendLog`); a run keeps every request, because a cache shared by all users and
/// the executions in flight at once depend on the exact order of everyone's requests, which no
/// per-partition count can give.
package struct BackendRequest: Sendable, Equatable {
    /// Milliseconds since the Unix epoch (UTC) the request leaves the device.
    package var milliseconds: Int64
    /// Rows returned or written (0 for a request that has none).
    package var rows: UInt32
    /// The index of the endpoint in the persona's endpoint list.
    package var endpoint: UInt8
    /// The index of the agent's home zone in the persona's zone list.
    package var zone: UInt16
    /// Never reached the server: the device was offline.
    package var failed: Bool

    package init(at instant: Instant, endpoint: UInt8, zone: UInt16, rows: UInt32 = 0, failed: Bool = false) {
        milliseconds = instant.millisecondsSinceEpoch
        self.endpoint = endpoint
        self.zone = zone
        self.rows = rows
        self.failed = failed
    }

    /// Everything but the instant in 64 bits, for `BackendLog`'s compact storage: rows (32),
    /// zone (16), endpoint (8), failed (8).
    var kind: UInt64 {
        UInt64(rows) << 32 | UInt64(zone) << 16 | UInt64(endpoint) << 8 | (failed ? 1 : 0)
    }

    /// The request at `milliseconds` whose rest is `kind`.
    init(milliseconds: Int64, kind: UInt64) {
        self.milliseconds = milliseconds
        rows = UInt32(truncatingIfNeeded: kind >> 32)
        zone = UInt16(truncatingIfNeeded: kind >> 16)
        endpoint = UInt8(truncatingIfNeeded: kind >> 8)
        failed = kind & 1 != 0
    }

    /// The total order every report and merge uses: time, then endpoint, zone, rows, failure.
    /// Requests equal under it are identical, so any sort gives the same sequence.
    package static func precedes(_ a: BackendRequest, _ b: BackendRequest) -> Bool {
        if a.milliseconds != b.milliseconds { return a.milliseconds < b.milliseconds }
        if a.endpoint != b.endpoint { return a.endpoint < b.endpoint }
        if a.zone != b.zone { return a.zone < b.zone }
        if a.rows != b.rows { return a.rows < b.rows }
        return !a.failed && b.failed
    }

    /// Bytes of `pack(into:)`.
    static let packedSize = 16

    /// Appends the request as 16 little-endian bytes: milliseconds (8), rows (4), zone (2),
    /// endpoint (1), failed (1).
    func pack(into data: inout Data) {
        withUnsafeBytes(of: milliseconds.littleEndian) { data.append(contentsOf: $0) }
        withUnsafeBytes(of: rows.littleEndian) { data.append(contentsOf: $0) }
        withUnsafeBytes(of: zone.littleEndian) { data.append(contentsOf: $0) }
        data.append(endpoint)
        data.append(failed ? 1 : 0)
    }

    /// The request `pack(into:)` wrote at `offset` of `bytes`.
    init(packed bytes: UnsafeRawBufferPointer, at offset: Int) {
        milliseconds = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
        rows = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self))
        zone = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt16.self))
        endpoint = bytes[offset + 14]
        failed = bytes[offset + 15] != 0
    }
}
