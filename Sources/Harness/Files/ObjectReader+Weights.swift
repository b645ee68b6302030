extension ObjectReader {
    /// `count` non-negative weights, at least one positive.
    package mutating func weights(_ nodes: [JSON5Node], _ key: String, count: Int) throws(ScenarioError) -> [Double] {
        let path = self.path(of: key)
        guard nodes.count == count else { throw error(value(key)!, path, "expected \(count) weights, got \(nodes.count)") }
        var weights: [Double] = []
        for (index, node) in nodes.enumerated() {
            weights.append(try ObjectReader.number(node, path: "\(path)[\(index)]", in: 0...1_000_000, reader: self))
        }
        guard weights.contains(where: { $0 > 0 }) else { throw error(value(key)!, path, "expected at least one positive weight") }
        return weights
    }
}
