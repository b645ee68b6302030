import Harness
import Model

/// Reads `populations.journalers` strictly.
package enum JournalerPopulationReader {
    package static let keys = [
        "count", "zones", "dayPolicy", "habit", "releaseHours", "medianWords", "lapseProbability", "lapseDays", "travellerShare",
        "tripsPerMonth", "minimumStayDays", "maximumStayDays", "gates",
    ]

    package static func read(_ r: inout ObjectReader) throws(ScenarioError) -> JournalerPopulation {
        var p = JournalerPopulation()
        p.count = try r.integer("count", in: 0...10_000_000)
        if let zones = try r.array("zones") { p.zones = try r.zoneShares(zones) }
        if r.has("dayPolicy") {
            let node = r.value("dayPolicy")!
            let text = try r.string("dayPolicy")
            guard let policy = StreakDayPolicy(rawValue: text) else {
                throw r.error(node, r.path(of: "dayPolicy"), "expected \"entryZone\" or \"currentZone\", got \"\(text)\"")
            }
            p.dayPolicy = policy
        }
        p.habit = try r.probability("habit", default: p.habit)
        if let hours = try r.array("releaseHours") { p.releaseHours = try r.weights(hours, "releaseHours", count: 24) }
        p.medianWords = try r.number("medianWords", default: p.medianWords, in: 1...100_000)
        p.lapseProbability = try r.probability("lapseProbability", default: p.lapseProbability)
        p.lapseDays = try r.number("lapseDays", default: p.lapseDays, in: 1...365)
        p.travellerShare = try r.probability("travellerShare", default: p.travellerShare)
        p.tripsPerMonth = try r.monthlyRate("tripsPerMonth", default: p.tripsPerMonth, maximum: 30)
        p.minimumStayDays = try r.integer("minimumStayDays", default: p.minimumStayDays, in: 1...365)
        p.maximumStayDays = try r.integer("maximumStayDays", default: p.maximumStayDays, in: p.minimumStayDays...365)
        if var gates = try r.object("gates") {
            for touchpoint in BloomTouchpoint.allCases {
                guard var gate = try gates.object(touchpoint.key) else { continue }
                p.gates[touchpoint].perRelease = try gate.probability("perRelease", default: p.gates[touchpoint].perRelease)
                p.gates[touchpoint].conversion = try gate.probability("conversion", default: p.gates[touchpoint].conversion)
                try gate.finish(known: ["perRelease", "conversion"])
            }
            try gates.finish(known: BloomTouchpoint.allCases.map(\.key))
        }
        try r.finish(known: keys)
        if p.travellerShare > 0 && p.zones.count < 2 {
            throw r.error(r.peek("zones") ?? r.peek("travellerShare") ?? r.node, r.path(of: "zones"),
                          "expected at least two zones for travellers to fly between (travellerShare is \(ObjectReader.format(p.travellerShare)))")
        }
        return p
    }
}
