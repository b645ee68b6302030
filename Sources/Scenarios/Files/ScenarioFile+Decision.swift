import Harness

extension ScenarioFile {
    /// A decision as the file states it, with where each KPI name stands: which KPIs a scenario
    /// reports depends on its populations, so the names are checked once the scenario is read.
    struct DecisionDraft {
        var decision: SweepDecision
        /// The objective's and each guardrail's KPI name, with its node and key path, in file order.
        var kpiNames: [(id: String, node: JSON5Node, path: String)]
    }

    /// `decision: { objective, guardrails: [{ kpi, maxDrop | maxRise }], assumptions: [grid keys] }`.
    ///
    /// A decision needs a sweep (there is nothing to decide between without arms); each assumption
    /// must be a key of `sweep.grid` (or name the same setting: `baseQuota` and
    /// `remoteConfig.baseQuota`), named once, and at least one grid key must stay a choice. Each
    /// guardrail has exactly one of `maxDrop` and `maxRise`, from 0 to 1,000,000,000 in the KPI's
    /// own units. KPI names are checked later, by `checkKPIs`.
    static func readDecision(_ top: inout ObjectReader, sweep: SweepPlan?) throws(ScenarioError) -> DecisionDraft? {
        guard let node = top.peek("decision"), var object = try top.object("decision") else { return nil }
        guard let sweep else {
            throw top.error(node, "decision", "expected a sweep to decide between (add sweep: { grid: {...} })")
        }
        let objective = try object.string("objective")
        var kpiNames = [(id: objective, node: object.peek("objective")!, path: object.path(of: "objective"))]
        var guardrails: [SweepDecision.Guardrail] = []
        for (index, element) in (try object.array("guardrails") ?? []).enumerated() {
            var guardrail = try ObjectReader(element, path: object.path(of: "guardrails") + "[\(index)]", file: top.file)
            let kpi = try guardrail.string("kpi")
            kpiNames.append((kpi, guardrail.peek("kpi")!, guardrail.path(of: "kpi")))
            let given = [SweepDecision.Guardrail.Direction.drop, .rise].filter { guardrail.has($0.key) }
            guard let direction = given.first else {
                throw guardrail.error(element, guardrail.path,
                                      "expected maxDrop (how far the KPI may drop) or maxRise (how far it may rise), in the KPI's own units")
            }
            if given.count > 1 {
                throw guardrail.error(guardrail.peek("maxRise")!, guardrail.path(of: "maxRise"), "expected maxDrop or maxRise, not both")
            }
            let limit = try guardrail.number(direction.key, in: 0...1_000_000_000)
            try guardrail.finish(known: ["kpi", "maxDrop", "maxRise"])
            guardrails.append(SweepDecision.Guardrail(kpi: kpi, direction: direction, limit: limit))
        }
        let assumptions = try readAssumptions(&object, sweep: sweep)
        try object.finish(known: ["objective", "guardrails", "assumptions"])
        return DecisionDraft(decision: SweepDecision(objective: objective, guardrails: guardrails, assumptions: assumptions), kpiNames: kpiNames)
    }

    /// `assumptions: ["populations.caregivers.adPropensity"]`: grid keys, each once, not all of them.
    static func readAssumptions(_ object: inout ObjectReader, sweep: SweepPlan) throws(ScenarioError) -> [String] {
        guard let node = object.peek("assumptions"), let elements = try object.array("assumptions") else { return [] }
        let path = object.path(of: "assumptions")
        let keys = sweep.dimensions.map { "\"\($0.key)\"" }.joined(separator: ", ")
        var assumptions: [String] = []
        var settings: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let key) = element.kind, sweep.dimensions.map(\.setting).contains(SweepPlan.setting(ofKey: key)) else {
                let expected = keys.isEmpty ? "it has none" : "one of: " + keys
                throw object.error(element, "\(path)[\(index)]", "expected a key of sweep.grid (\(expected)), got \(ObjectReader.show(element))")
            }
            let setting = SweepPlan.setting(ofKey: key)
            guard !settings.contains(setting) else {
                throw object.error(element, "\(path)[\(index)]", "expected each grid key once, got \(ObjectReader.show(element)) again")
            }
            assumptions.append(key)
            settings.append(setting)
        }
        guard settings.count < sweep.dimensions.count else {
            throw object.error(node, path, "expected at least one grid key left as a choice to decide, got every key of sweep.grid")
        }
        return assumptions
    }

    /// Refuses an objective or guardrail that names a KPI a run of `scenario` does not report,
    /// at the position of the name, listing the KPIs of that persona (or the personas that run);
    /// and one the run cannot measure (`Persona.unmeasurable`: Day-28 retention in a 28-day run),
    /// which would read `n/a` in every arm and decide nothing.
    static func checkKPIs(_ draft: DecisionDraft, of scenario: Scenario, reader: ObjectReader) throws(ScenarioError) {
        let reported = KPICatalog.ids(for: scenario)
        for (id, node, path) in draft.kpiNames {
            if let reason = KPICatalog.unmeasurable(id, in: scenario) {
                throw reader.error(node, path, "expected a KPI this run can measure, got \(TextLimits.shown(id)): \(reason)")
            }
            guard !reported.contains(id) else { continue }
            let persona = id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            let same = reported.filter { $0.hasPrefix(persona + ".") }.map { String($0.dropFirst(persona.count + 1)) }
            let running = Personas.all.filter { $0.runs(in: scenario) }.map { $0.singular }.joined(separator: ", ")
            let expected = same.isEmpty
                ? "expected a KPI this scenario reports, as persona.kpi with persona one of: \(running)"
                : "expected one of the \(persona) KPIs (\(same.joined(separator: ", ")))"
            throw reader.error(node, path, "\(expected), got \(TextLimits.shown(id))")
        }
    }
}
