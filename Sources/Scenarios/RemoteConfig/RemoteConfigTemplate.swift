import Harness

/// A Firebase Remote Config template as `firebase remoteconfig:get -o FILE` writes it and the
/// Remote Config REST API defines it (docs/rules.md#remote-config-template): `conditions` (name,
/// expression, tagColor), `parameters` and `parameterGroups` (each with a description and
/// parameters of its own), an optional `version` and `etag`. A parameter has a `defaultValue`
/// (`value`, a string, or `useInAppDefault`), `conditionalValues` by condition name, a
/// `description` and a `valueType` (NUMBER, STRING, BOOLEAN, JSON).
///
/// The file is read as JSON5, of which JSON is a part (the Firebase CLI itself reads templates
/// with comments allowed), and kept whole: the fields AppSim uses are checked, with the file,
/// line, column and key path of the first problem (exit 2); every other field is kept as read
/// for the export. Parameters count at the top level and inside groups; a key stands once in the
/// whole template, as Firebase requires. Every number must be a JSON number, so the export is JSON.
package struct RemoteConfigTemplate: Sendable {
    /// One parameter, at the top level or in a group.
    package struct Parameter: Sendable {
        /// What a parameter gives when no condition holds.
        package enum Default: Sendable {
            /// `defaultValue: { value: "3" }`, with the node of the string.
            case value(String, JSON5Node)
            /// `defaultValue: { useInAppDefault: true }`: the app keeps its in-app default.
            case inAppDefault
            /// No default value AppSim can read (none, or one Firebase computes when the app
            /// fetches: a personalization or a rollout): the app keeps its in-app default.
            case none
        }

        package var key: String
        /// The members from the template's root to the parameter: `["parameters", "baseQuota"]`
        /// or `["parameterGroups", "Quota", "parameters", "baseQuota"]`.
        package var location: [String]
        package var defaultValue: Default
        /// The names of the conditions it has values for, in file order.
        package var conditions: [String]
        /// `valueType` as written; `nil` when absent.
        package var valueType: String?

        /// `parameters.baseQuota` or `parameterGroups.Quota.parameters.baseQuota`, for messages.
        package var path: String { location.joined(separator: ".") }
    }

    /// The file as the user named it.
    package var file: String
    /// The whole template as read.
    package var root: JSON5Node
    /// Every parameter: the top level's, then each group's, in file order.
    package var parameters: [Parameter]
    /// The conditions' names, in priority order.
    package var conditionNames: [String]

    /// The value types the REST reference lists.
    package static let valueTypes = ["PARAMETER_VALUE_TYPE_UNSPECIFIED", "STRING", "BOOLEAN", "NUMBER", "JSON"]

    /// Reads the template at `path`.
    package static func read(path: String) throws(ScenarioError) -> RemoteConfigTemplate {
        try RemoteConfigTemplate(try ScenarioFile.text(path: path), file: path)
    }

    /// Reads template `text`; `file` names it in errors.
    package init(_ text: String, file: String) throws(ScenarioError) {
        self.file = file
        root = try ScenarioFile.parsed(text, file: file)
        try Self.checkNumbers(root, file: file)
        var top = try ObjectReader(root, path: "", file: file)
        conditionNames = []
        for (index, element) in (try top.array("conditions") ?? []).enumerated() {
            var condition = try ObjectReader(element, path: "conditions[\(index)]", file: file)
            let name = try condition.string("name")
            guard !name.isEmpty, !conditionNames.contains(name) else {
                throw condition.error(condition.peek("name")!, condition.path(of: "name"), "expected a new, non-empty condition name, got \(TextLimits.shown(name))")
            }
            _ = try condition.string("expression")
            _ = try condition.string("tagColor", default: "")
            conditionNames.append(name)
        }
        parameters = []
        if var object = try top.object("parameters") {
            try readParameters(&object, at: ["parameters"])
        }
        if var groups = try top.object("parameterGroups") {
            for name in groups.keys {
                var group = try groups.object(name)!
                _ = try group.string("description", default: "")
                if var object = try group.object("parameters") {
                    try readParameters(&object, at: ["parameterGroups", name, "parameters"])
                }
            }
        }
        _ = try top.object("version")
        _ = try top.string("etag", default: "")
    }

    /// Reads each parameter of `object`, which stands at `location`.
    private mutating func readParameters(_ object: inout ObjectReader, at location: [String]) throws(ScenarioError) {
        for key in object.keys {
            var parameter = try object.object(key)!
            if let earlier = parameters.first(where: { $0.key == key }) {
                throw parameter.error(parameter.node, parameter.path, "a second parameter \(TextLimits.shown(key)) (the first is at \(earlier.path)); "
                                      + "a template's parameter keys are unique, groups included: keep one")
            }
            var valueType: String?
            if let node = parameter.peek("valueType") {
                let type = try parameter.string("valueType")
                guard Self.valueTypes.contains(type) else {
                    throw parameter.error(node, parameter.path(of: "valueType"),
                                          "expected one of \(Self.valueTypes.joined(separator: ", ")), got \(TextLimits.shown(type))")
                }
                valueType = type
            }
            _ = try parameter.string("description", default: "")
            var defaultValue = Parameter.Default.none
            if var value = try parameter.object("defaultValue") {
                if let node = value.peek("value") {
                    defaultValue = .value(try value.string("value"), node)
                } else if value.has("useInAppDefault") {
                    let node = value.value("useInAppDefault")!
                    guard case .bool(let uses) = node.kind else {
                        throw value.error(node, value.path(of: "useInAppDefault"), "expected true or false, got \(ObjectReader.show(node))")
                    }
                    if uses { defaultValue = .inAppDefault }
                }
            }
            var conditions: [String] = []
            if let values = try parameter.object("conditionalValues") {
                for name in values.keys {
                    _ = try ObjectReader(values.peek(name)!, path: values.path(of: name), file: file)
                    conditions.append(name)
                }
            }
            parameters.append(Parameter(key: key, location: location + [key], defaultValue: defaultValue, conditions: conditions,
                                        valueType: valueType))
        }
    }

    /// Refuses a number that JSON cannot hold (`0x1F`, `Infinity`, `+1`), naming its place.
    private static func checkNumbers(_ node: JSON5Node, file: String) throws(ScenarioError) {
        switch node.kind {
        case .number(let text) where !RemoteConfigParameters.isNumber(text):
            throw ScenarioError(file: file, line: node.line, column: node.column, path: "",
                                message: "expected a JSON number, got \(text): a Remote Config template is JSON")
        case .array(let elements):
            for element in elements { try checkNumbers(element, file: file) }
        case .object(let members):
            for member in members { try checkNumbers(member.value, file: file) }
        default: break
        }
    }
}
