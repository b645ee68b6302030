import Harness

/// Resolves the scenario of each arm of a sweep from the scenario file parsed once
/// (docs/rules.md#a-sweeps-size: validating a sweep is linear in its arms).
///
/// The file's text is parsed and the sweep's own overrides (`--set`, `--seed`, `--days`) applied
/// once; each arm then applies only its assignments to that tree and is validated by exactly the
/// rules of the file, its errors naming the override that caused them. The tree's `sweep.grid` is
/// cut to its first value per key — its keys kept, so a decision's assumptions still name grid
/// keys — so an arm does not read the whole grid again. An arm's scenario then shares the base
/// scenario's sweep and every part its assignments left equal, so an arm holds its own settings,
/// not a copy of the file. Replications differ from their arm only by the seed, which any value
/// is valid for: they are not resolved one by one (`SweepRun.Prepared.scenario(arm:replication:)`).
struct SweepArms {
    let root: JSON5Node
    let file: String
    let overrides: [String]
    let base: Scenario

    init(text: String, file: String, overrides: [String], base: Scenario) throws(ScenarioError) {
        var root = try ScenarioFile.parsed(text, file: file)
        for (index, override) in overrides.enumerated() {
            root = try ScenarioOverride.apply(override, index: index, to: root)
        }
        self.root = Self.cutGrid(root)
        self.file = file
        self.overrides = overrides
        self.base = base
    }

    /// The scenario of `arm`, with the base scenario's seed.
    func scenario(_ arm: SweepPlan.Arm) throws(ScenarioError) -> Scenario {
        try scenario(assignments: arm.assignments)
    }

    /// The scenario the grid's `key=value` `assignments` give, with the base scenario's seed.
    func scenario(assignments: [String]) throws(ScenarioError) -> Scenario {
        var scenario = try ScenarioFile.resolve(root, file: file, overrides: overrides + assignments, applied: overrides.count)
        scenario.seed = base.seed
        scenario.sweep = base.sweep
        if scenario.decision == base.decision { scenario.decision = base.decision }
        scenario.populations = scenario.populations.sharingStorage(with: base.populations)
        if scenario.tolerances == base.tolerances { scenario.tolerances = base.tolerances }
        if scenario.name == base.name { scenario.name = base.name }
        return scenario
    }

    /// The value of `setting` (a dotted path) as the file and the sweep's overrides write it, or
    /// `nil` when they leave it to its default.
    func writtenValue(ofSetting setting: String) -> String? {
        var node = root
        for key in setting.split(separator: ".") {
            guard case .object(let members) = node.kind, let member = members.last(where: { $0.key == key }) else { return nil }
            node = member.value
        }
        return node.text
    }

    /// `root` with each `sweep.grid` key's array cut to its first element.
    static func cutGrid(_ root: JSON5Node) -> JSON5Node {
        edit(root, member: "sweep") { sweep in
            edit(sweep, member: "grid") { grid in
                guard case .object(var members) = grid.kind else { return grid }
                for index in members.indices {
                    if case .array(let values) = members[index].value.kind, values.count > 1 {
                        members[index].value = JSON5Node(kind: .array([values[0]]), line: members[index].value.line,
                                                         column: members[index].value.column)
                    }
                }
                return JSON5Node(kind: .object(members), line: grid.line, column: grid.column)
            }
        }
    }

    /// `node` with its member `key` (when `node` is an object that has it) replaced by `change` of it.
    static func edit(_ node: JSON5Node, member key: String, _ change: (JSON5Node) -> JSON5Node) -> JSON5Node {
        guard case .object(var members) = node.kind, let index = members.firstIndex(where: { $0.key == key }) else { return node }
        members[index].value = change(members[index].value)
        return JSON5Node(kind: .object(members), line: node.line, column: node.column)
    }
}
