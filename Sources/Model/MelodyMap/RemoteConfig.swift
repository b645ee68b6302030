/// Melody Map's remote-config values and their defaults (docs/rules.md#remote-config-keys).
///
/// Every key can be overridden per scenario, per arm, by `--set`, and by a rollout during a run.
/// Decoding is strict: an unknown key, a wrong type or an impossible value is an error naming
/// the key (`RemoteConfigError`).
public struct RemoteConfig: Equatable, Sendable, Codable {
    /// Free Song Detail views per quota day.
    public var baseQuota = 3
    /// Views granted per completed rewarded ad.
    public var adRewardViews = 2
    /// The most views a day can ever allow, ads included.
    public var dailyViewCap = 15
    /// Rewarded ads that can be completed per quota day.
    public var adDailyLimit = 6
    /// Seconds after an aborted ad during which no ad is offered.
    public var adCooldownSeconds = 30
    /// Minutes during which a song opened once re-opens for free.
    public var rewatchWindowMinutes = 15
    /// Monthly subscription price (USD).
    public var monthlyPriceTier = 1.99
    /// Yearly subscription price (USD).
    public var yearlyPriceTier = 14.99
    /// Days of free trial before a subscription is charged.
    public var freeTrialDays = 3
    /// Milliseconds without a keystroke before a search query is issued.
    public var searchDebounceMs = 150

    /// The defaults.
    public init() {}

    /// A key, its kind and how to read and write it.
    public enum Key: String, CaseIterable, Sendable, CodingKey, Encodable {
        case baseQuota, adRewardViews, dailyViewCap, adDailyLimit, adCooldownSeconds
        case rewatchWindowMinutes, monthlyPriceTier, yearlyPriceTier, freeTrialDays, searchDebounceMs

        /// Whether the key holds a whole number (otherwise any non-negative number).
        public var isInteger: Bool {
            self != .monthlyPriceTier && self != .yearlyPriceTier
        }
    }

    /// The value of `key` as a number.
    public subscript(key: Key) -> Double {
        switch key {
        case .baseQuota: Double(baseQuota)
        case .adRewardViews: Double(adRewardViews)
        case .dailyViewCap: Double(dailyViewCap)
        case .adDailyLimit: Double(adDailyLimit)
        case .adCooldownSeconds: Double(adCooldownSeconds)
        case .rewatchWindowMinutes: Double(rewatchWindowMinutes)
        case .monthlyPriceTier: monthlyPriceTier
        case .yearlyPriceTier: yearlyPriceTier
        case .freeTrialDays: Double(freeTrialDays)
        case .searchDebounceMs: Double(searchDebounceMs)
        }
    }

    /// Sets `key` to `value`, checking its kind and sign (not cross-key rules: see `validate`).
    ///
    /// - Throws: `RemoteConfigError` naming the key when the value is negative, not finite, or
    ///   fractional for a whole-number key.
    public mutating func set(_ key: Key, to value: Double) throws(RemoteConfigError) {
        guard value.isFinite, value >= 0 else {
            throw .invalidValue(key: key.rawValue, expected: "a non-negative number", got: value)
        }
        if key.isInteger {
            guard value == value.rounded(.towardZero), value <= 1_000_000_000 else {
                throw .invalidValue(key: key.rawValue, expected: "a non-negative whole number", got: value)
            }
            let whole = Int(value)
            switch key {
            case .baseQuota: baseQuota = whole
            case .adRewardViews: adRewardViews = whole
            case .dailyViewCap: dailyViewCap = whole
            case .adDailyLimit: adDailyLimit = whole
            case .adCooldownSeconds: adCooldownSeconds = whole
            case .rewatchWindowMinutes: rewatchWindowMinutes = whole
            case .freeTrialDays: freeTrialDays = whole
            case .searchDebounceMs: searchDebounceMs = whole
            case .monthlyPriceTier, .yearlyPriceTier: break
            }
        } else if key == .monthlyPriceTier {
            monthlyPriceTier = value
        } else {
            yearlyPriceTier = value
        }
    }

    /// Sets the key named `name`.
    ///
    /// - Throws: `RemoteConfigError.unknownKey` for a name that is not a key.
    public mutating func set(_ name: String, to value: Double) throws(RemoteConfigError) {
        guard let key = Key(rawValue: name) else { throw .unknownKey(name) }
        try set(key, to: value)
    }

    /// The rules that involve two keys: each `key` must be at least its `bound` (`dailyViewCap ≥
    /// baseQuota`). `validate` names `key` when one fails.
    public static let crossKeyRules: [(key: Key, bound: Key)] = [(.dailyViewCap, .baseQuota)]

    /// Checks rules that involve more than one key (`crossKeyRules`).
    public func validate() throws(RemoteConfigError) {
        for key in Key.allCases where self[key] < 0 {
            throw .invalidValue(key: key.rawValue, expected: "a non-negative number", got: self[key])
        }
        for rule in Self.crossKeyRules where self[rule.key] < self[rule.bound] {
            throw .invalidValue(key: rule.key.rawValue, expected: "at least \(rule.bound.rawValue) (\(RemoteConfigError.format(self[rule.bound])))",
                                got: self[rule.key])
        }
    }

    /// Decodes strictly: unknown keys and wrong types are errors; missing keys keep defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for codingKey in container.allKeys {
            guard let key = Key(rawValue: codingKey.stringValue) else {
                throw RemoteConfigError.unknownKey(codingKey.stringValue)
            }
            try set(key, to: try container.decode(Double.self, forKey: codingKey))
        }
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for key in Key.allCases {
            if key.isInteger { try container.encode(Int(self[key]), forKey: key) } else { try container.encode(self[key], forKey: key) }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Why a remote-config value was refused; every case names the key.
public enum RemoteConfigError: Error, Equatable, CustomStringConvertible {
    case unknownKey(String)
    case invalidValue(key: String, expected: String, got: Double)

    /// The key the error is about.
    public var key: String {
        switch self {
        case .unknownKey(let key), .invalidValue(let key, _, _): key
        }
    }

    public var description: String {
        switch self {
        case .unknownKey(let key):
            "unknown remote-config key \"\(key)\" (known: \(RemoteConfig.Key.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .invalidValue(let key, let expected, let got):
            "\(key): expected \(expected), got \(RemoteConfigError.format(got))"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
