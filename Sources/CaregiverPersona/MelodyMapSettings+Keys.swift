import Harness
import Model

extension MelodyMapSettings {
    /// The top-level keys the caregivers own and the objects inside them, as
    /// `MelodyMapSettings.read` reads them (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = {
        let probes = CoverageProbe.allCases.map { "`\($0.name)`" }.joined(separator: ", ")
        let remoteConfig = ScenarioKeyTable("remoteConfig", "Remote config", RemoteConfig.Key.allCases.map(configKey))
        return [
            ScenarioKeyTable("", "Melody Map's settings", [
                ScenarioKey("remoteConfig", .object(keysAt: "remote-config"), default: .words("defaults"),
                            "Melody Map's remote config at the start. Unlisted keys keep their defaults."),
                ScenarioKey("rollouts", .other("array of objects", allowed: "[rollouts](#rollouts), in day order"), default: .value("[]"),
                            "Config changes the server makes during the run."),
                ScenarioKey("arms", .other("array of objects", allowed: "none, or at least two [arms](#arms)"), default: .value("[]"),
                            "An in-run A/B test of the caregivers."),
                ScenarioKey("probes", .other("array of strings", allowed: probes), default: .value("[]"),
                            "Coverage probes the run must reach, else it fails. They are the caregivers' rare situations."),
                ScenarioKey("revenue", .object(keysAt: "revenue"), default: .words("defaults"), "The revenue proxy."),
            ]),
            remoteConfig,
            ScenarioKeyTable("rollouts[]", "Rollouts", [
                ScenarioKey("day", .other("whole number", allowed: "1 to `days` − 1, in day order"), default: .required,
                            "The day of the run at whose start (UTC) the server changes its config."),
                ScenarioKey("arm", .other("string", allowed: "the name of one of the `arms`"), default: .words("every arm"),
                            "With `arms`: the arm whose devices get the change."),
                ScenarioKey("set", .object(keysAt: "remote-config"), default: .required, "The remote-config keys to change."),
            ]),
            ScenarioKeyTable("rollouts[].set", sameKeysAs: remoteConfig),
            ScenarioKeyTable("arms[]", "Arms", [
                ScenarioKey("name", .other("string", allowed: "printable text, at most \(TextLimits.armNameLength) characters, each arm's own"),
                            default: .required, "The arm's name in the reports. No control characters, newlines or escapes."),
                ScenarioKey("share", .other("number", allowed: "above 0, up to 1,000,000"), default: .required,
                            "A weight: the arm's share of the caregivers is its share of the sum of the weights."),
            ]),
            ScenarioKeyTable("revenue", "Revenue", [
                ScenarioKey("adEcpmUSD", .number(0...10_000), default: .number(RevenueModel().adEcpmUSD),
                            "The revenue proxy's ad eCPM in USD. Subscription charges use the remote-config price tiers in force when charged."),
            ]),
        ]
    }()

    /// The row of a remote-config key: its kind and its default from `RemoteConfig`, its range as
    /// `readRemoteConfig` reads it.
    private static func configKey(_ key: RemoteConfig.Key) -> ScenarioKey {
        let meaning = switch key {
        case .baseQuota: "Song views a day before the quota sheet."
        case .adRewardViews: "Views a completed ad adds."
        case .dailyViewCap: "The most views a day, ads included. At least `baseQuota`."
        case .adDailyLimit: "Ads a day."
        case .adCooldownSeconds: "Seconds between two ads."
        case .rewatchWindowMinutes: "Re-opening a song within this window is free."
        case .monthlyPriceTier: "Monthly price, USD."
        case .yearlyPriceTier: "Yearly price, USD."
        case .freeTrialDays: "Length of the free trial; 0 offers none."
        case .searchDebounceMs: "The search box waits this long after a keystroke before it queries."
        }
        return ScenarioKey(key.rawValue, key.isInteger ? .wholeNumber(0...1_000_000_000) : .number(0...1_000_000),
                           default: .number(RemoteConfig()[key]), meaning)
    }
}
