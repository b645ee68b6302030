import Harness
import Sim
import Time

/// Where a checked run first behaved differently from its baseline: per persona, the agents and
/// local days whose fingerprints (`AgentDayFingerprints`) changed, the first few with the command
/// that replays them, and — when the baseline kept the trace of one of them — the first event
/// that differs.
///
/// An agent-day's fingerprint hashes, in order, what the agent's events counted that day, and every
/// KPI is built from those counts: a KPI that moved has a changed agent-day behind it, unless what
/// changed is how the KPI is computed from the counts (which this section then says).
package struct CheckDivergence: Sendable {
    /// The agents listed per persona, at most.
    package static let listed = 5

    /// One agent whose behaviour changed.
    package struct ChangedAgent: Equatable, Sendable {
        /// `caregiver#17`.
        package var agent: String
        /// The first local date whose fingerprint changed.
        package var day: LocalDate
        /// The command that replays the agent now.
        package var replay: String
    }

    /// One persona's changes.
    package struct PersonaChanges: Equatable, Sendable {
        /// The persona's plural.
        package var persona: String
        package var changedAgents: Int
        package var changedAgentDays: Int
        /// Up to `listed` agents, by first changed day, then index.
        package var first: [ChangedAgent]
        /// The first changed agent, in the same order, whose trace the baseline kept (it may come
        /// after the listed ones: a baseline keeps a sample of traces), or `nil`.
        package var traced: ChangedAgent?
        /// Why the fingerprints could not be compared (the runs' agents or days differ), or `nil`.
        package var incomparable: String?
    }

    /// The first line of a kept trace that differs now.
    package struct EventDifference: Equatable, Sendable {
        package var agent: String
        /// From 1.
        package var line: Int
        /// `nil` past the end of the trace.
        package var baseline: String?
        package var now: String?
    }

    /// Whether the baseline has fingerprints at all.
    package var baselineHasFingerprints: Bool
    /// Personas with a change, in `Personas.all` order.
    package var personas: [PersonaChanges]
    package var event: EventDifference?
    /// How many agents' traces the baseline kept (`check --update --keep-traces N`).
    package var keptTraces: Int
    /// Whether any KPI moved.
    package var kpisMoved: Bool

    /// Compares `outcome`'s fingerprints with `baseline`'s; replays the first listed agent with a
    /// kept trace.
    package init(baseline: Baseline, outcome: RunOutcome, kpisMoved: Bool) {
        self.kpisMoved = kpisMoved
        baselineHasFingerprints = baseline.fingerprints != nil
        personas = []
        event = nil
        keptTraces = baseline.traces.traces.count
        guard let recorded = baseline.fingerprints else { return }
        for persona in Personas.all {
            let now = outcome.tally(persona)?.fingerprints
            let then = recorded.fingerprints(of: persona.plural)
            guard now != nil || then != nil else { continue }
            if let changes = Self.changes(persona, then: then, now: now, outcome: outcome,
                                          hasTrace: { baseline.traces.lines(of: $0) != nil }) {
                personas.append(changes)
            }
        }
        for changes in personas {
            guard let persona = Personas.all.first(where: { $0.plural == changes.persona }) else { continue }
            if let agent = changes.traced, let kept = baseline.traces.lines(of: agent.agent),
               let index = Int(agent.agent.dropFirst(persona.singular.count + 1)) {
                event = Self.firstDifference(agent: agent.agent, baseline: kept, now: Self.trace(persona, outcome.scenario, index))
                break
            }
        }
    }

    static func trace<P: Persona>(_ persona: P.Type, _ scenario: Scenario, _ index: Int) -> [String] {
        P.replay(scenario, agent: index).trace
    }

    /// One persona's changed agents and agent-days; `nil` when none changed.
    static func changes(_ persona: any Persona.Type, then: AgentDayFingerprints?, now: AgentDayFingerprints?,
                        outcome: RunOutcome, hasTrace: (String) -> Bool) -> PersonaChanges? {
        guard let then, let now, then.agentCount == now.agentCount, then.firstDay == now.firstDay, then.slotsPerAgent == now.slotsPerAgent else {
            let shape = { (f: AgentDayFingerprints?) in f.map { "\($0.agentCount) agents × \($0.slotsPerAgent) days from \($0.day(ofSlot: 0))" } ?? "none" }
            return PersonaChanges(persona: persona.plural, changedAgents: 0, changedAgentDays: 0, first: [], traced: nil,
                                  incomparable: "baseline \(shape(then)), now \(shape(now))")
        }
        var changedAgents = 0
        var changedDays = 0
        var firsts: [(slot: Int, agent: Int)] = []
        for agent in now.agents {
            var first: Int?
            for slot in 0..<now.slotsPerAgent where then.value(agent: agent, slot: slot) != now.value(agent: agent, slot: slot) {
                changedDays += 1
                if first == nil { first = slot }
            }
            if let first {
                changedAgents += 1
                firsts.append((first, agent))
            }
        }
        guard changedAgents > 0 else { return nil }
        let ordered = firsts.sorted { ($0.slot, $0.agent) < ($1.slot, $1.agent) }
        func changed(_ first: (slot: Int, agent: Int)) -> ChangedAgent {
            let name = persona.agentName(first.agent)
            return ChangedAgent(agent: name, day: now.day(ofSlot: first.slot),
                                replay: InvariantViolation.replayCommand(scenarioPath: outcome.scenarioArguments, seed: outcome.scenario.seed, agent: name))
        }
        let traced = ordered.first { hasTrace(persona.agentName($0.agent)) }.map(changed)
        return PersonaChanges(persona: persona.plural, changedAgents: changedAgents, changedAgentDays: changedDays,
                              first: ordered.prefix(listed).map(changed), traced: traced, incomparable: nil)
    }

    /// The first line where `baseline` and `now` differ, or `nil` when they are the same.
    static func firstDifference(agent: String, baseline: [String], now: [String]) -> EventDifference? {
        for line in 0..<max(baseline.count, now.count) {
            let old = line < baseline.count ? baseline[line] : nil
            let new = line < now.count ? now[line] : nil
            if old != new { return EventDifference(agent: agent, line: line + 1, baseline: old, now: new) }
        }
        return nil
    }

    /// Nothing to say: fingerprints compared equal (or are missing) and no KPI moved.
    package var isQuiet: Bool { personas.isEmpty && !kpisMoved }

    /// The section's lines, without indentation or markup.
    var summary: [String] {
        guard baselineHasFingerprints else {
            return ["the baseline has no fingerprints: record it again with --update"]
        }
        guard !personas.isEmpty else {
            return ["no agent-day's fingerprint changed: the KPIs moved without any agent behaving differently "
                    + "(what changed is how KPIs are computed from the counts)"]
        }
        return personas.map { changes in
            if let incomparable = changes.incomparable { return "\(changes.persona): cannot compare (\(incomparable))" }
            return "\(changes.persona): \(changes.changedAgents) agent\(changes.changedAgents == 1 ? "" : "s") and "
                + "\(changes.changedAgentDays) agent-day\(changes.changedAgentDays == 1 ? "" : "s") changed"
        }
    }

    /// Why no event-level difference is shown: the baseline kept no trace, or none of a changed agent.
    var noEventNote: String {
        keptTraces == 0
            ? "the baseline kept no traces: record it with --update --keep-traces N to see the first event that differs"
            : "none of the \(keptTraces) agents whose traces the baseline kept changed: replay the first one listed to see its events"
    }

    /// The agents listed for `changes`: the first few, then — marked `afterGap` — the first whose
    /// trace the baseline kept, when it is not among them.
    static func listed(_ changes: PersonaChanges) -> [(agent: ChangedAgent, afterGap: Bool)] {
        var listed = changes.first.map { (agent: $0, afterGap: false) }
        if let traced = changes.traced, !changes.first.contains(traced) { listed.append((traced, true)) }
        return listed
    }

    /// One listed agent's line; `code` marks up an agent's name and a command (Markdown) or not.
    static func line(_ agent: ChangedAgent, afterGap: Bool, code: (String) -> String) -> String {
        afterGap ? "… \(code(agent.agent)) from \(agent.day) (local), the first whose trace the baseline kept: \(code(agent.replay))"
            : "\(code(agent.agent)) from \(agent.day) (local): \(code(agent.replay))"
    }

    /// The event difference's two lines, `baseline:` and `now:`, each one printable line (a trace
    /// line may hold a user's text: docs/rules.md#text-from-users).
    static func lines(_ event: EventDifference) -> String {
        "baseline: \(event.baseline.map(PrintableText.terminal) ?? "(end of trace)")\nnow:      \(event.now.map(PrintableText.terminal) ?? "(end of trace)")"
    }

    /// What the console shows after the KPI table: empty when `isQuiet`.
    package var consoleText: String {
        guard !isQuiet else { return "" }
        guard baselineHasFingerprints, !personas.isEmpty else { return "divergence: \(summary[0])\n" }
        var text = "divergence (the first agents whose behaviour changed, by first changed local day):\n"
        for (changes, line) in zip(personas, summary) {
            text += "  \(line)\n"
            for (agent, afterGap) in Self.listed(changes) { text += "    \(Self.line(agent, afterGap: afterGap) { $0 })\n" }
        }
        if let event {
            text += "  first event that differs, \(event.agent) trace line \(event.line):\n"
            text += Self.lines(event).split(separator: "\n").map { "    \($0)\n" }.joined()
        } else {
            text += "  \(noEventNote)\n"
        }
        return text
    }

    /// The Markdown section: empty when `isQuiet`.
    package var markdown: String {
        guard !isQuiet else { return "" }
        guard baselineHasFingerprints, !personas.isEmpty else { return "\n**Divergence:** \(summary[0]).\n" }
        var md = "\n### Divergence\n\nThe first agents whose behaviour changed, by first changed local day:\n\n"
        for (changes, line) in zip(personas, summary) {
            md += "- \(line)\n"
            for (agent, afterGap) in Self.listed(changes) { md += "  - \(Self.line(agent, afterGap: afterGap) { PrintableText.markdownCode($0) })\n" }
        }
        if let event {
            md += "\nFirst event that differs, `\(event.agent)` trace line \(event.line):\n\n```\n\(Self.lines(event))\n```\n"
        } else {
            md += "\n\(noEventNote)\n"
        }
        return md
    }
}
