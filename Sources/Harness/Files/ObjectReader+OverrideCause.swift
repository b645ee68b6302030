extension ObjectReader {
    /// An error whose cause is the override that set `cause`, about a value the file holds
    /// (`victim`, at `victimPath`), or `nil` when `cause` came from the file itself.
    ///
    /// A rule that ties two values (a rollout's day and `days`, `baseQuota` and `dailyViewCap`)
    /// fails on the value it checks, which may be the file's; when the other value came from a
    /// `--set`, `--seed` or `--days`, that override is named as the cause, with the file's value
    /// and its place, e.g. `--days 2: rollouts[0].day is 7, …(x.json5:12:5); run 8 days or more`.
    package static func overrideCaused(by cause: JSON5Node?, victim: JSON5Node?, file: String, _ message: String) -> ScenarioError? {
        guard let cause, let index = JSON5Node.overrideIndex(ofLine: cause.line) else { return nil }
        if let victim, JSON5Node.overrideIndex(ofLine: victim.line) != nil { return nil }
        return ObjectReader.error(at: JSON5Node.overrideLine(index), 0, file: file, path: "", message)
    }

    /// Where `node` stands in `file` (`x.json5:12:5`), or `the default` when the file does not set it.
    package static func place(_ node: JSON5Node?, file: String) -> String {
        guard let node, JSON5Node.overrideIndex(ofLine: node.line) == nil else { return "the default" }
        return "\(file):\(node.line):\(node.column)"
    }
}
