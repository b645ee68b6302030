import Sim

/// Every owner of random streams in AppSim, in one list (docs/rules.md#stream-owners).
///
/// The numbers are part of every report: changing one changes the people a seed describes. Each
/// persona declares its key beside its conformance (`Watchers.streamKey`: persona 2, every agent)
/// and is listed through `Personas.all`; a new catalog or benchmark takes a key here and in
/// `others`. `all` (beside the registry) lists both.
/// `StreamKeysTests` checks that no two owners can derive the same stream.
package enum StreamKeys {
    /// The users of `appsim bench quota-day`.
    package static let quotaDayBenchmark = StreamKey(owner: "quota-day benchmark users", persona: 100, agents: .every)
    /// The synthetic song catalog (purpose: its size).
    package static let syntheticSongs = StreamKey(owner: "synthetic song catalog", persona: 200, agents: .one(0))
    /// The queries of `appsim bench search` (purpose: the catalog's size).
    package static let searchBenchmark = StreamKey(owner: "search benchmark queries", persona: 200, agents: .one(1))
    /// The typed phrases of the search-quality table (purpose: the typo kind).
    package static let searchQuality = StreamKey(owner: "search quality phrases", persona: 200, agents: .one(2))
    /// The popularity order of a caregiver catalog (purpose: its size).
    package static let songPopularity = StreamKey(owner: "song popularity order", persona: 200, agents: .one(3))
    /// The synthetic title catalog of GoodWatch (purpose: its size).
    package static let syntheticTitles = StreamKey(owner: "synthetic title catalog", persona: 201, agents: .one(0))
    /// The viewers of `appsim bench recommend` (purpose: the catalog's size).
    package static let recommendBenchmark = StreamKey(owner: "recommend benchmark viewers", persona: 201, agents: .one(1))
    /// The releases of `appsim bench insights` (purpose: the years).
    package static let insightsBenchmark = StreamKey(owner: "insights benchmark releases", persona: 202, agents: .one(0))
    /// The library of `appsim capacity library` (purpose: its size).
    package static let libraryCapacity = StreamKey(owner: "library capacity songs", persona: 204, agents: .one(0))

    /// Every owner that is not a persona, in key order.
    package static let others = [
        quotaDayBenchmark, syntheticSongs, searchBenchmark, searchQuality, songPopularity, syntheticTitles,
        recommendBenchmark, insightsBenchmark, libraryCapacity,
    ]
}
