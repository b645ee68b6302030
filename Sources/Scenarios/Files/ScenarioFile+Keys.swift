import Harness
import Time

extension ScenarioFile {
    /// The tables of the scenario's own objects, as `read` and its helpers read them, with full
    /// paths (docs/rules.md#scenario-reference): the top level, with every registered persona's
    /// top-level keys after the scenario's own; `sweep`; `decision` and its guardrails; a tolerance
    /// rule; `populations`, a row per registered persona; and a zone of any population. Each
    /// persona's own tables are `Persona.keyTables`.
    package static var sharedKeyTables: [ScenarioKeyTable] {
        [
            ScenarioKeyTable(".", "Top level", [
                ScenarioKey("name", .other("string", allowed: "letters, digits, `-` and `_`; at most \(TextLimits.nameLength) characters"),
                            default: .required, "Names the run: the report goes to `reports/<name>/`."),
                ScenarioKey("description", .other("string", allowed: "any text"), default: .value("\"\""), "Free text."),
                ScenarioKey("seed", .other("whole number", allowed: "0 to 2⁶⁴ − 1"), default: .required, "Every random draw derives from it."),
                ScenarioKey("start", .other("string", allowed: "a UTC time from `\"\(shown(earliestStart))\"` to `\"\(shown(latestStart))\"`"),
                            default: .required,
                            "When the run starts, such as `\"2025-03-06T00:00:00Z\"`. Zones are compiled for 1970–2100, daylight saving "
                            + "included, and listeners' history reaches a year before the start."),
                ScenarioKey("days", .wholeNumber(dayRange), default: .required,
                            "How many days the run lasts. It must end by \(shown(Zone.compiledRange.upperBound))."),
                ScenarioKey("populations", .object(keysAt: "populations"), default: .words("none"),
                            "Who lives through the run: an object per persona."),
                ScenarioKey("tolerances", .other("object", allowed: "[rules by KPI](#tolerances)"), default: .words("none"),
                            "What `appsim check` allows each KPI."),
                ScenarioKey("sweep", .object(keysAt: "sweep"), default: .words("none"), "What `appsim sweep` runs."),
                ScenarioKey("decision", .object(keysAt: "decision"), default: .words("none"), "What the sweep decides. Needs a `sweep`."),
            ] + Personas.all.flatMap { $0.topLevelKeyRows }),
            ScenarioKeyTable("sweep", "Sweep", [
                ScenarioKey("grid", .other("object", allowed: "setting: non-empty array of distinct values"), default: .words("no dimensions"),
                            "What the sweep varies. A setting is a dotted path (`\"populations.caregivers.adPropensity\"`) or a persona's "
                            + "shorthand for one (`baseQuota`); two keys naming the same setting (`baseQuota` and "
                            + "`remoteConfig.baseQuota`, or a key and one inside it) are an error."),
                ScenarioKey("replications", .wholeNumber(1...10_000), default: .value("1"), "Runs of each arm, each with its own seed."),
            ]),
            ScenarioKeyTable("decision", "Decision", [
                ScenarioKey("objective", .other("string", allowed: "a KPI the scenario reports, as `persona.kpi`"), default: .required,
                            "The KPI to raise, as `kpis.csv` names it. Higher is better."),
                ScenarioKey("guardrails", .other("array of objects", allowed: "[guardrails](#guardrails)"), default: .value("[]"),
                            "KPIs that may not move too far."),
                ScenarioKey("assumptions", .other("array of strings", allowed: "keys of `sweep.grid`, each once, not all of them"),
                            default: .value("[]"), "Grid keys that describe the world rather than a choice. At least one grid key must stay a choice."),
            ]),
            ScenarioKeyTable("decision.guardrails[]", "Guardrails", [
                ScenarioKey("kpi", .other("string", allowed: "a KPI the scenario reports, as `persona.kpi`"), default: .required, "The KPI to watch."),
                ScenarioKey("maxDrop", .other("number", allowed: "0 to 1,000,000,000; not with `maxRise`"), default: .words("none"),
                            "How far the KPI may drop, in its own units: a share's 0.01 is one percentage point."),
                ScenarioKey("maxRise", .other("number", allowed: "0 to 1,000,000,000; not with `maxDrop`"), default: .words("none"),
                            "How far it may rise, in the same units."),
            ]),
            ScenarioKeyTable("tolerances.*", "Tolerances", [
                ScenarioKey("tolerance", .number(0...10), default: .words("none"), "The relative move allowed from the baseline."),
                ScenarioKey("threshold", .other("string", allowed: "an operator (`>=`, `>`, `<=`, `<`, `==`) and a number, such as `\">= 0.7\"`"),
                            default: .words("none"), "A threshold on the KPI's value."),
            ]),
            ScenarioKeyTable("populations", "Populations", Personas.all.map { persona in
                ScenarioKey(persona.plural, .object(keysAt: persona.plural), default: .words("none"), persona.populationTitle + ".")
            }),
            ScenarioKeyTable.zones.under("populations.*"),
        ]
    }
}
