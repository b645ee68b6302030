import Harness
import Model

extension JournalerPopulation {
    /// The keys of `populations.journalers` and of the objects inside it, as
    /// `JournalerPopulationReader` reads them (docs/rules.md#scenario-reference).
    package static let keyTables: [ScenarioKeyTable] = {
        let d = JournalerPopulation()
        let policies = StreakDayPolicy.allCases.map { "`\"\($0.rawValue)\"`" }.joined(separator: " or ")
        return [
            ScenarioKeyTable("", "Dandelion's journalers", [
                ScenarioKey("count", .wholeNumber(0...10_000_000), default: .required, "Journalers."),
                .zones,
                ScenarioKey("dayPolicy", .other("string", allowed: policies), default: .value("\"\(d.dayPolicy.rawValue)\""),
                            "The day policy the app uses for streaks, Insights and the export alike. `\"entryZone\"`: a release's date and "
                            + "time are the local ones where it was written. `\"currentZone\"`: every release is re-dated where the user is "
                            + "now. The other policy is counted alongside for streaks."),
                ScenarioKey("habit", .probability, default: .number(d.habit), "Chance to write on a day; each journaler draws their own."),
                ScenarioKey("releaseHours", .weights(24), default: .words("mornings and late evenings"),
                            "Weights of local hours 0–23 for the day's release."),
                ScenarioKey("medianWords", .number(1...100_000), default: .number(d.medianWords), "Median words a release (lognormal)."),
                ScenarioKey("lapseProbability", .probability, default: .number(d.lapseProbability), "Chance a day starts a lapse."),
                ScenarioKey("lapseDays", .number(1...365), default: .number(d.lapseDays), "Mean length of a lapse in days; a comeback ends it."),
                ScenarioKey("travellerShare", .probability, default: .number(d.travellerShare),
                            "Journalers who travel. Above 0, it needs at least two zones."),
                ScenarioKey("tripsPerMonth", .monthlyRate(maximum: 30), default: .number(d.tripsPerMonth), "Trips per 30 days."),
                ScenarioKey("minimumStayDays", .wholeNumber(1...365), default: .number(Double(d.minimumStayDays)), "Shortest stay, in days."),
                ScenarioKey("maximumStayDays", .other("whole number", allowed: "`minimumStayDays` to 365"), default: .number(Double(d.maximumStayDays)),
                            "Longest stay, in days."),
                ScenarioKey("gates", .object(keysAt: "gates"), default: .words("defaults"), "Bloom's gating touchpoints."),
            ]),
            ScenarioKeyTable("gates", "Gates", BloomTouchpoint.allCases.map { gateKey($0, default: d.gates[$0]) }),
            ScenarioKeyTable("gates.*", "A gate", [
                ScenarioKey("perRelease", .probability, default: .words("per gate, above"), "Chance a release's session tries the feature."),
                ScenarioKey("conversion", .probability, default: .words("per gate, above"), "Chance to buy Bloom at the upgrade prompt."),
            ]),
        ]
    }()

    /// The row of a touchpoint's gate, with its default.
    private static func gateKey(_ touchpoint: BloomTouchpoint, default gate: BloomGate) -> ScenarioKey {
        let meaning = switch touchpoint {
        case .customPrompts: "Creating a custom prompt."
        case .insights: "Viewing Insights."
        case .export: "Exporting."
        }
        let fallback = "{ perRelease: \(ObjectReader.format(gate.perRelease)), conversion: \(ObjectReader.format(gate.conversion)) }"
        return ScenarioKey(touchpoint.key, .other("object", allowed: "`perRelease` and `conversion`, as in the next table"), default: .value(fallback), meaning)
    }
}
