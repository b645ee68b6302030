import Harness
import Model

/// What `appsim run` prints: the settings first (so every run states its seed), then the outcome.
package enum RunConsole {
    /// The first lines: scenario, seed, every setting that shapes the run, and what it will cost.
    package static func header(_ scenario: Scenario, path: String, workers: Int, estimate: ResourceEstimate?, command: String = "run") -> String {
        var text = "appsim \(command) \(PrintableText.terminal(path))\n"
        text += "  scenario \(scenario.name) · seed \(scenario.seed) · \(scenario.days) days from \(scenario.start)\n"
        text += "  "
        for persona in Personas.all where persona.runs(in: scenario) {
            let population = scenario.populations[erased: persona]
            text += "\(scenario.agentsPhrase(persona)) in \(population.zones.count) zones · "
        }
        text += "\(workers) worker\(workers == 1 ? "" : "s") (results do not depend on it)\n"
        for persona in Personas.all {
            text += persona.settingsLines(scenario).map { "  " + $0 + "\n" }.joined()
        }
        return text + nonBindingLines([scenario]) + (estimate.map(estimateLine) ?? "")
    }

    /// A `  note:` line per setting of `scenarios` that cannot bind because another limit binds
    /// first (docs/rules.md#non-binding-settings), each said once, in scenario order; `except`'s
    /// are left out (the header said them already).
    package static func nonBindingLines(_ scenarios: [Scenario], except said: [Scenario] = []) -> String {
        func notes(_ scenario: Scenario) -> [String] { Personas.all.flatMap { $0.nonBindingSettings(scenario) } }
        let before = said.flatMap(notes)
        var lines: [String] = []
        for note in scenarios.flatMap(notes) where !lines.contains(note) && !before.contains(note) {
            lines.append(note)
        }
        return lines.map { "  note: \($0)\n" }.joined()
    }

    /// The header's last line: what the run will need.
    package static func estimateLine(_ estimate: ResourceEstimate) -> String {
        "  estimate: \(estimate.description) (memory at the peak, wall time on this machine)\n"
    }

    /// The line a shard's header adds: which agents of each persona it simulates — the block of
    /// partitions `shard` takes (`Shard.partitions(of:)`).
    package static func shardLine(_ scenario: Scenario, shard: Shard) -> String {
        let blocks = Personas.all.filter { $0.runs(in: scenario) }.map { persona in
            let count = persona.agentCount(in: scenario)
            let partitions = persona.partitions(in: scenario)
            let block = partitions[shard.partitions(of: partitions.count)]
            let agents = (block.first?.lowerBound ?? 0)..<(block.last?.upperBound ?? 0)
            let which = agents.isEmpty ? "none" : "\(persona.singular)#\(agents.lowerBound)–#\(agents.upperBound - 1)"
            return "\(which) of \(ReportNumber.grouped(Int64(count))) \(persona.plural)"
        }
        return "  shard \(shard.index) of \(shard.count): " + blocks.joined(separator: " · ") + "\n"
    }

    /// The closing lines of a shard: where its part went, its invariants and any replay commands.
    /// Probes are judged when the shards are merged: one shard's agents may miss a probe
    /// another's reach.
    package static func shardFooter(_ outcome: RunOutcome, shard: Shard, directory: String, files: [String]) -> String {
        var text = "wrote \(PrintableText.terminal(directory))/: shard \(shard.index) of \(shard.count): \(files.joined(separator: ", "))\n"
        text += "invariants: \(ReportNumber.grouped(outcome.checkCount)) checks, \(ReportNumber.grouped(outcome.violationCount)) violated\n"
        text += "probes: judged by appsim merge, once all \(shard.count) shards are in\n"
        return text + violationLines(outcome)
    }

    /// The closing lines: where the report went, invariants, probes, and any replay commands.
    package static func footer(_ outcome: RunOutcome, directory: String, files: [String]) -> String {
        var text = "wrote \(PrintableText.terminal(directory))/: \(files.joined(separator: ", "))\n"
        text += "invariants: \(ReportNumber.grouped(outcome.checkCount)) checks, \(ReportNumber.grouped(outcome.violationCount)) violated\n"
        let required = outcome.requiredProbeCount
        text += "probes: \(required - outcome.missingProbes.count) of \(required) reached"
        text += outcome.missingProbes.isEmpty ? "\n" : " (never reached: \(outcome.missingProbes.joined(separator: ", ")))\n"
        return text + violationLines(outcome)
    }

    /// Each violation kept, with the command that reproduces it.
    static func violationLines(_ outcome: RunOutcome) -> String {
        outcome.violations.map { "VIOLATION \($0.violation)\n  reproduce: \($0.replay)\n" }.joined()
    }
}
