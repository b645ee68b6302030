/// What a persona owns at a scenario file's top level, beside `populations.<plural>`: Melody Map's
/// remote config, its rollouts and in-run arms, the revenue model and the coverage probes
/// (docs/rules.md#scenarios). Part of `Scenario`: compared with it, and encoded at its top level
/// under the persona's own keys, so the fingerprint hashes them where the file has them.
///
/// A persona that owns no top-level key uses `NoSettings`.
package protocol PersonaSettings: Sendable, Equatable, Encodable {
    /// The settings of a scenario that sets none of the keys.
    init()
    /// The top-level keys it reads, in the order the reader's refusal of an unknown key lists them.
    static var keys: [String] { get }
    /// The keys it reads for the scenario reference (docs/rules.md#scenario-reference): the table
    /// at path `""` holds its top-level keys, which the reference lists with the scenario's own;
    /// the others, the objects inside them (`remoteConfig`, `rollouts[]`).
    static var keyTables: [ScenarioKeyTable] { get }
    /// Reads its keys from the scenario's top level (`top`; the run lasts `days` days). Keys it
    /// does not own are left for the scenario reader, which refuses the unknown ones.
    static func read(_ top: inout ObjectReader, days: Int) throws(ScenarioError) -> Self
    /// The setting a bare key names, when it is one of this persona's shorthands (Melody Map's
    /// `baseQuota` for `remoteConfig.baseQuota`), for `--set` and sweep grids; `nil` otherwise.
    static func setting(ofShorthand key: String) -> String?
    /// The shorthands, with what they are, for an error that lists them ("remote-config keys",
    /// and the keys); `nil` when the persona has none.
    static var shorthands: (noun: String, keys: [String])? { get }
    /// The Firebase Remote Config parameters the persona's app reads (Melody Map's ten keys) and
    /// the scenario object that holds their values (`remoteConfig`), so a Remote Config template
    /// can fill it (docs/rules.md#remote-config-template); `nil` when the app reads none.
    static var remoteConfigParameters: (object: String, keys: [String])? { get }
    /// The lines the run's console header gives these settings of `scenario`, without indent.
    func consoleLines(_ scenario: Scenario) -> [String]
    /// The rows of `summary.md`'s settings table for them (`| remote config | … |`).
    func summaryRows(_ scenario: Scenario) -> String
    /// The settings that cannot bind because another limit binds first, each a sentence that
    /// names the value it behaves as (docs/rules.md#non-binding-settings).
    var nonBinding: [String] { get }
}

extension PersonaSettings {
    package var nonBinding: [String] {
        []
    }

    package static func setting(ofShorthand key: String) -> String? {
        nil
    }

    package static var shorthands: (noun: String, keys: [String])? {
        nil
    }

    package static var remoteConfigParameters: (object: String, keys: [String])? {
        nil
    }

    package func consoleLines(_ scenario: Scenario) -> [String] {
        []
    }

    package func summaryRows(_ scenario: Scenario) -> String {
        ""
    }

    /// Whether `other` is a persona's settings equal to these.
    package func isEqual(to other: any PersonaSettings) -> Bool {
        (other as? Self) == self
    }
}

/// The settings of a persona that owns no top-level key: it reads and encodes nothing.
package struct NoSettings: PersonaSettings {
    package init() {}

    package static var keys: [String] { [] }

    package static var keyTables: [ScenarioKeyTable] { [] }

    package static func read(_ top: inout ObjectReader, days: Int) throws(ScenarioError) -> NoSettings {
        NoSettings()
    }

    package func encode(to encoder: any Encoder) throws {}
}

extension Persona {
    /// The top-level keys this persona owns (`PersonaSettings.keys`).
    package static var settingsKeys: [String] { Settings.keys }

    /// The setting a bare key names, when it is one of this persona's shorthands.
    package static func setting(ofShorthand key: String) -> String? {
        Settings.setting(ofShorthand: key)
    }

    /// This persona's shorthands and what they are (`PersonaSettings.shorthands`).
    package static var shorthands: (noun: String, keys: [String])? { Settings.shorthands }

    /// The Remote Config parameters this persona's app reads (`PersonaSettings.remoteConfigParameters`).
    package static var remoteConfigParameters: (object: String, keys: [String])? { Settings.remoteConfigParameters }

    /// The console header's lines for this persona's settings of `scenario`.
    package static func settingsLines(_ scenario: Scenario) -> [String] {
        scenario.populations[settings: Self.self].consoleLines(scenario)
    }

    /// This persona's settings of `scenario` that cannot bind (`PersonaSettings.nonBinding`).
    package static func nonBindingSettings(_ scenario: Scenario) -> [String] {
        scenario.populations[settings: Self.self].nonBinding
    }

    /// `summary.md`'s settings rows for this persona's settings of `scenario`.
    package static func settingsRows(_ scenario: Scenario) -> String {
        scenario.populations[settings: Self.self].summaryRows(scenario)
    }
}
