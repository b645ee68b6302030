import Harness


/// Runs every persona of a scenario, one after another in the order of `Personas.all` (each
/// population in its own fixed partitions, so the outcome is the same for any `workers`).
package enum ScenarioRun {
    /// The outcome, or `nil` once `isCancelled()` says so; `progress(persona, done, total)`
    /// reports each persona's partitions (`persona` is its plural) as they finish.
    ///
    /// With a `shard`, each persona simulates only the shard's block of its partitions
    /// (`Shard.partitions(of:)`): the outcome holds a tally for every persona the scenario runs,
    /// empty where the block is, and is one part of the run (`RunShard`), not a whole report.
    package static func run(_ scenario: Scenario, scenarioPath: String, overrides: [String] = [], shard: Shard = .whole, workers: Int,
                           progress: (@Sendable (String, Int, Int) -> Void)? = nil,
                           isCancelled: @escaping @Sendable () -> Bool = { false }) -> RunOutcome? {
        var tallies: [any PersonaTally] = []
        for persona in Personas.all where persona.runs(in: scenario) {
            let plural = persona.plural
            guard let tally = persona.run(scenario, shard: shard, workers: workers,
                                          progress: progress.map { report in { @Sendable done, total in report(plural, done, total) } },
                                          isCancelled: isCancelled) else { return nil }
            tallies.append(tally)
        }
        return RunOutcome(scenario: scenario, scenarioPath: scenarioPath, overrides: overrides, tallies: tallies)
    }
}
