/// The `Codable` round trip of a cold launch: the app's persisted state encoded through its own
/// `Encodable` conformance and decoded back through its `Decodable` one, in compact bytes.
///
/// The rule exercised: the state round-trips through `Codable` exactly, as the app keeps it in
/// UserDefaults (docs/rules.md#persisted-state-round-trip). Every relaunch encodes and decodes the
/// whole state through the types' `Codable` code, so a lossy `encode(to:)` or `init(from:)` still
/// breaks the "persisted state round-trips" check. JSON text is not the rule, so the simulation
/// does not pay for `JSONEncoder`/`JSONDecoder` (about 30 µs a relaunch, 28 % of a caregiver run);
/// the shrinker's generated tests still use `JSONEncoder`, as an app would. Exact: integers of
/// every width, `Bool`, `String`, `Double` and `Float` by bit pattern, nil, keyed, unkeyed and
/// nested containers and super coders; what it cannot write or read exactly is an error, never a
/// guess or a trap (`PersistedStateWriter`, `PersistedStateReader`, format in
/// `PersistedStateFormat`).
///
/// One coder per partition (one thread): its buffers are reused from launch to launch.
package final class PersistedStateCoder {
    private let writer = PersistedStateWriter()
    private let reader = PersistedStateReader()

    package init() {}

    /// `value` encoded and decoded back.
    /// - Complexity: O(size of the encoding) for structs of a few fields; a keyed container is
    ///   searched by scanning its entries.
    package func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try writer.encode(value)
        swap(&writer.bytes, &reader.bytes)
        return try reader.decode(Value.self)
    }

    /// `value`'s bytes.
    package func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        try writer.encode(value)
        return writer.bytes
    }

    /// The value of type `type` in `bytes`, which must hold exactly one.
    package func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        reader.bytes = bytes
        return try reader.decode(type)
    }
}
