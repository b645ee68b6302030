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

    /// Reads `text`, the contents of `path`.
    package static func read(_ text: String, path: String) throws(RecordError) -> KeptTraces {
        var traces: [Trace] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { throw RecordError("\(path): expected the file to end with a newline") }
        lines.removeLast()
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("== ") {
                let agent = String(line.dropFirst(3))
                guard !agent.isEmpty, !traces.contains(where: { $0.agent == agent }) else {
                    throw RecordError("\(path):\(number + 1): expected an agent named once after ==")
                }
                traces.append(Trace(agent: agent, lines: []))
            } else {
                guard !traces.isEmpty else { throw RecordError("\(path):\(number + 1): expected == AGENT before the first trace line") }
                traces[traces.count - 1].lines.append(String(line))
            }
        }
        return KeptTraces(traces: traces)
    }
}
