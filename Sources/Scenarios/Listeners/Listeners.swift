import Model
import Sim

/// Listeners (Music Memory): people who play music with the app open or closed, while the app
/// records plays in real time, discovers the rest at sync, charts them and runs maintenance.
enum Listeners: Persona {
    typealias Agent = Listener
    typealias Event = ListenerEvent
    typealias Population = ListenerPopulation
    typealias Metric = ListenerMetric
    typealias Invariant = ListenerInvariant
    typealias Tally = ListenerTally
    typealias World = ListenerWorld
    typealias SharedInput = Void

    static let singular = "listener"
    static let plural = "listeners"
    static let streamKey = StreamKey(owner: "listeners", persona: 4, agents: .every)

    static func readPopulation(_ reader: inout ObjectReader) throws(ScenarioError) -> ListenerPopulation {
        try ListenerPopulationReader.read(&reader)
    }

    static var kpiNames: [String] { ListenerReport.kpiNames }

    static func kpis(_ tally: ListenerTally, _ scenario: Scenario) -> [(name: String, value: String)] {
        ListenerReport.kpis(tally, scenario)
    }

    static func report(_ tally: ListenerTally, _ scenario: Scenario) -> PersonaReport {
        ListenerReport.report(tally, scenario)
    }
}

extension Scenario {
    /// The listeners (Music Memory).
    package var listeners: ListenerPopulation {
        get { populations[Listeners.self] }
        set { populations[Listeners.self] = newValue }
    }
}

extension RunOutcome {
    /// The listeners' merged tally, when the scenario has any.
    package var listeners: ListenerTally? { tally(Listeners.self) }
}
