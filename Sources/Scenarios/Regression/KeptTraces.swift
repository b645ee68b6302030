import Harness

/// A baseline's `traces.txt`: the full `appsim replay --trace` lines of a sample of agents per
/// persona, kept by `check --update --keep-traces N` so that `check` can show the first event that
/// differs. Each agent is a line `== caregiver#17` followed by its trace lines (which begin with a
/// date, never with `==`).
package struct KeptTraces: Equatable, Sendable {
    /// The file's name in a baseline folder.
    package static let fileName = "traces.txt"

    /// One agent's trace.
    package struct Trace: Equatable, Sendable {
        /// `caregiver#17`.
        package var agent: String
        package var lines: [String]
    }

    /// Persona by persona in `Personas.all` order, agents by index.
    package var traces: [Trace]

    package init(traces: [Trace] = []) {
        self.traces = traces
    }

    /// Replays `count` agents of each persona `outcome` simulated, evenly spaced (agent
    /// `k · agents / count` for k from 0), each alone with a trace.
    package init(_ outcome: RunOutcome, count: Int) {
        traces = count <= 0 ? [] : outcome.tallies.flatMap { Self.replay($0, outcome.scenario, count: count) }
    }

    static func replay<Tally: PersonaTally>(_ tally: Tally, _ scenario: Scenario, count: Int) -> [Trace] {
        let agents = Tally.Owner.agentCount(in: scenario)
        let kept = (0..<min(count, agents)).map { $0 * agents / min(count, agents) }
        let shared = Tally.Owner.sharedInput(for: scenario)
        return kept.map { index in
            let world = Tally.Owner.simulate(scenario, agents: index..<(index + 1), shared: shared, tracing: true, isCancelled: { false })
            return Trace(agent: Tally.Owner.agentName(index), lines: world.trace ?? [])
        }
    }

    /// The trace kept for `agent`, if any.
    package func lines(of agent: String) -> [String]? {
        traces.first { $0.agent == agent }?.lines
    }

    /// The file's text.
    package var text: String {
        traces.map { trace in "== \(trace.agent)\n" + trace.lines.map { $0 + "\n" }.joined() }.joined()
    }

    /// Reads `text`, the contents of `path` (docs/rules.md#recorded-files): each `== AGENT`
    /// names an agent as AppSim does (`caregiver#17`: a persona's singular, `#`, its index), once.
    /// Anything else is a `RecordError` naming the file and line, and `record`, the command that
    /// records the baseline again.
    package static func read(_ text: String, path: String,
                             record: String = "appsim check FILE --baseline DIR --update --keep-traces N") throws(RecordError) -> KeptTraces {
        var traces: [Trace] = []
        var seen = Set<String>()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let fix = "; record the baseline again with: \(record)"
        guard lines.last == "" else { throw RecordError("\(path): expected the file to end with a newline" + fix) }
        lines.removeLast()
        let singulars = Personas.all.map { $0.singular }
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("== ") {
                let agent = String(line.dropFirst(3))
                let parts = agent.split(separator: "#", omittingEmptySubsequences: false)
                guard parts.count == 2, singulars.contains(String(parts[0])), !parts[1].isEmpty, parts[1].count <= 18,
                      parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), seen.insert(agent).inserted else {
                    throw RecordError("\(path):\(number + 1): expected an agent named once after == (\(singulars[0])#17: one of "
                                      + "\(singulars.joined(separator: ", ")), #, an index), got \(TextLimits.shown(agent))" + fix)
                }
                traces.append(Trace(agent: agent, lines: []))
            } else {
                guard !traces.isEmpty else { throw RecordError("\(path):\(number + 1): expected == AGENT before the first trace line" + fix) }
                traces[traces.count - 1].lines.append(String(line))
            }
        }
        return KeptTraces(traces: traces)
    }
}
