import Harness

/// Reads `populations.gardeners` strictly: every key known, every value checked.
package enum GardenerPopulationReader {
    package static let keys = ["count", "zones", "wateringChance"]

    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> GardenerPopulation {
        var p = GardenerPopulation()
        p.count = try r.integer("count", in: 0...1_000_000)
        if let zones = try r.array("zones") { p.zones = try r.zoneShares(zones) }
        p.wateringChance = try r.probability("wateringChance", default: p.wateringChance)
        try r.finish(known: keys)
        return p
    }
}
