import Harness

/// A baseline's `fingerprints.bin`: every persona's agent-day fingerprints (`AgentDayFingerprints`)
/// of the recorded run, for `appsim check` to name the agents and days whose behaviour changed.
///
/// Compact binary, all integers little-endian:
/// - the format version (`UInt32`, `format`), then the number of personas (`UInt32`);
/// - per persona the run simulated, in `Personas.all` order: its plural (a `UInt8` length, then
///   UTF-8), its agent count (`UInt32`), the local date of slot 0 in days since 1970-01-01
///   (`Int64`), the slots per agent (`UInt32`), then agent by agent, day by day, each
///   fingerprint (`UInt32`).
///
/// Read strictly: anything else is a `RecordError` naming the file and the byte offset.
package struct BaselineFingerprints: Equatable, Sendable {
    /// The format this version writes and reads.
    package static let format: UInt32 = 1
    /// The file's name in a baseline folder.
    package static let fileName = "fingerprints.bin"

    /// One persona's fingerprints.
    package struct Entry: Equatable, Sendable {
        /// The persona's plural (`caregivers`).
        package var persona: String
        package var fingerprints: AgentDayFingerprints
    }

    /// In `Personas.all` order.
    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The fingerprints of every persona `outcome` simulated.
    package init(_ outcome: RunOutcome) {
        entries = outcome.tallies.map { Entry(persona: Self.plural(of: $0), fingerprints: $0.fingerprints) }
    }

    static func plural<Tally: PersonaTally>(of tally: Tally) -> String {
        Tally.Owner.plural
    }

    /// The fingerprints of `persona` (a plural), if recorded.
    package func fingerprints(of persona: String) -> AgentDayFingerprints? {
        entries.first { $0.persona == persona }?.fingerprints
    }

    /// The file's bytes.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        Self.append(UInt64(Self.format), width: 4, to: &bytes)
        Self.append(UInt64(entries.count), width: 4, to: &bytes)
        for entry in entries {
            let name = Array(entry.persona.utf8)
            bytes.append(UInt8(name.count))
            bytes += name
            Self.append(UInt64(entry.fingerprints.agentCount), width: 4, to: &bytes)
            Self.append(UInt64(bitPattern: entry.fingerprints.firstDay), width: 8, to: &bytes)
            Self.append(UInt64(entry.fingerprints.slotsPerAgent), width: 4, to: &bytes)
            bytes += AgentDayFingerprints.littleEndianBytes(entry.fingerprints.values)
        }
        return bytes
    }

    static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for byte in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte)))) }
    }

    /// Reads `bytes`, the contents of `path`.
    package static func read(_ bytes: [UInt8], path: String) throws(RecordError) -> BaselineFingerprints {
        var reader = Reader(bytes: bytes, path: path)
        let format = try reader.integer(width: 4, "the format version")
        guard format == UInt64(Self.format) else {
            throw RecordError("\(path): byte 0: expected format \(Self.format), got \(format) (record the baseline again with --update)")
        }
        let count = try reader.integer(width: 4, "the number of personas")
        guard count <= 255 else { throw reader.error(at: 4, "expected at most 255 personas, got \(count)") }
        var entries: [Entry] = []
        for _ in 0..<count {
            let at = reader.offset
            let length = Int(try reader.integer(width: 1, "a persona's name length"))
            let name = try reader.take(length, "a persona's name")
            guard let persona = String(validating: name, as: UTF8.self), !persona.isEmpty,
                  !entries.contains(where: { $0.persona == persona }) else {
                throw reader.error(at: at, "expected a persona's plural, named once")
            }
            let agents = try reader.integer(width: 4, "\(persona)' agent count")
            let firstDay = Int64(bitPattern: try reader.integer(width: 8, "\(persona)' first day"))
            let slotsAt = reader.offset
            let slots = try reader.integer(width: 4, "\(persona)' slots per agent")
            guard slots > 0, slots <= 100_000 else { throw reader.error(at: slotsAt, "expected 1 to 100000 slots per agent, got \(slots)") }
            let values = try reader.take(Int(agents) * Int(slots) * 4, "\(agents) × \(slots) fingerprints of \(persona)")
            entries.append(Entry(persona: persona, fingerprints: AgentDayFingerprints(firstAgent: 0, firstDay: firstDay, slotsPerAgent: Int(slots),
                                                                                      values: AgentDayFingerprints.values(littleEndian: values))))
        }
        guard reader.offset == bytes.count else {
            throw reader.error(at: reader.offset, "expected the end of the file, found \(bytes.count - reader.offset) more bytes")
        }
        return BaselineFingerprints(entries: entries)
    }

    /// Reads `fingerprints.bin` front to back, naming the offset of whatever is wrong.
    struct Reader {
        let bytes: [UInt8]
        let path: String
        var offset = 0

        func error(at offset: Int, _ message: String) -> RecordError {
            RecordError("\(path): byte \(offset): \(message) (record the baseline again with --update)")
        }

        mutating func take(_ count: Int, _ what: String) throws(RecordError) -> ArraySlice<UInt8> {
            guard count <= bytes.count - offset else {
                throw error(at: offset, "expected \(what) (\(count) bytes), found \(bytes.count - offset) bytes before the end")
            }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        mutating func integer(width: Int, _ what: String) throws(RecordError) -> UInt64 {
            let slice = try take(width, what)
            return slice.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
