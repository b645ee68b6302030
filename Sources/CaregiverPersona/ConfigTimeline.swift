import Harness
import Model
import Time

/// The remote config the server hands out, per in-run arm, as numbered versions with the instant
/// each takes effect (docs/rules.md#config-timeline).
///
/// Built once from the scenario: version 0 is `Scenario.remoteConfig` (the app's in-code
/// defaults, in force from before the start); each later version is the previous one with the
/// changes of the rollouts that apply to the arm (`arm == nil` or that arm) at a later day. The
/// server's current version at `t` is the last one whose instant is at or before `t`. What a
/// device *uses* is the version it last activated (`RemoteConfigFetch`).
///
/// Decided here:
/// - Rollouts of one arm on the same day make one version: a device never activates a halfway
///   state. A day with no rollout for an arm makes no version for it.
/// - At most 256 versions per arm (a device stores the number in a `UInt8`).
package struct ConfigTimeline: Sendable, Equatable {
    /// One server-side config and when it takes effect.
    package struct Version: Sendable, Equatable {
        /// From this instant on, the server serves `config` (version 0: from the start).
        package let effective: Instant
        package let config: RemoteConfig
    }

    /// `versions[arm][v]`, effective instants strictly increasing.
    package let versions: [[Version]]
    /// The keys some version of some arm sets differently from the start config, in
    /// `RemoteConfig.Key` order: what a rollout of this run changes.
    package let changedKeys: [RemoteConfig.Key]

    /// The most versions one arm may have.
    package static let maximumVersions = 256

    /// The timeline of a run from `start` with `remoteConfig` at the start and `rollouts` (in day
    /// order, as the scenario holds them) for `armCount` arms (1 without arms).
    ///
    /// - Precondition: every change is a value `RemoteConfig.set` accepts (the scenario reader
    ///   checked them); at most `maximumVersions` versions per arm.
    package init(start: Instant, remoteConfig: RemoteConfig, rollouts: [Rollout], armCount: Int) {
        precondition(armCount >= 1, "at least one arm")
        var versions: [[Version]] = []
        for arm in 0..<armCount {
            var list = [Version(effective: start, config: remoteConfig)]
            for rollout in rollouts where rollout.arm == nil || rollout.arm == arm {
                let effective = rollout.instant(from: start)
                precondition(effective >= list[list.count - 1].effective, "rollouts must be in day order")
                var config = list[list.count - 1].config
                for change in rollout.changes {
                    do { try config.set(change.key, to: change.value) } catch {
                        preconditionFailure("rollout on day \(rollout.day): \(error)")
                    }
                }
                if effective == list[list.count - 1].effective && list.count > 1 {
                    list[list.count - 1] = Version(effective: effective, config: config)
                } else {
                    list.append(Version(effective: effective, config: config))
                }
            }
            precondition(list.count <= Self.maximumVersions, "more than \(Self.maximumVersions) config versions for arm \(arm)")
            versions.append(list)
        }
        self.versions = versions
        changedKeys = RemoteConfig.Key.allCases.filter { key in
            versions.contains { list in list.contains { $0.config[key] != list[0].config[key] } }
        }
    }

    /// The timeline of `scenario`.
    package init(scenario: Scenario) {
        self.init(start: scenario.start, remoteConfig: scenario.remoteConfig, rollouts: scenario.rollouts,
                  armCount: max(scenario.arms.count, 1))
    }

    /// The version the server serves to `arm` at `instant` (0 before the first rollout).
    ///
    /// - Complexity: O(log versions), no allocation.
    package func version(at instant: Instant, arm: Int) -> UInt8 {
        let list = versions[arm]
        // The last v with list[v].effective ≤ instant (0 if none).
        var low = 0
        var high = list.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if list[middle].effective <= instant { low = middle } else { high = middle - 1 }
        }
        return UInt8(low)
    }

    /// The config of `version` for `arm`.
    package func config(arm: Int, version: UInt8) -> RemoteConfig {
        versions[arm][Int(version)].config
    }

    /// `version` of `arm` described by its values of `changedKeys`, e.g. `"baseQuota 5"`, so
    /// reports can say which *value* devices are on rather than which version number; two
    /// versions with the same values read the same.
    package func setting(arm: Int, version: UInt8) -> String {
        let config = versions[arm][Int(version)].config
        return changedKeys.map { "\($0.rawValue) \(ReportNumber.format(config[$0]))" }.joined(separator: ", ")
    }
}
