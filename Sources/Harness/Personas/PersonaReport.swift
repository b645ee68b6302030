/// A persona's part of a run's report: summary rows and section, files, and fingerprint text.
package struct PersonaReport {
    /// Rows of the summary's settings table naming the population (`| watchers | … |`).
    package var populationRows = ""
    /// Rows of the settings table on how the population behaves, after every population's rows.
    package var behaviourRows = ""
    /// The persona's section of `summary.md`.
    package var section: String
    /// The persona's files, its daily table first.
    package var files: [(name: String, contents: String)]
    /// What the persona adds to the run fingerprint: its daily table.
    package var fingerprintText: String
    /// What the reading guide says of this persona's daily table beyond what every one shares
    /// (its unit, how its weeks are cut); empty when nothing.
    package var readingNote = ""

    package init(populationRows: String = "", behaviourRows: String = "", section: String,
                 files: [(name: String, contents: String)], fingerprintText: String, readingNote: String = "") {
        self.populationRows = populationRows
        self.behaviourRows = behaviourRows
        self.section = section
        self.files = files
        self.fingerprintText = fingerprintText
        self.readingNote = readingNote
    }
}
