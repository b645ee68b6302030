import Foundation

/// A time zone compiled into a table of UTC-offset transitions, so local-calendar questions are a
/// binary search plus integer arithmetic.
///
/// docs/rules.md#zone-tables: `Calendar.startOfDay` costs microseconds and must stay off the hot
/// path. A `Zone` asks Foundation's `TimeZone` once, at construction, for every offset transition
/// from 1970 to 2100 (raw-offset changes included, e.g. Pacific/Apia skipping 2011-12-30), and
/// answers from that table afterwards. Instants before 1970 use the offset in force on
/// 1970-01-01; instants after 2100 use the last offset. Identifiers of the form `UTC+05:45` or
/// `UTC-09:30` name fixed-offset zones without DST.
///
/// Copies share one immutable table, so a `Zone` is cheap to pass around and `Sendable`.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    /// The IANA identifier (or `UTC±HH:MM` for a fixed offset).
    public let identifier: String
    @usableFromInline let table: OffsetTable

    /// The zone named by the IANA `identifier` (e.g. `Asia/Kathmandu`) or `UTC±HH:MM`.
    ///
    /// - Throws: `ZoneError.unknownIdentifier` when Foundation does not know the zone.
    /// - Complexity: O(transitions) the first time an identifier is asked for (about a quarter of
    ///   a millisecond for a zone with DST); a lookup after that (`ZoneTables`).
    public init(identifier: String) throws(ZoneError) {
        if let fixed = Self.parseFixedOffset(identifier) {
            self.identifier = identifier
            self.table = OffsetTable(transitions: [], offsets: [Int32(fixed)])
            return
        }
        if identifier.hasPrefix("UTC+") || identifier.hasPrefix("UTC-") {
            throw .unknownIdentifier(identifier)
        }
        guard let table = ZoneTables.table(identifier, compiling: { TimeZone(identifier: identifier) }) else {
            throw .unknownIdentifier(identifier)
        }
        self.identifier = identifier
        self.table = table
    }

    /// A fixed-offset zone with no transitions, identified as `UTC±HH:MM`.
    public init(fixedOffsetSeconds: Int) {
        self.identifier = Self.fixedIdentifier(offsetSeconds: fixedOffsetSeconds)
        self.table = OffsetTable(transitions: [], offsets: [Int32(fixedOffsetSeconds)])
    }

    /// The instants every zone's table answers exactly, DST included: 1970-01-01T00:00:00Z up to
    /// (not including) 2100-01-01T00:00:00Z. Outside it the first or last offset holds, so a
    /// scenario must lie inside it.
    public static let compiledRange = Instant(millisecondsSinceEpoch: 0)..<Instant(millisecondsSinceEpoch: 4_102_444_800_000)

    /// Coordinated Universal Time.
    public static let utc = Zone(fixedOffsetSeconds: 0)

    public var description: String { identifier }

    public static func == (lhs: Zone, rhs: Zone) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Seconds east of UTC in force at `instant`.
    ///
    /// - Complexity: O(log transitions); a fixed-offset zone (one offset) answers without a search.
    ///   The shortcut is here, not in `OffsetTable`: moved into the table, it left the quota-day
    ///   benchmark's handler out of line (5 % more instructions).
    @inlinable
    public func offsetSeconds(at instant: Instant) -> Int {
        let offsets = table.offsets
        if offsets.count == 1 { return Int(offsets[0]) }
        return Int(offsets[table.interval(containing: instant.millisecondsSinceEpoch)])
    }

    /// Milliseconds since the epoch of the local wall clock at `instant` (instant + offset).
    @inlinable
    public func localMilliseconds(at instant: Instant) -> Int64 {
        instant.millisecondsSinceEpoch + Int64(offsetSeconds(at: instant)) * 1_000
    }

    /// The local calendar date at `instant`.
    @inlinable
    public func localDate(at instant: Instant) -> LocalDate {
        LocalDate(daysSinceEpoch: localDayNumber(at: instant))
    }

    /// The local date at `instant` as days since 1970-01-01: cheap to compare and subtract.
    @inlinable
    public func localDayNumber(at instant: Instant) -> Int64 {
        Self.floorDivide(localMilliseconds(at: instant), Milliseconds.day)
    }

    /// Milliseconds since local midnight on the local wall clock at `instant` (0 ..< 86,400,000).
    @inlinable
    public func localMillisecondOfDay(at instant: Instant) -> Int64 {
        let local = localMilliseconds(at: instant)
        return local - Self.floorDivide(local, Milliseconds.day) * Milliseconds.day
    }

    /// The first instant of the next local date: the earliest `u > instant` whose local date is
    /// later than the local date at `instant`.
    ///
    /// Where local midnight does not exist (a DST gap at 00:00, e.g. America/Santiago in
    /// September), the day starts at the first instant that exists (01:00). Where the clock falls
    /// back across midnight, the answer is the first instant the wall clock reaches the next
    /// date *and* that date is later than the current one.
    ///
    /// - Complexity: O(log transitions).
    @inlinable
    public func nextLocalMidnight(after instant: Instant) -> Instant {
        let nextDay = localDayNumber(at: instant) + 1
        return firstInstant(atOrAfterLocalMilliseconds: nextDay * Milliseconds.day,
                            notBefore: instant.advanced(byMilliseconds: 1))
    }

    /// The first instant at or after `notBefore` at which the local wall clock reads at least
    /// `localMilliseconds`.
    ///
    /// A local time that a DST gap skips maps to the first instant after the gap; a local time
    /// that a fall-back repeats maps to its first occurrence (when `notBefore` allows).
    ///
    /// - Complexity: O(log transitions).
    @inlinable
    public func firstInstant(atOrAfterLocalMilliseconds localMilliseconds: Int64,
                             notBefore: Instant) -> Instant {
        let earliest = max(notBefore.millisecondsSinceEpoch,
                           localMilliseconds - Int64(table.maximumOffsetSeconds) * 1_000)
        return Instant(millisecondsSinceEpoch: table.firstInstant(
            atOrAfterLocal: localMilliseconds, from: earliest))
    }

    /// The first instant of local date `date` (its midnight, or the first instant that exists).
    @inlinable
    public func startOfDay(_ date: LocalDate) -> Instant {
        firstInstant(atOrAfterLocalMilliseconds: date.daysSinceEpoch * Milliseconds.day,
                     notBefore: Instant(millisecondsSinceEpoch: .min))
    }

    /// Floor division (rounds towards −∞), for local days before 1970.
    @inlinable
    package static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func parseFixedOffset(_ identifier: String) -> Int? {
        let scalars = Array(identifier.utf8)
        guard scalars.count == 9, identifier.hasPrefix("UTC"),
              scalars[3] == UInt8(ascii: "+") || scalars[3] == UInt8(ascii: "-"),
              scalars[6] == UInt8(ascii: ":") else { return nil }
        let digits = [scalars[4], scalars[5], scalars[7], scalars[8]]
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let value = digits.map { Int($0 - UInt8(ascii: "0")) }
        let hours = value[0] * 10 + value[1]
        let minutes = value[2] * 10 + value[3]
        guard hours <= 14, minutes < 60 else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return scalars[3] == UInt8(ascii: "-") ? -seconds : seconds
    }

    static func fixedIdentifier(offsetSeconds: Int) -> String {
        let sign = offsetSeconds < 0 ? "-" : "+"
        let magnitude = abs(offsetSeconds)
        return "UTC\(sign)\(LocalDate.pad(magnitude / 3_600, 2)):\(LocalDate.pad(magnitude % 3_600 / 60, 2))"
    }
}

/// Why a `Zone` could not be built.
public enum ZoneError: Error, Equatable, CustomStringConvertible {
    case unknownIdentifier(String)

    public var description: String {
        switch self {
        case .unknownIdentifier(let id): "unknown time zone identifier \"\(id)\""
        }
    }
}
