/// Printing usage errors.
enum Usage {
    static func fail(_ error: any Error, help: String) -> ExitCode {
        Console.failure("appsim: \(error)\nSee '\(help)'.\n")
        return .badInput
    }
}
