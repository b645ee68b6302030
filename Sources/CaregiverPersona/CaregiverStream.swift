import Sim

/// Which of a caregiver's random streams a draw comes from, and the 64-bit purpose that keys it
/// beside the seed, the persona and the caregiver's global index (docs/rules.md#random-streams).
/// The purposes are part of every report: the same value must name the same stream forever.
///
/// Each kind has a range of its own, so no two streams share a purpose (`CaregiverStreamTests`):
/// - `lifelong`: the purpose's raw value, below 2¹⁶;
/// - `lifeOccasion`: `purpose << 16 | number`, from 2¹⁶ and below 2²⁴;
/// - `tap`: `(upgradeTaps << 8 | entry) << 16 | number`, from 2²⁴ and below 2³²;
/// - `dayOccasion`: `(purpose << 16 | number) << 32 | day`, with the day's low 32 bits as in
///   `RandomStreams.dayPlan`, from 2⁴⁸. (The day plan itself, `dayPlan << 32 | day`, lies between
///   2³² and 2⁴⁸.)
///
/// An occasion's number rides in 16 bits: a number past `largestNumber` would share the last
/// stream with others, so it is refused.
package enum CaregiverStream: Hashable, Sendable {
    /// A stream that lives as long as the caregiver.
    case lifelong(Caregiver.Purpose)
    /// Occasion `number` (from 0) of the caregiver's life: a purchase (`subscription`) or a
    /// paywall view (`paywallViews`).
    case lifeOccasion(Caregiver.Purpose, number: UInt64)
    /// Tap `number` (from 0) on a paywall entry point.
    case tap(PaywallEntry, number: UInt64)
    /// Occasion `number` (from 0) of local date `day` (days since 1970-01-01): a session's
    /// streams, a quota sheet (`commerce`), the day's churn draw (`churn`, number 0).
    case dayOccasion(Caregiver.Purpose, number: UInt64, day: Int64)

    /// The largest occasion number: 16 bits.
    package static let largestNumber: UInt64 = 0xFFFF

    /// The purpose `RandomStreams.generator(persona:agent:purpose:)` takes.
    ///
    /// - Precondition: an occasion's number is at most `largestNumber`. The scenario reader keeps
    ///   a day's sessions far below it (`CaregiverPopulationReader`); a day's quota sheets follow
    ///   from its sessions and ads, and a life's purchases, paywall views and taps from its sessions.
    package var purpose: UInt64 {
        switch self {
        case .lifelong(let purpose):
            return purpose.rawValue
        case .lifeOccasion(let purpose, let number):
            return purpose.rawValue << 16 | Self.checked(number)
        case .tap(let entry, let number):
            return (Caregiver.Purpose.upgradeTaps.rawValue << 8 | UInt64(entry.rawValue)) << 16 | Self.checked(number)
        case .dayOccasion(let purpose, let number, let day):
            return (purpose.rawValue << 16 | Self.checked(number)) << 32 | UInt64(truncatingIfNeeded: day) & 0xFFFF_FFFF
        }
    }

    static func checked(_ number: UInt64) -> UInt64 {
        precondition(number <= largestNumber, "an occasion's number rides in 16 bits of its stream's purpose: at most 65,535")
        return number
    }
}
