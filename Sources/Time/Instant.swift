/// A point in time: whole milliseconds since the Unix epoch, UTC.
///
/// The simulator's only notion of time (docs/rules.md#time-is-instant). There is no wall
/// clock behind it: every `Instant` is computed from a scenario's start and the engine's
/// event times, so two runs of the same scenario see the same instants.
public struct Instant: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var millisecondsSinceEpoch: Int64

    /// The instant `millisecondsSinceEpoch` ms after the Unix epoch.
    @inlinable
    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The Unix epoch, 1970-01-01T00:00:00Z.
    public static let epoch = Instant(millisecondsSinceEpoch: 0)

    /// This instant moved by `milliseconds` (negative moves it back).
    @inlinable
    public func advanced(byMilliseconds milliseconds: Int64) -> Instant {
        Instant(millisecondsSinceEpoch: millisecondsSinceEpoch + milliseconds)
    }

    /// Milliseconds from `self` to `other` (`other − self`).
    @inlinable
    public func milliseconds(to other: Instant) -> Int64 {
        other.millisecondsSinceEpoch - millisecondsSinceEpoch
    }

    @inlinable
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }

    /// Encodes as a bare integer of milliseconds, so persisted state stays exact.
    public init(from decoder: any Decoder) throws {
        millisecondsSinceEpoch = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(millisecondsSinceEpoch)
    }

    /// ISO 8601 in UTC with milliseconds, e.g. `2025-03-09T07:00:00.000Z`.
    public var description: String { iso8601(offsetSeconds: 0) }
}

/// Whole-millisecond duration constants, so intervals read in their unit.
public enum Milliseconds {
    public static let second: Int64 = 1_000
    public static let minute: Int64 = 60_000
    public static let hour: Int64 = 3_600_000
    public static let day: Int64 = 86_400_000
}
