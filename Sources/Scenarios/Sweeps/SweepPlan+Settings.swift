import Harness

extension SweepPlan {
    /// The scenario path a key sets: a registered persona's shorthand (Melody Map's bare
    /// remote-config key `baseQuota` sets `remoteConfig.baseQuota`), as in `--set`; any other key
    /// is its own path.
    package static func setting(ofKey key: String) -> String {
        guard !key.contains(".") else { return key }
        return Personas.all.lazy.compactMap { $0.setting(ofShorthand: key) }.first ?? key
    }

    /// The first two grid keys that name the same setting (see `Dimension.overlaps`), or `nil`.
    package var overlappingKeys: (first: String, second: String)? {
        for (index, dimension) in dimensions.enumerated() {
            if let earlier = dimensions[..<index].first(where: { $0.overlaps(dimension) }) { return (earlier.key, dimension.key) }
        }
        return nil
    }
}

extension SweepPlan.Dimension {
    /// The scenario path the key sets (`SweepPlan.setting(ofKey:)`), as it does for `--set`.
    package var setting: String {
        SweepPlan.setting(ofKey: key)
    }

    /// Whether this key and `other` set the same value, or one sets a value inside the
    /// other's (`populations.caregivers.search` and `populations.caregivers.search.typoRate`):
    /// in a grid, one of the two would silently win.
    package func overlaps(_ other: SweepPlan.Dimension) -> Bool {
        let a = setting, b = other.setting
        return a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
    }
}
