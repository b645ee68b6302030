import Harness
import Model

/// What `appsim run` prints: the settings first (so every run states its seed), then the outcome.
package enum RunConsole {
    /// The first lines: scenario, seed, every setting that shapes the run, and what it will cost.
    package static func header(_ scenario: Scenario, path: String, workers: Int, estimate: ResourceEstimate, command: String = "run") -> String {
        var text = "appsim \(command) \(path)\n"
        text += "  scenario \(scenario.name) · seed \(scenario.seed) · \(scenario.days) days from \(scenario.start)\n"
        text += "  "
        for persona in Personas.all where persona.runs(in: scenario) {
            let population = scenario.populations[erased: persona]
            text += "\(scenario.agentsPhrase(persona)) in \(population.zones.count) zones · "
        }
        text += "\(workers) worker\(workers == 1 ? "" : "s") (results do not depend on it)\n"
        text += "  remote config: " + RemoteConfig.Key.allCases.map { "\($0.rawValue) \(ReportNumber.format(scenario.remoteConfig[$0]))" }.joined(separator: ", ") + "\n"
        for rollout in scenario.rollouts {
            text += "  rollout day \(rollout.day): " + rollout.changes.map { "\($0.key.rawValue) → \(ReportNumber.format($0.value))" }.joined(separator: ", ") + "\n"
        }
        text += "  estimate: \(estimate.description) (memory at the peak, wall time on this machine)\n"
        return text
    }

    /// The closing lines: where the report went, invariants, probes, and any replay commands.
    package static func footer(_ outcome: RunOutcome, directory: String, files: [String]) -> String {
        var text = "wrote \(directory)/: \(files.joined(separator: ", "))\n"
        text += "invariants: \(ReportNumber.grouped(outcome.checkCount)) checks, \(ReportNumber.grouped(outcome.violationCount)) violated\n"
        let required = outcome.scenario.requiredProbes
        text += "probes: \(required.count - outcome.missingProbes.count) of \(required.count) reached"
        text += outcome.missingProbes.isEmpty ? "\n" : " (never reached: \(outcome.missingProbes.map(\.name).joined(separator: ", ")))\n"
        for record in outcome.violations {
            text += "VIOLATION \(record.violation)\n  reproduce: \(record.replay)\n"
        }
        return text
    }
}
