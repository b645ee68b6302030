import Scenarios

/// What commands share when they write: the command line for manifests, and how a refused or
/// failed output is reported.
enum Output {
    /// The words after `appsim`, as the manifest records them.
    static var commandLine: [String] { Array(CommandLine.arguments.dropFirst()) }

    /// Prints why an output was refused or could not be written; exit 2 or 3.
    static func fail(_ error: OutputError) -> ExitCode {
        Console.error("appsim: \(error)\n")
        return ExitCode(error)
    }
}
