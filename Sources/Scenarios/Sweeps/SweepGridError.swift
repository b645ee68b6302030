import Harness

/// Why a `--grid` given on the command line is refused (see `SweepPlan.apply(grid:)`).
package enum SweepGridError: Error, Equatable, CustomStringConvertible {
    /// Not `key=v1,v2,…`.
    case malformed(String)
    /// Two `--grid` keys name the same setting, or one a value inside the other's.
    case sameSetting(earlier: String, later: String, setting: String)
    /// `key=v1,v2,…` whose key or values break a grid's rules (`SweepPlan.Dimension.problem`):
    /// an empty value, a value listed twice.
    case invalid(String, problem: String)

    /// One printable line: the grid text the user typed escaped as for a terminal
    /// (docs/rules.md#text-from-users).
    package var description: String {
        switch self {
        case .malformed(let text):
            "--grid expects key=v1,v2,..., got \(TextLimits.shown(text))"
        case .sameSetting(let earlier, let later, let setting):
            PrintableText.terminal("--grid \(earlier)=… and --grid \(later)=… name the same setting (\(setting)); keep one of them")
        case .invalid(let text, let problem):
            "--grid \(TextLimits.shown(text)): \(PrintableText.terminal(problem)) (expected key=v1,v2,... e.g. --grid baseQuota=2,3,4)"
        }
    }
}
