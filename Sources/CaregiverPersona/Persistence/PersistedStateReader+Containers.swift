import Model
import Time

/// One value in `PersistedStateReader`'s bytes, as the `Decoder` a `Decodable` reads itself from
/// and as its single value. Its extent has been checked before it is made.
struct PersistedStateValueReader: Decoder, SingleValueDecodingContainer {
    let reader: PersistedStateReader
    let at: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A keyed container over this value. Specialized for the saved state's own keys (its
    /// `CodingKeys`, the tracker's and its unlocks', `LocalDate`'s and `Subscription`'s): a cold
    /// launch makes several such containers, and the generic body looks up the container's and
    /// its box's generic metadata at run time for each. `@_specialize` adds a check of `Key` at
    /// the top of the generic body that calls the specialized copy; other keys take the generic
    /// path, which reads and writes the same bytes.
    @_specialize(where Key == CaregiverPersistedState.CodingKeys)
    @_specialize(where Key == UsageTrackerKeys)
    @_specialize(where Key == UsageTrackerUnlockKeys)
    @_specialize(where Key == LocalDate.CodingKeys)
    @_specialize(where Key == Subscription.CodingKeys)
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard try reader.tag(at: at, limit: reader.bytes.count) == .keyed else { throw reader.mismatch([String: Any].self, at: at) }
        return KeyedDecodingContainer(try PersistedStateKeyedReader<Key>(reader: reader, content: reader.content(at: at, limit: reader.bytes.count)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard try reader.tag(at: at, limit: reader.bytes.count) == .unkeyed else { throw reader.mismatch([Any].self, at: at) }
        return PersistedStateUnkeyedReader(reader: reader, content: try reader.content(at: at, limit: reader.bytes.count))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { reader.isNil(at: at) }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: at) }
    func decode(_ type: String.Type) throws -> String { try reader.string(at: at) }
    func decode(_ type: Double.Type) throws -> Double { try reader.double(at: at) }
    func decode(_ type: Float.Type) throws -> Float { try reader.float(at: at) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: at) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: at) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: at) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: at) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: at) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: at) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: at) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: at) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: at) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: at) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: self) }
}

/// A keyed container in `PersistedStateReader`'s bytes. Its entries are checked when it is made
/// (each within the container, no key twice), and where their keys lie is kept in the reader's
/// table of keys (`PersistedStateReader.keys`), so a lookup compares keys without parsing the
/// bytes again.
struct PersistedStateKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: PersistedStateReader
    let content: Range<Int>
    /// Its entries' keys: `reader.keys[keys]` (each value starts where its key ends).
    private let keys: Range<Int>

    init(reader: PersistedStateReader, content: Range<Int>) throws {
        self.reader = reader
        self.content = content
        let first = reader.keys.count
        var entry = content.lowerBound
        while entry < content.upperBound {
            let key = try reader.utf8Bytes(at: entry, limit: content.upperBound)
            for earlier in first..<reader.keys.count where reader.sameBytes(reader.keys[earlier], key) {
                throw reader.corrupted(at: entry, "a key written twice in one container")
            }
            reader.keys.append(key)
            entry = try reader.valueEnd(at: key.upperBound, limit: content.upperBound)
        }
        keys = first..<reader.keys.count
    }

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        var keys: [Key] = []
        var entry = content.lowerBound
        while entry < content.upperBound, let key = try? reader.utf8(at: entry),
              let keyEnd = try? reader.stringEnd(at: entry, limit: content.upperBound),
              let next = try? reader.valueEnd(at: keyEnd, limit: content.upperBound) {
            if let key = Key(stringValue: key) { keys.append(key) }
            entry = next
        }
        return keys
    }

    /// Where the value of the entry keyed `key` starts, if there is one.
    private func value(_ key: String) throws -> Int? {
        var key = key
        return key.withUTF8 { utf8 in
            for entry in keys where reader.sameBytes(reader.keys[entry], utf8) { return reader.keys[entry].upperBound }
            return nil
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let at = try value(key.stringValue) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "persisted state: no value for \(key.stringValue)"))
        }
        return at
    }

    private func valueReader(_ key: Key) throws -> PersistedStateValueReader {
        PersistedStateValueReader(reader: reader, at: try value(key))
    }

    func contains(_ key: Key) -> Bool { ((try? value(key.stringValue)) ?? nil) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { reader.isNil(at: try value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(at: value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double(at: value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.float(at: value(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(type, at: value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(type, at: value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(type, at: value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(type, at: value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(type, at: value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(type, at: value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(type, at: value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(type, at: value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(type, at: value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(type, at: value(key)) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try Value(from: valueReader(key))
    }

    /// One scan for `key`, where the protocol's default scans three times (`contains`,
    /// `decodeNil`, `decode`); a corrupted container is an error here, not an absent key. The
    /// generic form only: optional primitives (`Int?`, `String?`, …) keep the protocol's default.
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let at = try value(key.stringValue), !reader.isNil(at: at) else { return nil }
        return try Value(from: PersistedStateValueReader(reader: reader, at: at))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try valueReader(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try valueReader(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let at = try value(PersistedStateFormat.superKey) else {
            throw reader.corrupted(at: content.lowerBound, "no value for \(PersistedStateFormat.superKey)")
        }
        return PersistedStateValueReader(reader: reader, at: at)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try valueReader(key) }
}

/// An unkeyed container in `PersistedStateReader`'s bytes, read in order.
struct PersistedStateUnkeyedReader: UnkeyedDecodingContainer {
    let reader: PersistedStateReader
    let content: Range<Int>
    /// Where the next value starts.
    private var next: Int
    private(set) var currentIndex = 0

    init(reader: PersistedStateReader, content: Range<Int>) {
        self.reader = reader
        self.content = content
        next = content.lowerBound
    }

    var codingPath: [any CodingKey] { [] }
    /// Unknown until read (the bytes keep no count); `Array` reads to `isAtEnd`.
    var count: Int? { nil }
    var isAtEnd: Bool { next >= content.upperBound }

    /// The next value, checked to lie in the container, and where the one after it starts.
    private func nextValue<Value>(_ type: Value.Type) throws -> (at: Int, end: Int) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: [], debugDescription: "persisted state: the container has no more values"))
        }
        return (next, try reader.valueEnd(at: next, limit: content.upperBound))
    }

    private mutating func read<Value>(_ type: Value.Type, _ value: (PersistedStateReader, Int) throws -> Value) throws -> Value {
        let (at, end) = try nextValue(type)
        let decoded = try value(reader, at)
        next = end
        currentIndex += 1
        return decoded
    }

    mutating func decodeNil() throws -> Bool {
        let (at, end) = try nextValue(Never?.self)
        guard reader.isNil(at: at) else { return false }
        next = end
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) { try $0.bool(at: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) { try $0.string(at: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) { try $0.double(at: $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) { try $0.float(at: $1) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) { try $0.integer(type, at: $1) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) { try $0.integer(type, at: $1) } }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try read(type) { try Value(from: PersistedStateValueReader(reader: $0, at: $1)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try read(KeyedDecodingContainer<NestedKey>.self) { try PersistedStateValueReader(reader: $0, at: $1).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try read((any UnkeyedDecodingContainer).self) { try PersistedStateValueReader(reader: $0, at: $1).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try read((any Decoder).self) { PersistedStateValueReader(reader: $0, at: $1) }
    }
}
