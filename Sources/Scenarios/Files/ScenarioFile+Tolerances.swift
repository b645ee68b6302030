import Harness
import Model

extension ScenarioFile {
    /// `tolerances: { "caregiver.*": 0.02, "*": 0, "caregiver.search_hit_at_1": ">= 0.7" }`: rules
    /// by KPI (`Tolerance`). A key is an exact KPI id, a prefix wildcard (`caregiver.*`) or `*`; a
    /// value is a relative tolerance (a number from 0 to 10), a threshold (a string, `Threshold`),
    /// or both: `{ tolerance: 0.02, threshold: ">= 0.7" }`. Refused, naming the key: an unknown KPI
    /// (with the nearest KPI id within 2 edits), a wildcard that covers no KPI, a `*` anywhere but
    /// at the end, a malformed threshold.
    static func readTolerances(_ top: inout ObjectReader) throws(ScenarioError) -> [Tolerance] {
        guard var object = try top.object("tolerances") else { return [] }
        let known = KPICatalog.ids
        var tolerances: [Tolerance] = []
        for key in object.keys {
            let node = object.peek(key)!
            try checkKey(key, known: known, at: node, in: object)
            var tolerance = Tolerance(kpi: key)
            switch node.kind {
            case .string:
                tolerance.threshold = try threshold(key, in: &object)
            case .object:
                var both = try object.object(key)!
                if both.has("tolerance") { tolerance.relative = try both.number("tolerance", in: 0...10) }
                if both.has("threshold") { tolerance.threshold = try threshold("threshold", in: &both) }
                try both.finish(known: ["tolerance", "threshold"])
                guard tolerance.relative != nil || tolerance.threshold != nil else {
                    throw object.error(node, object.path(of: key), "expected { tolerance: 0.02, threshold: \">= 0.7\" } with at least one of the two, got an empty object")
                }
            default:
                tolerance.relative = try object.number(key, in: 0...10)
            }
            tolerances.append(tolerance)
        }
        return tolerances
    }

    /// Refuses a key that names no KPI.
    static func checkKey(_ key: String, known: [String], at node: JSON5Node, in object: ObjectReader) throws(ScenarioError) {
        let path = object.path(of: key)
        let forms = "a KPI id as kpis.csv names it (persona.kpi), a prefix wildcard such as \"caregiver.*\", or \"*\" for every KPI"
        if let prefix = Tolerance.wildcardPrefix(key) {
            guard !prefix.contains("*") else {
                throw object.error(node, path, "expected \(forms): a \"*\" may only end a key")
            }
            guard known.contains(where: { $0.hasPrefix(prefix) }) else {
                throw object.error(node, path, "this wildcard covers no KPI; expected \(forms), where persona is one of: \(Personas.all.map { $0.singular }.joined(separator: ", "))")
            }
        } else if !known.contains(key) {
            guard !key.contains("*") else {
                throw object.error(node, path, "expected \(forms): a \"*\" may only end a key")
            }
            let hint = KeySuggestion.nearest(to: key, in: known).map { " (did you mean \"\($0)\"?)" } ?? " (a run's kpis.csv lists every KPI id)"
            throw object.error(node, path, "unknown KPI\(hint); expected \(forms)")
        }
    }

    /// A threshold string: `">= 0.7"`, `"< 100"`, `"<= 0.5"`, `"> 0"`, `"== 0"`.
    static func threshold(_ key: String, in object: inout ObjectReader) throws(ScenarioError) -> Threshold {
        let node = object.peek(key)!
        guard case .string(let text) = node.kind, let threshold = Threshold(text) else {
            throw object.error(node, object.path(of: key), "expected a threshold: an operator (>=, >, <=, <, ==) and a finite number, such as \">= 0.7\", got \(ObjectReader.show(node))")
        }
        _ = object.value(key)
        return threshold
    }
}
