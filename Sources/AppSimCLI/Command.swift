/// A subcommand as `appsim --help` lists it and `appsim NAME` runs it.
struct Command: Sendable {
    /// What follows `appsim` to run it.
    var name: String
    /// Its main argument as the help shows it (`[FILE]`, `QUERY`), or empty.
    var arguments: String
    /// One line: what the command is for.
    var purpose: String
    /// `appsim NAME --help`.
    var help: String
    var main: @Sendable (Arguments) -> ExitCode

    /// `name arguments`, as the command list shows it.
    var synopsis: String { arguments.isEmpty ? name : "\(name) \(arguments)" }
}
