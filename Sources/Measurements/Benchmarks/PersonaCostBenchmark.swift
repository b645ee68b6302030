import Harness
import Scenarios

/// What an agent-day and an event of each persona cost, and how memory grows with the population:
/// each persona of the default scenario alone at several population sizes, over
/// `days` on `workers` threads, catalogs built before the clock starts.
///
/// The events handled are the kernel's count (`Simulation.delivered`), deterministic for the seed,
/// so a persona's cost per event can be compared with the caregivers' however many events its day
/// holds (the target: no persona above 3× the caregivers). Memory per agent is the peak resident
/// size during the run above the resident size just before it, divided by the agents
/// (`PersonaBenchmarkCase.measure()`): it holds the partitions in flight on each worker and the
/// merged tally, which keeps a fingerprint per agent-day, and not the shared catalog.
///
/// A wall-clock ratio of two runs made a minute apart moves with the machine (here by ±10 %), so
/// the table can be measured in `rounds`: every case once a round, rounds one after another. A
/// row then shows the round of median microseconds per event, and its cost over the caregivers'
/// is the median over the rounds of that round's ratio — each taken from runs minutes apart, not
/// across the whole sitting.
package struct PersonaCostBenchmark: Sendable {
    /// The default population sizes: 1,000 · 10,000 · 100,000, so growth is visible.
    package static let defaultSizes = [1_000, 10_000, 100_000]
    /// The default days: four weeks, the default scenario's horizon.
    package static let defaultDays = 28
    /// The default workers: the two cores the issue's figures are stated for.
    package static let defaultWorkers = 2
    /// The default rounds: each case measured once.
    package static let defaultRounds = 1

    /// One persona at one size, measured.
    package struct Row: Sendable {
        package var persona: String
        package var agents: Int
        package var measured: PersonaBenchmarkCase.Measured
        /// Microseconds per event over the caregivers' at the same size, in the same round (over
        /// several rounds: the median of the rounds' ratios); `nil` when the caregivers were not
        /// measured at that size.
        package var perEventOverCaregivers: Double?
    }

    /// The personas measured, in registry order (every one by default).
    package let personas: [String]
    /// Population sizes, in the order they run.
    package let sizes: [Int]
    /// Days each case lives.
    package let days: Int
    /// Worker threads each case may use.
    package let workers: Int
    /// How many times each case is measured (at least 1).
    package let rounds: Int

    package init(personas: [String] = HorizonBenchmark.personas, sizes: [Int] = defaultSizes, days: Int = defaultDays,
                 workers: Int = defaultWorkers, rounds: Int = defaultRounds) {
        precondition(rounds >= 1, "each case is measured at least once")
        self.personas = personas
        self.sizes = sizes
        self.days = days
        self.workers = workers
        self.rounds = rounds
    }

    /// Agent-days one round of the table simulates: every persona measured at every size.
    package var agentDays: Int { sizes.reduce(0, +) * days * personas.count }

    /// The case to time: `persona` alone, `agents` of them, catalogs built.
    package func prepare(_ persona: String, agents: Int) -> PersonaBenchmarkCase {
        PersonaBenchmarkCase(persona: persona, scenario: HorizonBenchmark(agents: agents).scenario(persona, days: days), workers: workers)
    }

    /// Measures every persona, in registry order (caregivers first), at every size, `rounds`
    /// times; `report` hears each row as its last round finishes. Without the caregivers, no row
    /// has a cost relative to theirs.
    package func measure(_ report: (Row) -> Void) {
        measure(measuring: { persona, agents in prepare(persona, agents: agents).measure() }, report)
    }

    /// `measure(_:)` with each case measured by `measuring(persona, agents)`.
    func measure(measuring: (String, Int) -> PersonaBenchmarkCase.Measured, _ report: (Row) -> Void) {
        // Each case's rounds so far, persona by persona, size by size.
        var measured = [[[PersonaBenchmarkCase.Measured]]](repeating: Array(repeating: [], count: sizes.count), count: personas.count)
        let caregivers = personas.firstIndex(of: "caregivers")
        for round in 0..<rounds {
            for (p, persona) in personas.enumerated() {
                for (s, agents) in sizes.enumerated() {
                    measured[p][s].append(measuring(persona, agents))
                    guard round == rounds - 1 else { continue }
                    let runs = measured[p][s]
                    let ratios = caregivers.map { c in zip(runs, measured[c][s]).map { $0.microsecondsPerEvent / $1.microsecondsPerEvent } }
                    report(Row(persona: persona, agents: agents, measured: Self.median(runs, by: \.microsecondsPerEvent),
                               perEventOverCaregivers: ratios.map { Self.median($0, by: \.self) }))
                }
            }
        }
    }

    /// The middle of `values` ordered by `key` (of an even count, the lower of the two middle ones).
    static func median<Value>(_ values: [Value], by key: (Value) -> Double) -> Value {
        values.sorted { key($0) < key($1) }[(values.count - 1) / 2]
    }

    /// The table's heading lines.
    package var header: String {
        let rounds = self.rounds == 1 ? ""
            : "\n  \(self.rounds) rounds, one after another: each row the round of median µs/event, × caregivers the median of the rounds' ratios"
        return """
        bench personas (wall-clock, not deterministic; events are deterministic for the seed)
          each persona of the default scenario alone · \(days) days · \(workers) worker\(workers == 1 ? "" : "s") · catalogs built before the clock starts
          memory: peak resident growth during the run over the resident size before it, ÷ agents\(rounds)

        \(Self.columns(Self.headings))
        """
    }

    /// The line after the table: the process's largest peak resident memory over the cases,
    /// everything included (runtime, catalogs, partitions in flight, the tally), for the question
    /// "does this population fit this machine".
    package static func footer(_ rows: [Row]) -> String {
        let peaks = rows.compactMap { row in row.measured.peakBytes.map { (row: row, bytes: $0) } }
        guard let (largest, peak) = peaks.max(by: { $0.bytes < $1.bytes }) else { return "" }
        return "\n  process peak resident memory: \(fixed(Double(peak) / 1_048_576, 1)) MiB (\(largest.persona), \(grouped(largest.agents)) agents)\n"
    }

    /// One row of the table.
    package static func line(_ row: Row) -> String {
        let measured = row.measured
        let work = measured.work
        return columns([row.persona, grouped(row.agents), fixed(measured.seconds, 2), grouped(work.events), fixed(Double(work.events) / Double(max(work.agentDays, 1)), 1),
                        fixed(measured.microsecondsPerAgentDay, 2), fixed(measured.microsecondsPerEvent, 3),
                        row.perEventOverCaregivers.map { fixed($0, 2) + "×" } ?? "–", measured.bytesPerAgent.map(grouped) ?? "–"])
    }

    static let headings = ["persona", "agents", "seconds", "events", "events/agent-day", "µs/agent-day", "µs/event", "× caregivers/event", "bytes/agent"]
    /// Column widths: the first is left-aligned, the others right-aligned.
    static let widths = [12, 10, 10, 14, 18, 14, 10, 20, 13]

    static func columns(_ cells: [String]) -> String {
        "  " + zip(cells, widths).enumerated().map { index, cell in pad(cell.0, index == 0 ? -cell.1 : cell.1) }.joined() + "\n"
    }

    /// `text` padded to `|width|` characters: on the right when `width` is negative, else on the left.
    static func pad(_ text: String, _ width: Int) -> String {
        let fill = String(repeating: " ", count: max(0, abs(width) - text.count))
        return width < 0 ? text + fill : fill + text
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String { ReportNumber.fixed(value, decimals: decimals) }
    static func grouped(_ value: Int) -> String { ReportNumber.grouped(Int64(value)) }
}
