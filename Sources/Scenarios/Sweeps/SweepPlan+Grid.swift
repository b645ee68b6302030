import Harness

/// `--grid key=v1,v2,…` on the command line: dimensions that replace or extend a scenario's grid.
extension SweepPlan {
    /// Reads `key=v1,v2,…`: a non-empty key, then values split at commas (each read later as
    /// JSON5, as a `--set` value is), every one kept, so an empty value (`baseQuota=2,,3`,
    /// `baseQuota=,`) or a repeated one is refused by the grid's rules (`Dimension.problem`,
    /// docs/rules.md#sweep-grids) rather than dropped.
    package static func dimension(parsing text: String) throws(SweepGridError) -> Dimension {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw .malformed(text)
        }
        let dimension = Dimension(key: String(text[..<equals]),
                                  values: text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        if let problem = dimension.problem { throw .invalid(text, problem: problem) }
        return dimension
    }

    /// Applies command-line grid dimensions in the order given. Each replaces, in place, the
    /// scenario's dimension for the same setting (`baseQuota` and `remoteConfig.baseQuota` are one
    /// setting), or else is added after the scenario's. Two given dimensions that overlap (see
    /// `Dimension.overlaps`) are refused: one of them would silently win.
    package mutating func apply(grid: [String]) throws(SweepGridError) {
        var given: [Dimension] = []
        for text in grid {
            let dimension = try Self.dimension(parsing: text)
            if let earlier = given.first(where: { $0.overlaps(dimension) }) {
                throw .sameSetting(earlier: earlier.key, later: dimension.key, setting: dimension.setting)
            }
            given.append(dimension)
            if let index = dimensions.firstIndex(where: { $0.setting == dimension.setting }) {
                dimensions[index] = dimension
            } else {
                dimensions.append(dimension)
            }
        }
    }
}
