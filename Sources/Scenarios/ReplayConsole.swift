import Harness
import Model
import Sim

/// What `appsim replay` prints for one agent, named `persona#N` after a persona of `Personas.all`.
package enum ReplayConsole {
    /// Replays `agent` alone when it names an agent of `scenario`: what to print, and whether it
    /// broke an invariant; `nil` for any other name.
    package static func replay(_ scenario: Scenario, path: String, agent: String, trace: Bool) -> (text: String, violated: Bool)? {
        guard let (persona, index) = resolve(agent, in: scenario, among: Personas.all) else { return nil }
        return replay(persona, scenario, path: path, agent: agent, index: index, trace: trace)
    }

    /// Shrinks what `agent` did to a minimal failing sequence, when it names an agent of a persona
    /// that shrinks (`ShrinkingPersona`): what to print, and whether it broke an invariant; `nil`
    /// for any other name.
    package static func shrink(_ scenario: Scenario, agent: String) -> (text: String, violated: Bool)? {
        guard let (persona, index) = resolve(agent, in: scenario, among: shrinking),
              let shrinking = persona as? any ShrinkingPersona.Type else { return nil }
        return shrinking.shrink(scenario, agent: index, name: agent)
    }

    /// What `--agent` accepts in `scenario`: `caregiver#N with N from 0 to 299 or watcher#N from 0
    /// to 9`, every persona the scenario simulates, and with `shrinking`, which shrink.
    package static func expectedAgents(in scenario: Scenario, shrinking: Bool) -> String {
        let listed = Personas.all.filter { $0.runs(in: scenario) }.enumerated().map { position, persona in
            "\(persona.singular)#N \(position == 0 ? "with N " : "")from 0 to \(persona.agentCount(in: scenario) - 1)"
        }
        return listed.joined(separator: " or ")
            + (shrinking ? " (--shrink takes \(self.shrinking.map { $0.plural }.joined(separator: " and ")))" : "")
    }

    /// The personas `--shrink` takes.
    static var shrinking: [any Persona.Type] {
        Personas.all.filter { $0 is any ShrinkingPersona.Type }
    }

    /// The persona and index `agent` names (`watcher#17`) among `personas`, if it is one of the
    /// scenario's agents.
    static func resolve(_ agent: String, in scenario: Scenario, among personas: [any Persona.Type]) -> (any Persona.Type, Int)? {
        for persona in personas where agent.hasPrefix(persona.singular + "#") {
            guard let index = Int(agent.dropFirst(persona.singular.count + 1)), index >= 0,
                  index < persona.agentCount(in: scenario) else { return nil }
            return (persona, index)
        }
        return nil
    }

    static func replay<P: Persona>(_ persona: P.Type, _ scenario: Scenario, path: String, agent: String, index: Int,
                                   trace: Bool) -> (text: String, violated: Bool) {
        let replay = P.replay(scenario, agent: index)
        return (text(scenario: scenario, path: path, agent: agent, tally: replay.tally, trace: trace ? replay.trace : nil),
                replay.tally.ledger.isViolated)
    }

    /// The replay command, the trace (if asked), the agent's non-zero totals and its checks.
    static func text<Tally: PersonaTally>(scenario: Scenario, path: String, agent: String, tally: Tally, trace: [String]?) -> String {
        var text = "appsim replay \(PrintableText.terminal(path)) --seed \(scenario.seed) --agent \(agent)\n"
        if let trace {
            text += trace.map { "  \($0)\n" }.joined()
        }
        let counts = Tally.Metric.allCases.filter { tally.totals[$0] > 0 }.map { "\($0.name) \(tally.totals[$0])" }
        text += "totals: " + counts.joined(separator: ", ") + "\n"
        text += "invariants: \(tally.checkCount) checks, \(tally.violationCount) violated\n"
        for violation in tally.violations {
            text += "VIOLATION \(violation)\n"
        }
        return text
    }
}
