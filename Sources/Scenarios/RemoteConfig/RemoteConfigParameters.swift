import Harness

/// The Firebase Remote Config parameters AppSim models: every registered persona's
/// (`Persona.remoteConfigParameters`; today Melody Map's ten keys in `remoteConfig`), each with
/// the scenario setting that holds its value (docs/rules.md#remote-config-template).
package enum RemoteConfigParameters {
    /// The scenario setting a parameter of this name sets (`baseQuota` → `remoteConfig.baseQuota`),
    /// or `nil` when no persona's app reads it.
    package static func setting(ofParameter key: String) -> String? {
        for persona in Personas.all {
            if let parameters = persona.remoteConfigParameters, parameters.keys.contains(key) { return parameters.object + "." + key }
        }
        return nil
    }

    /// The parameter a scenario setting holds (`remoteConfig.baseQuota` → `baseQuota`), or `nil`
    /// when the setting is no Remote Config parameter.
    package static func parameter(ofSetting setting: String) -> String? {
        for persona in Personas.all {
            guard let parameters = persona.remoteConfigParameters else { continue }
            if let key = parameters.keys.first(where: { parameters.object + "." + $0 == setting }) { return key }
        }
        return nil
    }

    /// Whether `text` is a number as Firebase writes a NUMBER parameter's value: a JSON number
    /// (`3`, `1.99`, `-0.5`, `2e3`), with no sign `+`, no leading zero, no space
    /// (docs/rules.md#remote-config-strings).
    package static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
