import Harness

/// The arm a sweep compares the others with (docs/rules.md#sweep-baseline): the scenario's own
/// value of every grid key that is a choice — every key a decision does not declare an
/// assumption — or the values `--baseline-arm` names. A grid that leaves out the scenario's own
/// value of a choice key has no baseline, and the sweep is refused before it runs rather than
/// compared with whichever arm came first.
///
/// Assumption keys need no baseline value: each assumption value is a group of its own, whose
/// baseline is its arm with the baseline's choices (`DecisionGroup`).
enum SweepBaseline {
    /// The index in `plan.arms` of the baseline: the first arm with the baseline's choice values.
    ///
    /// - Parameters:
    ///   - named: `--baseline-arm`'s `key=value` pairs, each a choice key of the grid and one of
    ///     its values; the choice keys it leaves out take the scenario's own values.
    ///   - sameAsScenario: whether setting a grid key to a value (`key=value`) leaves the
    ///     scenario as written, which is how the scenario's own value is found among the grid's.
    ///   - writtenValue: the scenario's value of a setting as its file (or an override) writes
    ///     it, for the message when the grid leaves it out; `nil` when the file leaves it to its
    ///     default.
    static func arm(_ plan: SweepPlan, assumptions: [String], named: [String], file: String,
                    sameAsScenario: (String) -> Bool,
                    writtenValue: (String) -> String?) throws(ScenarioError) -> Int {
        let assumed = DecisionGroup.assumptionDimensions(plan, assumptions)
        var chosen = [Int?](repeating: nil, count: plan.dimensions.count)
        for pair in named {
            let (dimension, value) = try namedValue(pair, plan, assumed: assumed)
            chosen[dimension] = value
        }
        for (index, dimension) in plan.dimensions.enumerated() where !assumed.contains(index) && chosen[index] == nil {
            for (value, text) in dimension.values.enumerated() where sameAsScenario("\(dimension.key)=\(text)") {
                chosen[index] = value
                break
            }
            guard chosen[index] == nil else { continue }
            let written = writtenValue(dimension.setting)
            let own = written.map { "(\($0))" } ?? "(its default)"
            let values = dimension.values.joined(separator: ",")
            throw ScenarioError(file: file, path: "sweep.grid.\(dimension.key)",
                                message: "the grid's values {\(dimension.values.joined(separator: ", "))} leave out the scenario's own value \(own), "
                                    + "which every arm is compared with; add it to the grid (--grid \(dimension.key)=\(written ?? "<its value>"),\(values)), "
                                    + "or name the baseline with --baseline-arm \(dimension.key)=\(dimension.values[0])")
        }
        let arms = plan.arms
        return arms.indices.first { arm in
            plan.dimensions.indices.allSatisfy { assumed.contains($0) || arms[arm].values[$0] == plan.dimensions[$0].values[chosen[$0]!] }
        }!
    }

    /// The grid dimension and value index `--baseline-arm`'s `key=value` names.
    static func namedValue(_ pair: String, _ plan: SweepPlan, assumed: [Int]) throws(ScenarioError) -> (dimension: Int, value: Int) {
        let option = "--baseline-arm \(pair)"
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
            throw ScenarioError(file: option, path: "", message: "expected key=value, a grid key and one of its values")
        }
        let key = String(pair[..<equals])
        let value = String(pair[pair.index(after: equals)...])
        let setting = SweepPlan.setting(ofKey: key)
        guard let dimension = plan.dimensions.firstIndex(where: { $0.setting == setting }) else {
            throw ScenarioError(file: option, path: "", message: "\(key) is not a key of the grid ("
                                    + plan.dimensions.map(\.key).joined(separator: ", ") + "); name a grid key")
        }
        guard !assumed.contains(dimension) else {
            throw ScenarioError(file: option, path: "", message: "\(key) is a decision assumption: each of its values is compared "
                                    + "within its own group, so it has no baseline value; name only the keys the decision chooses")
        }
        let values = plan.dimensions[dimension].values
        guard let index = values.firstIndex(where: { sameValue($0, value) }) else {
            throw ScenarioError(file: option, path: "", message: "\(value) is not among the grid's values of \(key) {"
                                    + values.joined(separator: ", ") + "}; name one of them")
        }
        return (dimension, index)
    }

    /// Whether two values as written are the same: equal text, or equal numbers (`2` and `2.0`).
    static func sameValue(_ a: String, _ b: String) -> Bool {
        a == b || (Double(a).flatMap { a in Double(b).map { a == $0 } } ?? false)
    }
}
