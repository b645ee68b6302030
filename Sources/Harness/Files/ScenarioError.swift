/// Why a scenario file (or a command-line override) was refused, before anything ran.
///
/// The message names the file (or the `--set key=value` that set the value), the position, the key
/// path and what was expected, e.g.
/// `scenarios/x.json5:12:5: populations.caregivers.adPropensity: expected a number from 0 to 1, got 1.5`
/// or `--set adPropensity=2: populations.caregivers.adPropensity: expected a number from 0 to 1, got 2`.
package struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The file, as the user named it, or for a command-line override the whole assignment
    /// (`--set baseQuota=-1`).
    package var file: String
    /// 1-based line and column of the offending value or key, when known.
    package var line: Int?
    package var column: Int?
    /// The dotted key path (`populations.caregivers.zones[2].weight`); empty for the whole file.
    package var path: String
    /// What was wrong.
    package var message: String
    /// Which `--set` (an index into the overrides) the value came from, until `ScenarioFile.parse`
    /// replaces `file` with the whole assignment.
    package var overrideIndex: Int?

    package init(file: String, line: Int? = nil, column: Int? = nil, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// One line, with any unprintable character from the user's input escaped (`\u{001B}`), so
    /// it is safe to print on a terminal.
    package var description: String {
        let position = line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return TextLimits.escaped(path.isEmpty ? "\(file)\(position): \(message)" : "\(file)\(position): \(path): \(message)")
    }
}
