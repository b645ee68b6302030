import Harness
import Model
import Time

/// The quota API the shrinker replays actions against: `UsageTracker` in production, a
/// deliberately broken double in the shrinker's own tests.
package protocol QuotaModel: Codable, Equatable {
    init()
    var quotaDay: LocalDate? { get }
    var viewsUsed: Int { get }
    var adsCompleted: Int { get }
    func allowance(_ config: RemoteConfig) -> Int
    mutating func open(_ song: Int32, at now: Instant, in zone: Zone, _ config: RemoteConfig,
                       isUnlimited: Bool) -> UsageTracker<Int32>.OpenOutcome
    mutating func completeAd(at now: Instant, in zone: Zone, _ config: RemoteConfig) -> UsageTracker<Int32>.AdReward
    mutating func abortAd(at now: Instant, in zone: Zone)
}

extension UsageTracker: QuotaModel where Song == Int32 {}
