import Harness

/// FNV-1a, 64 bits: a short, stable fingerprint of a run's numbers, so two reports can be
/// compared at a glance (the summary prints it).
package enum Fingerprint {
    /// The FNV-1a hash of `text`'s UTF-8 bytes as 16 lowercase hex digits.
    package static func of(_ text: String) -> String {
        of(bytes: text.utf8)
    }

    /// The FNV-1a hash of `bytes` as 16 lowercase hex digits.
    package static func of(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
