import Harness

/// The percent condition under which an export with `--rollout-percent N` gives the chosen
/// values to N % of app instances (docs/rules.md#remote-config-rollout).
///
/// Its expression is the condition reference's seeded percent rule, `percent('seed') <= N`. The
/// name and the seed come from the parameters it rolls out (`appsim_rollout_baseQuota`), never
/// from the percent, so exporting again with a larger N widens the same rollout: an instance
/// inside it stays inside. The seed keeps the characters a seed may have (`-_.0-9a-zA-Z`) and at
/// most 32 of them.
package struct RolloutCondition: Sendable, Equatable {
    package var name: String
    package var seed: String
    package var percent: Int

    /// The percents a rollout may have: 100 % is a new default value, the export without it.
    package static let percents = 1...99

    package init(parameters: [String], percent: Int) {
        name = "appsim_rollout_" + parameters.joined(separator: "_")
        seed = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
            .map(Character.init).prefix(32))
        self.percent = percent
    }

    /// `percent('appsim_rollout_baseQuota') <= 10`.
    package var expression: String {
        "percent('\(seed)') <= \(percent)"
    }
}
