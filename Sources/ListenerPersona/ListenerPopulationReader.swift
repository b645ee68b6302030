import Harness

/// Reads `populations.listeners` strictly.
package enum ListenerPopulationReader {
    package static let keys = ["count", "zones", "librarySongs", "seededPlaysPerSong", "sessionsPerDay", "songsPerSession", "appOpenShare",
                               "skipProbability", "partialProbability", "foregroundShare", "maintenanceShare", "songReaddsPerMonth",
                               "phoneRestoresPerYear"]

    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> ListenerPopulation {
        var p = ListenerPopulation()
        p.count = try r.integer("count", in: 0...1_000_000)
        if let zones = try r.array("zones") { p.zones = try r.zoneShares(zones) }
        p.librarySongs = try r.integer("librarySongs", default: p.librarySongs, in: 1...100_000)
        p.seededPlaysPerSong = try r.number("seededPlaysPerSong", default: p.seededPlaysPerSong, in: 0...1_000)
        p.sessionsPerDay = try r.number("sessionsPerDay", default: p.sessionsPerDay, in: 0...50)
        p.songsPerSession = try r.number("songsPerSession", default: p.songsPerSession, in: 1...500)
        p.appOpenShare = try r.probability("appOpenShare", default: p.appOpenShare)
        p.skipProbability = try r.probability("skipProbability", default: p.skipProbability)
        p.partialProbability = try r.probability("partialProbability", default: p.partialProbability)
        p.foregroundShare = try r.probability("foregroundShare", default: p.foregroundShare)
        p.maintenanceShare = try r.probability("maintenanceShare", default: p.maintenanceShare)
        p.songReaddsPerMonth = try r.number("songReaddsPerMonth", default: p.songReaddsPerMonth, in: 0...30)
        p.phoneRestoresPerYear = try r.number("phoneRestoresPerYear", default: p.phoneRestoresPerYear, in: 0...365)
        try r.finish(known: keys)
        return p
    }
}
