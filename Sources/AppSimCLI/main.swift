import Foundation

/// `appsim`: parses the command line, runs one subcommand, exits with its status.
enum AppSim {
    /// Every subcommand, in the order the help lists them.
    static let commands: [Command] = [
        Command(name: "run", arguments: "[FILE]", purpose: "run a scenario and write its report (default: scenarios/default.json5)",
                help: RunCommand.help, main: RunCommand.main),
        Command(name: "validate", arguments: "[FILE]", purpose: "check a scenario file, its sweep arms and its cost without running it",
                help: ValidateCommand.help, main: ValidateCommand.main),
        Command(name: "replay", arguments: "[FILE]", purpose: "re-run one agent of a run alone (--agent PERSONA#N), with --trace or --shrink",
                help: ReplayCommand.help, main: ReplayCommand.main),
        Command(name: "check", arguments: "[FILE]", purpose: "compare a run's KPIs with a committed baseline (--baseline DIR)",
                help: CheckCommand.help, main: CheckCommand.main),
        Command(name: "sweep", arguments: "[FILE]", purpose: "run a grid of arms × replications with confidence intervals",
                help: SweepCommand.help, main: SweepCommand.main),
        Command(name: "merge", arguments: "DIR...", purpose: "combine the shards of a run or a sweep (--shard i/n) into its report",
                help: MergeCommand.help, main: MergeCommand.main),
        Command(name: "search", arguments: "QUERY", purpose: "search a Melody Map catalog as the app does (--catalog DIR)",
                help: SearchCommand.help, main: SearchCommand.main),
        Command(name: "catalog", arguments: "", purpose: "write a synthetic Melody Map catalog (--songs N)",
                help: CatalogCommand.help, main: CatalogCommand.main),
        Command(name: "capacity", arguments: "", purpose: "estimate search and Music Memory library capacity (wall-clock)",
                help: CapacityCommand.help, main: CapacityCommand.main),
        Command(name: "bench", arguments: "NAME", purpose: "speed (wall-clock): engine, quota-day, search, recommend, insights, horizon, personas",
                help: BenchCommand.help, main: BenchCommand.main),
    ]

    /// `appsim --help`: every command of `commands` with its one-line purpose.
    static let help = """
    AppSim: a deterministic, seeded discrete-event simulator of the Melody Map, GoodWatch,
    Dandelion and Music Memory domain rules.

    USAGE: appsim [COMMAND] [OPTIONS]

    COMMANDS:
    \((commands.map { ($0.synopsis, $0.purpose) } + [("help [COMMAND]", "show this help, or a command's")])
        .map { "  " + $0.0.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

    With no command, appsim runs the default scenario: 'appsim' = 'appsim run'.
    'appsim COMMAND --help' (or 'appsim help COMMAND') shows a command's options.
    Exit status: 0 success · 1 a check or invariant failed · 2 bad usage or input, or an output
    path AppSim did not write · 3 the report could not be written · 130/143/129 interrupted by
    SIGINT/SIGTERM/SIGHUP.

    """

    static func command(_ name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// `unknown command "x"`, naming the commands there are.
    static func unknown(_ name: String) -> UsageError {
        UsageError("unknown command \"\(name)\"; the commands are " + commands.map(\.name).joined(separator: ", "))
    }

    static func main(_ words: [String]) -> ExitCode {
        guard let first = words.first else { return RunCommand.main(Arguments([])) }
        if first == "help" || first == "--help" || first == "-h" {
            if let name = words.dropFirst().first {
                guard let command = command(name) else { return Usage.fail(unknown(name), help: "appsim --help") }
                Console.out(command.help)
            } else {
                Console.out(help)
            }
            return .success
        }
        if first.hasPrefix("-") && !Arguments(words).wantsHelp {
            return RunCommand.main(Arguments(words))
        }
        guard let command = command(first) else {
            return Usage.fail(unknown(first), help: "appsim --help")
        }
        let rest = Arguments(words.dropFirst())
        if rest.wantsHelp {
            Console.out(command.help)
            return .success
        }
        return command.main(rest)
    }
}

Console.holdStandardDescriptors()
exit(AppSim.main(Array(CommandLine.arguments.dropFirst())).rawValue)
