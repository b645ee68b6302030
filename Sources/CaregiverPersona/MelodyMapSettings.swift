import Harness
import Model

/// What the caregivers own at a scenario's top level: Melody Map's remote config at the start, its
/// rollouts and in-run A/B arms, the revenue model, and the coverage probes the run must reach
/// (docs/rules.md#scenarios). Encoded under the same keys as the file's (`requiredProbes` for
/// `probes`), beside the scenario's own.
package struct MelodyMapSettings: PersonaSettings {
    /// The remote config in force at the start.
    package var remoteConfig = RemoteConfig()
    /// Remote-config changes during the run, in day order.
    package var rollouts: [Rollout] = []
    /// An in-run A/B test: the population split into named arms (empty: one population).
    package var arms: [ArmShare] = []
    /// Rare situations the run must reach.
    package var requiredProbes: [CoverageProbe] = []
    /// Parameters of the revenue proxy.
    package var revenue = RevenueModel()

    package init() {}

    package static let keys = ["remoteConfig", "rollouts", "arms", "probes", "revenue"]

    /// A bare remote-config key (`baseQuota`) sets `remoteConfig.baseQuota`.
    package static func setting(ofShorthand key: String) -> String? {
        RemoteConfig.Key(rawValue: key) == nil ? nil : "remoteConfig." + key
    }

    package static var shorthands: (noun: String, keys: [String])? {
        ("remote-config keys", RemoteConfig.Key.allCases.map(\.rawValue))
    }

    /// Melody Map reads its ten keys from Firebase Remote Config; the scenario keeps them in
    /// `remoteConfig`.
    package static var remoteConfigParameters: (object: String, keys: [String])? {
        ("remoteConfig", RemoteConfig.Key.allCases.map(\.rawValue))
    }

    /// The remote config at the start, then each rollout's changes.
    package func consoleLines(_ scenario: Scenario) -> [String] {
        ["remote config: " + configText(separator: ", ")] + rollouts.map { "rollout day \($0.day): " + $0.changesText }
    }

    /// The remote config's settings that cannot bind at the start (`RemoteConfig.nonBindingSettings`).
    package var nonBinding: [String] {
        remoteConfig.nonBindingSettings
    }

    /// A row for the remote config at the start, and one per rollout with the instant it takes effect.
    package func summaryRows(_ scenario: Scenario) -> String {
        "| remote config | " + configText(separator: " · ") + " |\n"
            + rollouts.map { "| rollout, day \($0.day) (\($0.instant(from: scenario.start))) | \($0.changesText) |\n" }.joined()
    }

    /// Every remote-config key with its value at the start (`baseQuota 3`), in key order.
    private func configText(separator: String) -> String {
        RemoteConfig.Key.allCases.map { "\($0.rawValue) \(ReportNumber.format(remoteConfig[$0]))" }.joined(separator: separator)
    }

    private enum CodingKeys: String, CodingKey {
        case remoteConfig, rollouts, arms, requiredProbes, revenue
    }
}

extension Scenario {
    /// Melody Map's top-level settings.
    package var melodyMap: MelodyMapSettings {
        get { populations[settings: Caregivers.self] }
        set { populations[settings: Caregivers.self] = newValue }
    }

    /// The remote config in force at the start (`remoteConfig`).
    package var remoteConfig: RemoteConfig {
        get { melodyMap.remoteConfig }
        set { melodyMap.remoteConfig = newValue }
    }

    /// Remote-config changes during the run, in day order (`rollouts`).
    package var rollouts: [Rollout] {
        get { melodyMap.rollouts }
        set { melodyMap.rollouts = newValue }
    }

    /// The in-run A/B test's arms (`arms`; empty: one population).
    package var arms: [ArmShare] {
        get { melodyMap.arms }
        set { melodyMap.arms = newValue }
    }

    /// The coverage probes the run must reach (`probes`).
    package var requiredProbes: [CoverageProbe] {
        get { melodyMap.requiredProbes }
        set { melodyMap.requiredProbes = newValue }
    }

    /// The revenue proxy's parameters (`revenue`).
    package var revenue: RevenueModel {
        get { melodyMap.revenue }
        set { melodyMap.revenue = newValue }
    }
}
