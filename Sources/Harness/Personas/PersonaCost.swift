/// What a run of one persona costs, as the persona knows it: counts read from its part of the
/// scenario, each with the constant the persona measured for it (docs/rules.md#cost-estimate).
///
/// The estimate (`ResourceEstimate`) combines every registered persona's cost with the run's
/// shard, workers and cores; it names no persona. Every term is plain arithmetic on the scenario's
/// means: no simulation, no random draw, no libm function, so a scenario always gets the same
/// estimate.
package struct PersonaCost: Sendable, Equatable {
    /// The agents the run simulates (installers included) and the agent-days they live.
    package var agents: Int
    package var agentDays: Double

    /// Bytes one agent of a running partition holds by the end of the run (its state, what it
    /// keeps per day lived, a library).
    package var bytesPerAgent: Double
    /// Seconds of one agent-day on one core, and once per agent (a library built when installed).
    package var secondsPerAgentDay: Double
    package var secondsPerAgent = 0.0

    /// The catalog every partition shares, built once: its bytes and build time, plus a cache
    /// that grows as the root of the work it serves: `cacheGrowthPerAgentDay` × the agent-days
    /// run gives the work, whose square root × `cacheBytesPerRoot` (and × `cacheSecondsPerRoot`)
    /// is the cache's size (and its warm-up).
    /// What the catalog is built from (empty: no catalog): a sweep builds a catalog once for
    /// every arm whose catalog has the same name.
    package var catalogName = ""
    package var catalogBytes = 0.0
    package var catalogSeconds = 0.0
    package var cacheGrowthPerAgentDay = 0.0
    package var cacheBytesPerRoot = 0.0
    package var cacheSecondsPerRoot = 0.0

    /// Backend requests an agent-day makes, one entry per stream of requests that fill their own
    /// `backend.csv` cells (an endpoint, or every endpoint pooled); empty for an app that calls
    /// no server.
    package var requestsPerAgentDay: [Double] = []
    /// The `backend.csv` cells (UTC minute × endpoint) one entry's requests can fill a day.
    package var backendCellsPerDay = 1_440.0
    /// Per request kept: the log, its sorted copy and what the backend KPIs build from it.
    package var bytesPerRequest = 0.0
    /// `backend.csv` rows a request makes while minutes are sparse, and a row's bytes at its peak.
    package var rowsPerRequest = 0.0
    package var bytesPerRow = 0.0

    /// The run's merged tally beyond its backend log (its counters per day), as a partition's
    /// tally holds it too.
    package var tallyBytes: Double
    /// What the merged tally keeps per agent of the run, which no partition's holds: the agent-day
    /// fingerprints, for a persona that prices them (docs/rules.md#agent-day-fingerprints).
    package var keptBytesPerAgent = 0.0

    /// Sweeps: an agent-day's time as a share of a run alone's (what a sweep's runs share).
    package var sweepTimeShare = 1.0
    /// Sweeps: bytes per agent-day of what the runs of one seed record for each other, held for
    /// the seeds in flight; and of the results every later seed shares.
    package var bytesPerRecordedAgentDay = 0.0
    package var bytesPerSharedAgentDay = 0.0

    package init(agents: Int, agentDays: Double, bytesPerAgent: Double, secondsPerAgentDay: Double, tallyBytes: Double) {
        self.agents = agents
        self.agentDays = agentDays
        self.bytesPerAgent = bytesPerAgent
        self.secondsPerAgentDay = secondsPerAgentDay
        self.tallyBytes = tallyBytes
    }

    /// A tally of `counters` counters per day over the run's series (its days and 5 more), and
    /// per row of `extraRows` more (a caregiver's in-run arms).
    package static func seriesBytes(counters: Int, days: Int, extraRows: Int = 0) -> Double {
        Double(8 * (days + 5 + extraRows) * counters)
    }
}
