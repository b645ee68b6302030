import Model
import Time

extension ObjectReader {
    /// `zones: [{ zone: "Asia/Kathmandu", weight: 2 }, …]`: at least one zone, none twice, IANA
    /// identifiers or UTC±HH:MM, at least one positive weight.
    package func zoneShares(_ nodes: [JSON5Node]) throws(ScenarioError) -> [ZoneShare] {
        let path = self.path(of: "zones")
        let array = peek("zones") ?? node
        guard !nodes.isEmpty else { throw error(array, path, "expected at least one zone") }
        var shares: [ZoneShare] = []
        for (index, node) in nodes.enumerated() {
            var entry = try ObjectReader(node, path: "\(path)[\(index)]", file: file)
            let identifier = try entry.string("zone")
            let zone: Zone
            do {
                zone = try Zone(identifier: identifier)
            } catch {
                throw entry.error(entry.value("zone")!, entry.path(of: "zone"), "expected an IANA time zone (e.g. \"Asia/Kathmandu\") or UTC±HH:MM, got \"\(identifier)\"")
            }
            if shares.contains(where: { $0.zone == zone }) {
                throw entry.error(entry.value("zone")!, entry.path(of: "zone"), "zone \"\(identifier)\" is listed twice")
            }
            let weight = try entry.number("weight", in: 0...1_000_000_000)
            try entry.finish(known: ["zone", "weight"])
            shares.append(ZoneShare(zone: zone, weight: weight))
        }
        guard shares.contains(where: { $0.weight > 0 }) else {
            throw error(array, path, "expected at least one zone with a positive weight")
        }
        return shares
    }
}
