/// The `Decoder` half of `PersistedStateCoder`: reads a value from `PersistedStateFormat` bytes.
///
/// Every byte is bounds-checked: truncated or corrupted bytes, an unknown tag, a key written twice
/// in one container, an integer that does not fit its type or invalid UTF-8 are a
/// `DecodingError`, never a trap. Keys not asked for are ignored, as `JSONDecoder` does.
final class PersistedStateReader {
    typealias Tag = PersistedStateFormat.Tag

    /// The bytes being read; without dynamic exclusivity checks, as `PersistedStateWriter`'s state.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// Where the keys of every keyed container made since the value's decoding began lie in
    /// `bytes`, container by container (`PersistedStateKeyedReader.keys`): found once when a
    /// container is made, a lookup compares keys without parsing the entries before the one asked
    /// for, since every cold launch decodes the state. Emptied, keeping its capacity, by
    /// each `decode`.
    @exclusivity(unchecked) var keys: [Range<Int>] = []

    /// The value in `bytes`, which must hold exactly one.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        keys.removeAll(keepingCapacity: true)
        let end = try valueEnd(at: 0, limit: bytes.count)
        guard end == bytes.count else { throw corrupted(at: end, "\(bytes.count - end) bytes after the value") }
        return try Value(from: PersistedStateValueReader(reader: self, at: 0))
    }

    // MARK: Structure

    /// Where the value at `at` ends; it must end by `limit`.
    func valueEnd(at: Int, limit: Int) throws -> Int {
        let tag = try self.tag(at: at, limit: limit)
        let end: Int
        switch tag {
        case .null, .false, .true: end = at + 1
        case .signed, .unsigned: end = try varint(at: at + 1, limit: limit).end
        case .double: end = at + 9
        case .float: end = at + 5
        case .string: end = try stringEnd(at: at + 1, limit: limit)
        case .keyed, .unkeyed: end = try content(at: at, limit: limit).upperBound
        }
        guard end <= limit else { throw corrupted(at: at, "a \(tag) value runs past its container") }
        return end
    }

    func tag(at: Int, limit: Int) throws -> Tag {
        guard at < limit else { throw corrupted(at: at, "a value is missing") }
        guard let tag = Tag(rawValue: bytes[at]) else { throw corrupted(at: at, "unknown tag \(bytes[at])") }
        return tag
    }

    /// The content of the container at `at` (its tag byte), checked to end by `limit`.
    func content(at: Int, limit: Int) throws -> Range<Int> {
        let start = at + 1 + PersistedStateFormat.lengthBytes
        guard start <= limit else { throw corrupted(at: at, "a container's length is cut off") }
        var length = 0
        for byte in 0..<PersistedStateFormat.lengthBytes { length |= Int(bytes[at + 1 + byte]) << (8 * byte) }
        guard length <= limit - start else { throw corrupted(at: at, "a container runs past its end") }
        return start..<(start + length)
    }

    /// The end of the length-prefixed UTF-8 at `at` (a key, or a string's payload).
    func stringEnd(at: Int, limit: Int) throws -> Int {
        try utf8Bytes(at: at, limit: limit).upperBound
    }

    /// The bytes of the length-prefixed UTF-8 at `at`, checked to end by `limit`.
    func utf8Bytes(at: Int, limit: Int) throws -> Range<Int> {
        let (count, start) = try varint(at: at, limit: limit)
        guard count <= UInt64(limit - start) else { throw corrupted(at: at, "a string runs past its container") }
        return start..<(start + Int(count))
    }

    /// Whether `first` and `second` hold the same bytes.
    func sameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in sameBytes(first, UnsafeBufferPointer(rebasing: bytes[second])) }
    }

    /// Whether the bytes `stored` are `key`'s.
    func sameBytes(_ stored: Range<Int>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == key.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<key.count where bytes[stored.lowerBound + offset] != key[offset] { return false }
            return true
        }
    }

    func varint(at: Int, limit: Int) throws -> (value: UInt64, end: Int) {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var index = at
        while true {
            guard index < limit else { throw corrupted(at: at, "a number is cut off") }
            let byte = bytes[index]
            index += 1
            guard shift < 63 || byte <= 1 else { throw corrupted(at: at, "a number wider than 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return (value, index) }
            shift += 7
        }
    }

    // MARK: Values

    func isNil(at: Int) -> Bool { bytes[at] == Tag.null.rawValue }

    func bool(at: Int) throws -> Bool {
        switch try tag(at: at, limit: bytes.count) {
        case .true: true
        case .false: false
        default: throw mismatch(Bool.self, at: at)
        }
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, at: Int) throws -> Integer {
        let decoded: Integer?
        switch try tag(at: at, limit: bytes.count) {
        case .signed:
            let zigzag = try varint(at: at + 1, limit: bytes.count).value
            decoded = Integer(exactly: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
        case .unsigned:
            decoded = Integer(exactly: try varint(at: at + 1, limit: bytes.count).value)
        default:
            throw mismatch(type, at: at)
        }
        guard let decoded else { throw corrupted(at: at, "the number does not fit \(Integer.self)") }
        return decoded
    }

    func double(at: Int) throws -> Double {
        guard try tag(at: at, limit: bytes.count) == .double else { throw mismatch(Double.self, at: at) }
        return Double(bitPattern: littleEndian(UInt64.self, at: at + 1))
    }

    func float(at: Int) throws -> Float {
        guard try tag(at: at, limit: bytes.count) == .float else { throw mismatch(Float.self, at: at) }
        return Float(bitPattern: littleEndian(UInt32.self, at: at + 1))
    }

    func string(at: Int) throws -> String {
        guard try tag(at: at, limit: bytes.count) == .string else { throw mismatch(String.self, at: at) }
        return try utf8(at: at + 1)
    }

    /// The length-prefixed UTF-8 at `at`.
    func utf8(at: Int) throws -> String {
        let utf8 = try utf8Bytes(at: at, limit: bytes.count)
        guard let string = String(validating: bytes[utf8], as: UTF8.self) else {
            throw corrupted(at: at, "\(utf8.count) bytes of invalid UTF-8")
        }
        return string
    }

    private func littleEndian<Bits: FixedWidthInteger & UnsignedInteger>(_ type: Bits.Type, at: Int) -> Bits {
        var value: Bits = 0
        for byte in 0..<(Bits.bitWidth / 8) { value |= Bits(bytes[at + byte]) << (8 * byte) }
        return value
    }

    // MARK: Errors

    func corrupted(at: Int, _ reason: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "persisted state, byte \(at): \(reason)"))
    }

    func mismatch(_ type: Any.Type, at: Int) -> DecodingError {
        let found = Tag(rawValue: bytes[at]).map { "\($0)" } ?? "an unknown tag"
        return .typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "persisted state, byte \(at): \(found) where \(type) was expected"))
    }
}
