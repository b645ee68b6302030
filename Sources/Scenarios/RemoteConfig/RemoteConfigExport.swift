import Foundation
import Harness

/// A Remote Config template carrying a sweep's decision (docs/rules.md#remote-config-export).
///
/// The chosen arm's (`DecisionTable.chosenArm`) value of each choice the decision makes goes to
/// its parameter: as the parameter's new default value, or, with a rollout percent, as its value
/// under a new percent condition (`RolloutCondition`), added last among the conditions (or
/// replacing the expression of the condition of that name). A parameter whose value does not
/// change is left alone; every other parameter, condition, group, description and field is kept
/// as read, and `version` is dropped, as the Firebase CLI sends none when it deploys. The file is
/// JSON as `JSON5Node.indentedJSON` writes it: keys sorted, two spaces a level.
package struct RemoteConfigExport: Sendable {
    /// A parameter the export changes.
    package struct Change: Sendable, Equatable {
        package var key: String
        /// The template's default value as read (`3`), or words where it has none.
        package var from: String
        package var to: String
    }

    /// Why a sweep's decision cannot go out to a template: exit 2, nothing written.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package var changes: [Change] = []
    /// The condition a rollout added, if any parameter changed.
    package var condition: RolloutCondition?
    /// The template, as JSON.
    package var text: String

    /// `template` with `values` (a parameter's key and the value to give it, as Firebase writes
    /// it): as default values, or under a `rolloutPercent` condition.
    package init(_ template: RemoteConfigTemplate, values: [(key: String, value: String)], rolloutPercent: Int?) {
        var root = template.root
        for (key, value) in values {
            guard let parameter = template.parameters.first(where: { $0.key == key }) else { continue }
            var from = "the in-app default"
            if case .value(let text, _) = parameter.defaultValue {
                guard Self.number(text) != Self.number(value) else { continue }
                from = text
            }
            changes.append(Change(key: key, from: from, to: value))
        }
        let explicit = { (value: String) in JSON5Node(kind: .object([Self.member("value", .string(value))]), line: 0, column: 0) }
        if let rolloutPercent, !changes.isEmpty {
            let condition = RolloutCondition(parameters: changes.map(\.key), percent: rolloutPercent)
            var conditions: [JSON5Node] = []
            if case .array(let elements) = root.member(at: ["conditions"])?.kind { conditions = elements }
            let expression = JSON5Node(kind: .string(condition.expression), line: 0, column: 0)
            if let index = conditions.firstIndex(where: { $0.member(at: ["name"])?.kind == .string(condition.name) }) {
                conditions[index] = conditions[index].setting(expression, at: ["expression"])
            } else {
                conditions.append(JSON5Node(kind: .object([Self.member("name", .string(condition.name)), Self.member("expression", expression.kind)]),
                                            line: 0, column: 0))
            }
            root = root.setting(JSON5Node(kind: .array(conditions), line: 0, column: 0), at: ["conditions"])
            for change in changes {
                let location = template.parameters.first { $0.key == change.key }!.location
                root = root.setting(explicit(change.to), at: (location + ["conditionalValues", condition.name])[...])
            }
            self.condition = condition
        } else {
            for change in changes {
                let location = template.parameters.first { $0.key == change.key }!.location
                root = root.setting(explicit(change.to), at: (location + ["defaultValue"])[...])
            }
        }
        text = root.removing("version").indentedJSON
    }

    /// The export of `result`'s chosen arm: the values of the decision's choices in that arm.
    ///
    /// - Throws: `Refusal` when a run failed its invariants or probes (no basis for a
    ///   deployment) or the decision chooses no arm.
    package init(_ result: SweepResult, template: RemoteConfigTemplate, rolloutPercent: Int?) throws(Refusal) {
        guard result.failedRuns == 0 else {
            throw Refusal(description: "\(result.failedRuns) runs failed their invariants or probes, and a failing model is no basis for a deployment")
        }
        guard let decision = result.header.decision else { throw Refusal(description: "the scenario declares no decision") }
        let table = DecisionTable(result, decision: decision)
        let arm: Int
        switch table.chosenArm(result.header) {
        case .arm(let chosen): arm = chosen
        case .none(let reason): throw Refusal(description: reason)
        }
        let plan = result.header.plan
        var values: [(key: String, value: String)] = []
        for dimension in table.choiceDimensions(plan) {
            guard let key = RemoteConfigParameters.parameter(ofSetting: plan.dimensions[dimension].setting),
                  let value = Self.firebaseNumber(result.header.arms[arm].values[dimension]) else {
                throw Refusal(description: "\(plan.dimensions[dimension].key) is no Remote Config parameter")
            }
            values.append((key, value))
        }
        self.init(template, values: values, rolloutPercent: rolloutPercent)
    }

    /// Why a sweep of `plan` deciding `decision` cannot go out to `template`, before it runs:
    /// no decision, or a choice that is no Remote Config parameter or one the template lacks.
    package static func problem(_ plan: SweepPlan, decision: SweepDecision?, template: RemoteConfigTemplate, scenario: String) -> String? {
        guard let decision else {
            return "\(scenario) declares no decision, and --export-remote-config writes the decision's choice; add decision: { objective: … }"
        }
        let assumed = DecisionGroup.assumptionDimensions(plan, decision.assumptions)
        for (index, dimension) in plan.dimensions.enumerated() where !assumed.contains(index) {
            guard let key = RemoteConfigParameters.parameter(ofSetting: dimension.setting) else {
                return "the grid key \(dimension.key) is a choice of the decision and no Remote Config parameter, so the template cannot carry "
                    + "the decision; sweep Remote Config parameters only, or name \(dimension.key) in decision.assumptions"
            }
            guard template.parameters.contains(where: { $0.key == key }) else {
                return "\(template.file) has no parameter \(key), and the export changes only parameters the template has; "
                    + "add \(key) to the template (in the Firebase console, then firebase remoteconfig:get) first"
            }
        }
        return nil
    }

    /// Whether `data` is a template exactly as AppSim writes one: its own `indentedJSON`.
    package static func isAppSims(_ data: Data) -> Bool {
        guard let text = String(data: data, encoding: .utf8), let node = try? JSON5Parser.parse(text) else { return false }
        return node.indentedJSON == text
    }

    /// A grid value as Firebase writes a number (`2`, `1.99`); `nil` when it is no number.
    static func firebaseNumber(_ text: String) -> String? {
        guard let node = try? JSON5Parser.parse(text), let value = number(node) else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// A number's value, written as one or as a string holding one.
    private static func number(_ node: JSON5Node) -> Double? {
        switch node.kind {
        case .number(let text): JSON5Number(text)?.double
        case .string(let text) where RemoteConfigParameters.isNumber(text): JSON5Number(text)?.double
        default: nil
        }
    }

    /// A template value's number, for telling whether a value changes.
    private static func number(_ text: String) -> Double? {
        RemoteConfigParameters.isNumber(text) ? JSON5Number(text)?.double : nil
    }

    private static func member(_ key: String, _ kind: JSON5Node.Kind) -> JSON5Node.Member {
        JSON5Node.Member(key: key, value: JSON5Node(kind: kind, line: 0, column: 0), line: 0, column: 0)
    }
}

extension RemoteConfigExport {
    /// What the export did, in one line: `baseQuota 3 → 2 as its default value`, `… for 10 % of
    /// app instances (condition appsim_rollout_baseQuota: percent('appsim_rollout_baseQuota') <= 10)`,
    /// or that no value changes.
    package var summary: String {
        guard !changes.isEmpty else { return "the chosen arm keeps every value the template has; only version is dropped" }
        let moves = changes.map { "\($0.key) \($0.from) → \($0.to)" }.joined(separator: ", ")
        guard let condition else { return moves + (changes.count == 1 ? " as its default value" : " as their default values") }
        return moves + " for \(condition.percent) % of app instances (condition \(condition.name): \(condition.expression))"
    }
}
