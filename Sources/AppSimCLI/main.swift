import Foundation

/// `appsim`: parses the command line, runs one subcommand, exits with its status.
enum AppSim {
    static let help = """
    AppSim: a deterministic, seeded discrete-event simulator of the Melody Map, GoodWatch,
    Dandelion and Music Memory domain rules.

    USAGE: appsim [COMMAND] [OPTIONS]

    COMMANDS:
      run [FILE]        run a scenario and write its report (default: scenarios/default.json5)
      validate [FILE]   check a scenario file without running it
      replay [FILE]     re-run one agent with a trace (--agent caregiver#N --trace)
      check [FILE]      compare a run's KPIs with a committed baseline (--baseline DIR)
      sweep [FILE]      run a grid of arms × replications with confidence intervals
      merge DIR...      combine the shards of a sweep run with --shard i/n
      search QUERY      search a Melody Map catalog as the app does (--catalog DIR)
      catalog           write a synthetic Melody Map catalog (--songs N)
      capacity          estimate search capacity from 500 to 50,000 songs (wall-clock)
      bench NAME        speed measurements: engine, quota-day
      help [COMMAND]    show help

    With no command, appsim runs the default scenario: 'appsim' = 'appsim run'.
    Exit status: 0 success · 1 a check or invariant failed · 2 bad usage or input, or an output
    path AppSim did not write · 3 the report could not be written · 130/143/129 interrupted by
    SIGINT/SIGTERM/SIGHUP.

    """

    static func command(_ name: String) -> (help: String, main: (Arguments) -> ExitCode)? {
        switch name {
        case "run": (RunCommand.help, RunCommand.main)
        case "validate": (ValidateCommand.help, ValidateCommand.main)
        case "replay": (ReplayCommand.help, ReplayCommand.main)
        case "check": (CheckCommand.help, CheckCommand.main)
        case "sweep": (SweepCommand.help, SweepCommand.main)
        case "merge": (MergeCommand.help, MergeCommand.main)
        case "search": (SearchCommand.help, SearchCommand.main)
        case "catalog": (CatalogCommand.help, CatalogCommand.main)
        case "capacity": (CapacityCommand.help, CapacityCommand.main)
        case "bench": (BenchCommand.help, BenchCommand.main)
        default: nil
        }
    }

    static func main(_ words: [String]) -> ExitCode {
        guard let first = words.first else { return RunCommand.main(Arguments([])) }
        if first == "help" || first == "--help" || first == "-h" {
            if let name = words.dropFirst().first {
                guard let command = command(name) else { return Usage.fail(UsageError("unknown command \"\(name)\""), help: "appsim --help") }
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
            return Usage.fail(UsageError("unknown command \"\(first)\""), help: "appsim --help")
        }
        let rest = Arguments(words.dropFirst())
        if rest.wantsHelp {
            Console.out(command.help)
            return .success
        }
        return command.main(rest)
    }
}

exit(AppSim.main(Array(CommandLine.arguments.dropFirst())).rawValue)
