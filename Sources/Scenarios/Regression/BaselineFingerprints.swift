import Harness
import Time

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

    /// The local days a run's slot 0 can fall on: two days before the earliest to two days
    /// before the latest start a scenario may have (`AgentDayFingerprints.init(scenario:agents:)`).
    static let firstDays: ClosedRange<Int64> =
        (Zone.utc.localDayNumber(at: ScenarioFile.earliestStart) - 2)...(Zone.utc.localDayNumber(at: ScenarioFile.latestStart) - 2)

    /// Reads `bytes`, the contents of `path`, checking every count and range before it is used
    /// (docs/rules.md#recorded-files): the personas known, in `Personas.all` order, each once;
    /// slot 0's day within `firstDays`; `days + 4` slots per agent when the baseline pins `days`
    /// (else 5 to the longest run's); as many fingerprints as agents × slots, and nothing after.
    /// Anything else is a `RecordError` naming the file and byte offset, what was expected and
    /// `record`, the command that records the baseline again.
    package static func read(_ bytes: [UInt8], path: String, days: Int? = nil,
                             record: String = "appsim check FILE --baseline DIR --update") throws(RecordError) -> BaselineFingerprints {
        var reader = Reader(bytes: bytes, path: path, record: record)
        let format = try reader.integer(width: 4, "the format version")
        guard format == UInt64(Self.format) else { throw reader.error(at: 0, "expected format \(Self.format), got \(format)") }
        let count = try reader.integer(width: 4, "the number of personas")
        let plurals = Personas.all.map { $0.plural }
        guard count <= UInt64(plurals.count) else { throw reader.error(at: 4, "expected at most \(plurals.count) personas, got \(count)") }
        let slotRange = days.map { ($0 + 4)...($0 + 4) } ?? (ScenarioFile.dayRange.lowerBound + 4)...(ScenarioFile.dayRange.upperBound + 4)
        var entries: [Entry] = []
        for _ in 0..<count {
            let at = reader.offset
            let length = Int(try reader.integer(width: 1, "a persona's name length"))
            let name = try reader.take(length, "a persona's name")
            guard let persona = String(validating: name, as: UTF8.self), let position = plurals.firstIndex(of: persona),
                  entries.allSatisfy({ plurals.firstIndex(of: $0.persona).map { $0 < position } ?? false }) else {
                throw reader.error(at: at, "expected a persona's plural (\(plurals.joined(separator: ", "))), each once and in that order, "
                                   + "got \(TextLimits.shown(String(decoding: name, as: UTF8.self)))")
            }
            let agentsAt = reader.offset
            let agents = try reader.integer(width: 4, "\(persona)' agent count")
            let dayAt = reader.offset
            let firstDay = Int64(bitPattern: try reader.integer(width: 8, "\(persona)' first day"))
            guard firstDays.contains(firstDay) else {
                throw reader.error(at: dayAt, "expected \(persona)' first day, days since 1970-01-01 from \(firstDays.lowerBound) to "
                                   + "\(firstDays.upperBound) (two days before a start AppSim can run), got \(firstDay)")
            }
            let slotsAt = reader.offset
            let slots = try reader.integer(width: 4, "\(persona)' slots per agent")
            guard slots >= UInt64(slotRange.lowerBound), slots <= UInt64(slotRange.upperBound) else {
                let expected = slotRange.count == 1 ? "\(slotRange.lowerBound) (the baseline's \(slotRange.lowerBound - 4) days + 4)"
                    : "\(slotRange.lowerBound) to \(slotRange.upperBound) (days + 4)"
                throw reader.error(at: slotsAt, "expected \(expected) slots per agent, got \(slots)")
            }
            // Both fit 32 bits, so the product cannot overflow; `take` checks it against the bytes left.
            let size = Int(agents) * Int(slots) * 4
            guard size <= bytes.count - reader.offset else {
                throw reader.error(at: agentsAt, "expected \(agents) \(persona) × \(slots) slots = \(size) bytes of fingerprints, "
                                   + "found \(bytes.count - reader.offset) bytes before the end")
            }
            let values = try reader.take(size, "\(agents) × \(slots) fingerprints of \(persona)")
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
        /// The command that records the baseline again.
        let record: String
        var offset = 0

        func error(at offset: Int, _ message: String) -> RecordError {
            RecordError("\(path): byte \(offset): \(message); record the baseline again with: \(record)")
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
