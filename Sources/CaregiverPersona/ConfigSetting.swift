import Harness

/// One remote-config value a device of an arm can be on, as the reports name it, with the
/// timeline versions that carry it: the report shows the share of devices on each value per day.
///
/// Decided (docs/rules.md#config-adoption): versions of one arm with the same values of the
/// rolled-out keys are one setting (a rollout that sets baseQuota 5 and a later one back to 3 shows
/// two settings, not three); arms never share a setting, since their devices are counted apart. A
/// run whose rollouts change nothing has no settings to show.
package struct ConfigSetting: Sendable, Equatable {
    /// The arm (0 without arms).
    package let arm: Int
    /// What the devices use, e.g. `"baseQuota 5"`, prefixed by the arm's name with arms
    /// (`"B: baseQuota 5"`).
    package let name: String
    /// The daily CSV's column: `on_`, with arms `armN_` (N from 1, so two arm names can never
    /// make one column), and the values with every run of characters other than ASCII letters
    /// and digits as one `_` (`on_baseQuota_5`, `on_arm2_baseQuota_6`).
    package let column: String
    /// The arm's versions with these values, ascending.
    package let versions: [Int]

    /// Every setting of `scenario`, arm by arm, each arm's in order of first version.
    package static func all(_ scenario: Scenario) -> [ConfigSetting] {
        let timeline = ConfigTimeline(scenario: scenario)
        guard !timeline.changedKeys.isEmpty else { return [] }
        var settings: [ConfigSetting] = []
        for arm in timeline.versions.indices {
            let prefix = scenario.arms.isEmpty ? "" : scenario.arms[arm].name + ": "
            let columnPrefix = scenario.arms.isEmpty ? "on_" : "on_arm\(arm + 1)_"
            var names: [String] = []
            var versions: [[Int]] = []
            for version in timeline.versions[arm].indices {
                let name = timeline.setting(arm: arm, version: UInt8(version))
                if let known = names.firstIndex(of: name) {
                    versions[known].append(version)
                } else {
                    names.append(name)
                    versions.append([version])
                }
            }
            for (name, list) in zip(names, versions) {
                settings.append(ConfigSetting(arm: arm, name: prefix + name, column: columnPrefix + identifier(name), versions: list))
            }
        }
        return settings
    }

    /// Caregiver-days of the arm ending on `day` on this setting.
    package func count(in adoption: ConfigAdoption, day: Int64) -> Int64 {
        versions.reduce(0) { $0 + adoption.count(day: day, arm: arm, version: $1) }
    }

    /// Caregiver-days of the arm ending on `day`, whatever their setting.
    package func armTotal(in adoption: ConfigAdoption, day: Int64) -> Int64 {
        (0..<adoption.versions).reduce(0) { $0 + adoption.count(day: day, arm: arm, version: $1) }
    }

    private static func identifier(_ name: String) -> String {
        var out = ""
        var pendingSeparator = false
        for character in name.unicodeScalars {
            if ("a"..."z").contains(character) || ("A"..."Z").contains(character) || ("0"..."9").contains(character) {
                if pendingSeparator && !out.isEmpty { out.append("_") }
                pendingSeparator = false
                out.unicodeScalars.append(character)
            } else {
                pendingSeparator = true
            }
        }
        return out
    }
}
