/// A keyed container of `PersistedStateWriter`: each entry is its key's string, then its value.
struct PersistedStateKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: PersistedStateWriter
    let id: Int

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { try writer.key(key.stringValue, in: id); writer.writeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try writer.key(key.stringValue, in: id); writer.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try writer.key(key.stringValue, in: id); writer.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try writer.key(key.stringValue, in: id); writer.write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try writer.key(key.stringValue, in: id); writer.write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try writer.key(key.stringValue, in: id); try writer.write(value) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try writer.key(key.stringValue, in: id)
        try writer.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        writer.openSlot(key.stringValue, in: id)
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        writer.openSlot(key.stringValue, in: id)
        return writer.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        writer.openSlot(PersistedStateFormat.superKey, in: id)
        return writer
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        writer.openSlot(key.stringValue, in: id)
        return writer
    }
}

/// An unkeyed container of `PersistedStateWriter`: its values in order.
struct PersistedStateUnkeyedWriter: UnkeyedEncodingContainer {
    let writer: PersistedStateWriter
    let id: Int
    private(set) var count = 0

    init(writer: PersistedStateWriter, id: Int) {
        self.writer = writer
        self.id = id
    }

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { try writer.enter(id); writer.writeNil(); count += 1 }
    mutating func encode(_ value: Bool) throws { try writer.enter(id); writer.write(value); count += 1 }
    mutating func encode(_ value: String) throws { try writer.enter(id); writer.write(value); count += 1 }
    mutating func encode(_ value: Double) throws { try writer.enter(id); writer.write(value); count += 1 }
    mutating func encode(_ value: Float) throws { try writer.enter(id); writer.write(value); count += 1 }
    mutating func encode(_ value: Int) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: Int8) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: Int16) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: Int32) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: Int64) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: UInt) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: UInt8) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: UInt16) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: UInt32) throws { try writer.enter(id); try writer.write(value); count += 1 }
    mutating func encode(_ value: UInt64) throws { try writer.enter(id); try writer.write(value); count += 1 }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try writer.enter(id)
        try writer.encodeValue(value)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        writer.openSlot(nil, in: id)
        count += 1
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.openSlot(nil, in: id)
        count += 1
        return writer.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        writer.openSlot(nil, in: id)
        count += 1
        return writer
    }
}

/// The single value of one `Encodable` value written to `PersistedStateWriter`.
struct PersistedStateSingleValueWriter: SingleValueEncodingContainer {
    let writer: PersistedStateWriter
    /// The container depth of the slot it writes.
    let depth: Int

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { try writer.claimSlot(depth: depth); writer.writeNil() }
    mutating func encode(_ value: Bool) throws { try writer.claimSlot(depth: depth); writer.write(value) }
    mutating func encode(_ value: String) throws { try writer.claimSlot(depth: depth); writer.write(value) }
    mutating func encode(_ value: Double) throws { try writer.claimSlot(depth: depth); writer.write(value) }
    mutating func encode(_ value: Float) throws { try writer.claimSlot(depth: depth); writer.write(value) }
    mutating func encode(_ value: Int) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: Int8) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: Int16) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: Int32) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: Int64) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: UInt) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: UInt8) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: UInt16) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: UInt32) throws { try writer.claimSlot(depth: depth); try writer.write(value) }
    mutating func encode(_ value: UInt64) throws { try writer.claimSlot(depth: depth); try writer.write(value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try writer.claimSlot(depth: depth)
        try writer.encodeValue(value)
    }
}
