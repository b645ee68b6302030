/// The result of running a scenario: the merged tallies and what they mean for the exit status.
package struct RunOutcome: Sendable {
    package var scenario: Scenario
    /// The scenario file as the user named it.
    package var scenarioPath: String
    /// The `--set key=value` overrides the run was given, in order (`--seed`/`--days` included).
    package var overrides: [String]
    /// The merged tally of every persona the run simulated, in the order of the registry.
    package var tallies: [any PersonaTally]

    package init(scenario: Scenario, scenarioPath: String, overrides: [String] = [], tallies: [any PersonaTally]) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.overrides = overrides
        self.tallies = tallies
    }

    /// The merged tally of `persona`, when the run simulated it.
    package func tally<P: Persona>(_ persona: P.Type) -> P.Tally? {
        tallies.lazy.compactMap { $0 as? P.Tally }.first
    }

    /// The scenario as a command line names it: the path and every override, quoted for a POSIX
    /// shell, so a printed command reproduces this exact scenario.
    package var scenarioArguments: String {
        Self.scenarioArguments(path: scenarioPath, overrides: overrides)
    }

    /// `path` and every override as a command line names them, quoted for a POSIX shell.
    package static func scenarioArguments(path: String, overrides: [String]) -> String {
        ([path] + overrides.flatMap { ["--set", $0] }).map(PrintableText.shellWord).joined(separator: " ")
    }

    /// Every violation kept, persona by persona, with the command that replays it.
    package var violations: [InvariantViolationRecord] {
        tallies.flatMap(\.violations).map {
            InvariantViolationRecord(violation: $0, replay: $0.replayCommand(scenarioPath: scenarioArguments))
        }
    }

    /// Every persona's coverage probes, persona by persona (`Persona.probes`), those of personas
    /// with none left out.
    package var probes: [(persona: String, probes: [ProbeCount])] {
        tallies.map { tally in (tally.ownerPlural, tally.probes(in: scenario)) }.filter { !$0.probes.isEmpty }
    }

    /// Required probes the run never reached, in order.
    package var missingProbes: [String] {
        probes.flatMap { $0.probes.filter { $0.required && $0.reached == 0 }.map(\.name) }
    }

    /// How many probes the scenario requires.
    package var requiredProbeCount: Int {
        probes.reduce(0) { $0 + $1.probes.filter(\.required).count }
    }

    /// Whether every invariant held and every required probe was reached.
    package var passed: Bool {
        violationCount == 0 && missingProbes.isEmpty
    }

    /// How many checks failed in all.
    package var violationCount: Int64 {
        tallies.reduce(0) { $0 + $1.violationCount }
    }

    /// How many checks ran in all.
    package var checkCount: Int64 {
        tallies.reduce(0) { $0 + $1.checkCount }
    }
}
