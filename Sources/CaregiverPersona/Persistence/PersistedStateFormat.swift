/// The persisted-state coder's bytes: every value is a tag byte, then its payload.
///
/// - `null`, `false`, `true`: no payload.
/// - `signed`: a zigzag LEB128 varint (every signed width); `unsigned`: a LEB128 varint.
/// - `double`, `float`: the IEEE 754 bit pattern, little-endian (8 or 4 bytes), so every value,
///   NaN payloads and −0 included, comes back exactly.
/// - `string`: a varint byte count, then UTF-8.
/// - `keyed`, `unkeyed`: a 4-byte little-endian byte count of the contents, then the contents:
///   entries (a key as a varint byte count and UTF-8, then its value) or values, in the order
///   written. The byte count lets a reader step over a container without reading it.
enum PersistedStateFormat {
    enum Tag: UInt8 {
        case null, `false`, `true`, signed, unsigned, double, float, string, keyed, unkeyed
    }

    /// Bytes of a container's content length.
    static let lengthBytes = 4

    /// The key `superEncoder()` and `superDecoder()` use, as Foundation's coders do.
    static let superKey = "super"
}
