/// A chart as the app remembers it between launches, to show rank movement (↑n ↓n = NEW) and to
/// notify significant movements (seed 004, "Push Notifications: alerts for significant chart
/// movements").
///
/// Decided here, where the seed is silent: a movement is significant when a song enters the top
/// 10 (NEW or from below), or climbs 5 places or more into the top 25. Songs are identified by
/// their persistent id, so a renumbered library keeps its history.
public struct ChartSnapshot: Equatable, Codable, Sendable {
    /// Rank (from 1) by persistent id.
    public private(set) var ranks: [UInt64: Int] = [:]

    public init() {}

    /// The snapshot of `ids` in rank order.
    public init(ranked ids: [UInt64]) {
        ranks.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() { ranks[id] = index + 1 }
    }

    /// One charted song's movement since this snapshot.
    public struct Movement: Equatable, Sendable {
        public var id: UInt64
        public var rank: Int
        public var movement: RankMovement
        public var isSignificant: Bool
    }

    /// The movements of `ids` (in rank order) since this snapshot.
    public func movements(to ids: [UInt64]) -> [Movement] {
        ids.enumerated().map { index, id in
            let rank = index + 1
            let previous = ranks[id]
            let movement = RankMovement(previous: previous, current: rank)
            let entersTop10 = rank <= 10 && (previous.map { $0 > 10 } ?? true)
            let bigClimb = rank <= 25 && (previous.map { $0 - rank >= 5 } ?? false)
            return Movement(id: id, rank: rank, movement: movement, isSignificant: entersTop10 || bigClimb)
        }
    }
}
