/// The keys of one object of a scenario file, in the order the scenario reference lists them
/// (docs/rules.md#scenario-reference).
///
/// docs/scenarios.md shows each table where its `<!-- keys: path -->` marker stands, rendered from
/// this declaration; a test renders them all and compares.
package struct ScenarioKeyTable: Sendable, Equatable {
    /// Where the object stands, relative to its owner's object (a population, or the scenario's
    /// top level): `""` for that object itself, `search.typed` for one inside it, `[]` after an
    /// array's key for its elements (`rollouts[]`), and `*` for objects under keys that vary
    /// (`gates.*`: each gate).
    package let path: String
    /// The object in a few words: the heading of a section the reference adds for it, where it has
    /// no place for it yet (`Search`); for a population's own object, what the population is
    /// (`Melody Map's caregivers`).
    package let title: String
    /// Its keys.
    package let keys: [ScenarioKey]
    /// The path of the table whose keys this object takes, when the reference shows them only
    /// there (a rollout's `set` takes `remoteConfig`'s keys); `nil` when it shows this table.
    package let sameKeysAs: String?

    package init(_ path: String, _ title: String, _ keys: [ScenarioKey]) {
        self.path = path
        self.title = title
        self.keys = keys
        sameKeysAs = nil
    }

    /// The object at `path` that takes the keys of `other`, which has the same owner: shown once,
    /// in `other`'s table.
    package init(_ path: String, sameKeysAs other: ScenarioKeyTable) {
        self.path = path
        title = other.title
        keys = other.keys
        sameKeysAs = other.path
    }

    private init(path: String, title: String, keys: [ScenarioKey], sameKeysAs: String?) {
        self.path = path
        self.title = title
        self.keys = keys
        self.sameKeysAs = sameKeysAs
    }

    /// This table with its path inside the object at `prefix` (`populations.caregivers` and
    /// `search` give `populations.caregivers.search`; `""` gives the prefix itself).
    package func under(_ prefix: String) -> ScenarioKeyTable {
        ScenarioKeyTable(path: Self.join(prefix, path), title: title, keys: keys, sameKeysAs: sameKeysAs.map { Self.join(prefix, $0) })
    }

    private static func join(_ prefix: String, _ path: String) -> String {
        prefix.isEmpty ? path : path.isEmpty ? prefix : "\(prefix).\(path)"
    }
}
