/// A persona's part of a run's report: summary rows and section, files, and fingerprint text.
struct PersonaReport {
    /// Rows of the summary's settings table naming the population (`| watchers | … |`).
    var populationRows = ""
    /// Rows of the settings table on how the population behaves, after every population's rows.
    var behaviourRows = ""
    /// The persona's section of `summary.md`.
    var section: String
    /// The persona's files, its daily table first.
    var files: [(name: String, contents: String)]
    /// What the persona adds to the run fingerprint: its daily table.
    var fingerprintText: String
    /// What the reading guide says of this persona's daily table beyond what every one shares
    /// (its unit, how its weeks are cut); empty when nothing.
    var readingNote = ""
}
