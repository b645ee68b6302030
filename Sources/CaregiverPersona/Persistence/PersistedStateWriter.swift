import Model
import Time

/// The `Encoder` half of `PersistedStateCoder`: writes `PersistedStateFormat` bytes as the value
/// encodes itself, into one buffer reused from value to value.
///
/// A container is open until its value's `encode(to:)` returns or its parent is written to again
/// (nested containers close in order, as synthesized and hand-written `Codable` code uses them).
/// Anything else is refused with an `EncodingError`, never guessed: writing to a container after
/// it closed, a second container or a second single value for one value, a value that encodes
/// nothing, a container longer than 4 GiB.
///
/// Its state is `@exclusivity(unchecked)`: one partition's thread owns the coder and no access
/// overlaps another (each is a short read or append), and the runtime's dynamic exclusivity
/// checks cost about 14 % of a relaunch.
final class PersistedStateWriter: Encoder {
    typealias Tag = PersistedStateFormat.Tag

    /// An open container: its id and where its content length goes.
    private struct Frame {
        var id: Int
        var lengthAt: Int
    }

    /// The bytes of the last value encoded.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// Open containers, innermost last.
    @exclusivity(unchecked) private var open: [Frame] = []
    @exclusivity(unchecked) private var lastContainer = 0
    /// Whether a value is due at the end of `bytes` (a slot opened and not yet written).
    @exclusivity(unchecked) private var expectsValue = false
    /// The first refusal (an `EncodingError`) met where the `Encoder` API cannot throw; `encode`
    /// throws it. An existential, so that checking for none is a pointer test.
    @exclusivity(unchecked) private var refusal: (any Error)?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Replaces `bytes` with `value`'s encoding.
    func encode<Value: Encodable>(_ value: Value) throws {
        bytes.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        refusal = nil
        try encodeValue(value)
        if let refusal { throw refusal }
    }

    /// Writes `value` into the slot due now.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        let depth = open.count
        expectsValue = true
        try value.encode(to: self)
        if let refusal { throw refusal }
        if expectsValue { throw Self.refused(value, "\(Value.self) encoded no value") }
        while open.count > depth { try closeInnermost() }
    }

    /// A keyed container at the end of the bytes. Specialized for the saved state's own keys, as
    /// `PersistedStateValueReader.container(keyedBy:)` is and for the same reason.
    @_specialize(where Key == CaregiverPersistedState.CodingKeys)
    @_specialize(where Key == UsageTrackerKeys)
    @_specialize(where Key == UsageTrackerUnlockKeys)
    @_specialize(where Key == LocalDate.CodingKeys)
    @_specialize(where Key == Subscription.CodingKeys)
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(PersistedStateKeyedWriter<Key>(writer: self, id: openContainer(.keyed)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        PersistedStateUnkeyedWriter(writer: self, id: openContainer(.unkeyed))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PersistedStateSingleValueWriter(writer: self, depth: open.count)
    }

    // MARK: Containers

    /// Opens a container in the slot due now; its id (`-1`, which nothing accepts, if refused).
    private func openContainer(_ tag: Tag) -> Int {
        guard expectsValue else {
            record("a second container for one value")
            return -1
        }
        expectsValue = false
        bytes.append(tag.rawValue)
        let lengthAt = bytes.count
        for _ in 0..<PersistedStateFormat.lengthBytes { bytes.append(0) }
        lastContainer += 1
        open.append(Frame(id: lastContainer, lengthAt: lengthAt))
        return lastContainer
    }

    /// Makes container `id` the innermost open one, closing the containers nested in it.
    func enter(_ id: Int) throws {
        guard !expectsValue else { throw Self.refused(id, "a nested value was left unwritten") }
        if open.last?.id == id { return }
        guard let index = open.lastIndex(where: { $0.id == id }) else {
            throw Self.refused(id, "a container written to after it closed")
        }
        while open.count > index + 1 { try closeInnermost() }
    }

    /// Writes `key` into container `id`; its value is due next.
    func key(_ key: String, in id: Int) throws {
        try enter(id)
        writeUTF8(key)
    }

    /// Opens a slot for a nested container or super encoder of container `id` (`key` for a keyed
    /// one), where the API cannot throw: a refusal is recorded for `encode` to throw.
    func openSlot(_ key: String?, in id: Int) {
        do {
            try enter(id)
        } catch {
            refusal = refusal ?? error
            return
        }
        if let key { writeUTF8(key) }
        expectsValue = true
    }

    private func closeInnermost() throws {
        let frame = open.removeLast()
        let length = bytes.count - frame.lengthAt - PersistedStateFormat.lengthBytes
        guard let length = UInt32(exactly: length) else { throw Self.refused(length, "a container longer than 4 GiB") }
        for byte in 0..<PersistedStateFormat.lengthBytes {
            bytes[frame.lengthAt + byte] = UInt8(truncatingIfNeeded: length >> (8 * byte))
        }
    }

    // MARK: Single values

    /// Claims the slot due now for a single value at container depth `depth`.
    func claimSlot(depth: Int) throws {
        guard expectsValue && open.count == depth else { throw Self.refused(depth, "a second single value for one value") }
        expectsValue = false
    }

    func writeNil() { bytes.append(Tag.null.rawValue) }

    func write(_ value: Bool) { bytes.append((value ? Tag.true : Tag.false).rawValue) }

    func write<Integer: FixedWidthInteger>(_ value: Integer) throws {
        if Integer.isSigned {
            guard let wide = Int64(exactly: value) else { throw Self.refused(value, "\(Integer.self) wider than 64 bits") }
            bytes.append(Tag.signed.rawValue)
            writeVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
        } else {
            guard let wide = UInt64(exactly: value) else { throw Self.refused(value, "\(Integer.self) wider than 64 bits") }
            bytes.append(Tag.unsigned.rawValue)
            writeVarint(wide)
        }
    }

    func write(_ value: Double) {
        bytes.append(Tag.double.rawValue)
        writeLittleEndian(value.bitPattern)
    }

    func write(_ value: Float) {
        bytes.append(Tag.float.rawValue)
        writeLittleEndian(value.bitPattern)
    }

    func write(_ value: String) {
        bytes.append(Tag.string.rawValue)
        writeUTF8(value)
    }

    // MARK: Bytes

    private func writeUTF8(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    private func writeVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private func writeLittleEndian<Bits: FixedWidthInteger & UnsignedInteger>(_ value: Bits) {
        for byte in 0..<(Bits.bitWidth / 8) { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
    }

    private func record(_ reason: String) {
        refusal = refusal ?? Self.refused(reason, reason)
    }

    static func refused(_ value: Any, _ reason: String) -> EncodingError {
        .invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "persisted state: \(reason)"))
    }
}
