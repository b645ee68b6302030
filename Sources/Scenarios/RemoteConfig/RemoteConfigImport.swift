import Harness

/// What a Remote Config template gives a scenario (docs/rules.md#remote-config-template).
///
/// The default value of each parameter AppSim models (`RemoteConfigParameters`) becomes the
/// scenario's value of its setting, unless the scenario file sets that setting or a `--set`
/// does: the template stands below the file, and the file below `--set` (and a sweep's grid
/// below nothing). The template's values enter as overrides (`remoteConfig.baseQuota=2`) placed
/// before the command's own, so everything that records how a run was made — reports, a
/// baseline's pin, a shard, the replay command — records them. A parameter with conditional values
/// is read from its default value, with a warning; one whose default is the in-app default (or is
/// no value AppSim can read) leaves the scenario's value, with a warning. A parameter AppSim does
/// not model is kept in the template and named once. A modelled parameter whose `valueType` is
/// not NUMBER, or whose value the scenario's own rules refuse, is an error naming the template,
/// the parameter and the fix, before anything runs (exit 2).
package struct RemoteConfigImport: Sendable {
    /// One override per modelled parameter the template sets and neither the scenario file nor a
    /// `--set` does, in template order.
    package var assignments: [String] = []
    /// What the command prints once: `note: …` and `warning: …` lines, without the newline.
    package var notes: [String] = []
    /// The template parameter of each of `assignments`.
    private var sources: [RemoteConfigTemplate.Parameter] = []
    private let file: String

    /// What `template` gives the scenario whose parsed file is `root`, run with `overrides`.
    package init(_ template: RemoteConfigTemplate, scenario root: JSON5Node, overrides: [String]) throws(ScenarioError) {
        file = template.file
        var taken: [String] = []
        var unmodelled: [String] = []
        for parameter in template.parameters {
            guard let setting = RemoteConfigParameters.setting(ofParameter: parameter.key) else {
                unmodelled.append(parameter.key)
                continue
            }
            if let type = parameter.valueType, type != "NUMBER", type != "PARAMETER_VALUE_TYPE_UNSPECIFIED" {
                let node = template.root.member(at: parameter.location + ["valueType"])!
                throw ScenarioError(file: file, line: node.line, column: node.column, path: parameter.path + ".valueType",
                                    message: "AppSim reads \(parameter.key) as a number, and this template declares it \(type); "
                                    + "set its valueType to NUMBER (in the Firebase console: the parameter's data type, Number)")
            }
            let place = "\(file): \(parameter.path)"
            if !parameter.conditions.isEmpty, case .value(let text, _) = parameter.defaultValue {
                notes.append("warning: \(place) has conditional values (\(parameter.conditions.joined(separator: ", "))); "
                             + "AppSim reads its default value, \(text), for everyone")
            }
            guard case .value(let text, _) = parameter.defaultValue else {
                let why = if case .inAppDefault = parameter.defaultValue { "uses the app's in-app default" } else { "has no default value AppSim can read" }
                notes.append("warning: \(place) \(why); AppSim keeps the scenario's \(parameter.key) (its own default unless the scenario sets it)")
                continue
            }
            if let own = root.member(at: setting.split(separator: ".").map(String.init)) {
                notes.append("note: \(place): the scenario file's \(parameter.key) (\(own.text)) wins over the template's \(text)")
                continue
            }
            if let set = overrides.last(where: { ScenarioOverride.sets($0, setting) }) {
                notes.append("note: \(place): \(ScenarioOverride.shown(set)) wins over the template's \(text)")
                continue
            }
            assignments.append(setting + "=" + (RemoteConfigParameters.isNumber(text) ? text : JSON5Node.quoted(text)))
            sources.append(parameter)
            taken.append("\(parameter.key) \(text)")
        }
        if !taken.isEmpty { notes.insert("note: \(file): the scenario takes \(taken.joined(separator: ", ")) from the template", at: 0) }
        if !unmodelled.isEmpty {
            notes.append("note: \(file): kept as read, not modelled by AppSim: \(unmodelled.joined(separator: ", "))")
        }
    }

    /// `error` as the template's when one of `assignments` caused it: the template's file, the
    /// place of the value, what the scenario's rules expected and the fix. Any other error is
    /// returned as it is.
    package func blamed(_ error: ScenarioError) -> ScenarioError {
        guard let index = assignments.firstIndex(where: { ScenarioOverride.shown($0) == error.file }),
              case .value(_, let node) = sources[index].defaultValue else { return error }
        let key = sources[index].key
        return ScenarioError(file: file, line: node.line, column: node.column, path: sources[index].path + ".defaultValue.value",
                             message: "\(error.path.isEmpty ? "" : error.path + ": ")\(error.message); change the template's default value "
                             + "(Firebase writes a number as a string: \"value\": \"3\"), or set \(key) in the scenario or with --set, which wins")
    }
}
