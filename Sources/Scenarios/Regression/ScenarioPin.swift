import Harness

/// What a baseline pins about the run that recorded it, so that `appsim check` compares like with
/// like: the scenario's name and seed, its days, the overrides the command line gave, a
/// fingerprint of the resolved scenario, and the appsim version.
///
/// `check` refuses (exit 2, before running) when the name, seed, days, overrides or fingerprint
/// differ: a drift would then measure the difference in input, not in the code. The appsim version
/// is shown when it differs but never refused: comparing two versions of the code is what a check
/// is for. A baseline of format 1 pins only the name and seed (`resolved` is `nil`).
package struct ScenarioPin: Equatable, Sendable {
    package var scenario: String
    package var seed: UInt64
    /// Everything else a format-2 baseline pins; `nil` for a baseline recorded before pinning.
    package var resolved: Resolved?

    /// The pins beyond name and seed.
    package struct Resolved: Equatable, Sendable {
        package var days: Int
        /// The `--set` assignments in command-line order, `--seed`/`--days` included as
        /// `seed=N`/`days=N` (`RunOutcome.overrides`).
        package var overrides: [String]
        /// `ScenarioPin.fingerprint(of:)` of the scenario that ran.
        package var fingerprint: String
        package var appsimVersion: String

        package init(days: Int, overrides: [String], fingerprint: String, appsimVersion: String) {
            self.days = days
            self.overrides = overrides
            self.fingerprint = fingerprint
            self.appsimVersion = appsimVersion
        }
    }

    package init(scenario: String, seed: UInt64, resolved: Resolved?) {
        self.scenario = scenario
        self.seed = seed
        self.resolved = resolved
    }

    /// The pin of running `scenario` (already resolved with `overrides`) with this appsim.
    package init(_ scenario: Scenario, overrides: [String]) {
        self.init(scenario: scenario.name, seed: scenario.seed,
                  resolved: Resolved(days: scenario.days, overrides: overrides, fingerprint: Self.fingerprint(of: scenario),
                                     appsimVersion: AppSimVersion.current))
    }

    /// The scenario's fingerprint without its `tolerances`: a tolerance changes how a check
    /// compares, not what a run does, so editing one does not force a baseline to be recorded
    /// again. Every other value is pinned (`Scenario.fingerprint`).
    package static func fingerprint(of scenario: Scenario) -> String {
        var behaviour = scenario
        behaviour.tolerances = []
        return behaviour.fingerprint
    }

    /// The overrides compared as overrides: all but those setting `seed` or `days`, which are
    /// compared by value (so `--days 14` against a file of 14 days is no difference), and those
    /// setting `tolerances`, which are not pinned at all (`fingerprint(of:)`): a check may loosen a
    /// rule with `--set tolerances.caregiver.*=0.02` against any baseline.
    static func comparedOverrides(_ overrides: [String]) -> [String] {
        overrides.filter {
            let key = ScenarioOverride.key(of: $0)
            return !["seed", "days", "tolerances"].contains(key) && !key.hasPrefix("tolerances.")
        }
    }

    /// Why a check of `now` may not compare with a baseline pinned by `self`, one line per
    /// difference, or `nil` when the pins agree. `path` is the scenario file `now` was read from.
    package func mismatch(_ now: ScenarioPin, path: String, baselineDirectory: String) -> String? {
        let nowOverrides = now.resolved?.overrides ?? []
        func source(_ key: String) -> String {
            nowOverrides.last { ScenarioOverride.key(of: $0) == key }.map(ScenarioOverride.shown) ?? PrintableText.terminal(path)
        }
        var lines: [String] = []
        if scenario != now.scenario { lines.append("scenario: baseline \(PrintableText.terminal(scenario)), now \(now.scenario) (\(PrintableText.terminal(path)))") }
        if seed != now.seed { lines.append("seed: baseline \(seed), now \(now.seed) (\(source("seed")))") }
        if let resolved, let current = now.resolved {
            if resolved.days != current.days { lines.append("days: baseline \(resolved.days), now \(current.days) (\(source("days")))") }
            let before = Self.comparedOverrides(resolved.overrides), after = Self.comparedOverrides(current.overrides)
            if before != after { lines.append("overrides: baseline \(Self.shown(before)), now \(Self.shown(after))") }
            if lines.isEmpty, resolved.fingerprint != current.fingerprint {
                lines.append("scenario contents changed: fingerprint \(resolved.fingerprint) → \(current.fingerprint) (\(PrintableText.terminal(path)))")
            }
        }
        guard !lines.isEmpty else { return nil }
        if let version = versionNote(now) { lines.append(version + " (shown, not refused)") }
        let directory = ReportFolder.display(baselineDirectory)
        return "\(directory)/ was recorded from another run than this check's:\n"
            + lines.map { "  \($0)\n" }.joined()
            + (lines.count == 1 && lines[0].hasPrefix("scenario contents changed")
                ? "Run the check with the scenario file as it was when the baseline was recorded,\n"
                : "Run the check as the baseline was recorded: \(recordedCommand(now, path: path, baselineDirectory: baselineDirectory))\n")
            + "or record this run as the baseline deliberately: \(updateCommand(now, path: path, baselineDirectory: baselineDirectory))\n"
    }

    /// Notes that do not refuse a check: a baseline recorded before pinning, or by another appsim.
    package func notes(_ now: ScenarioPin, baselineDirectory: String) -> [String] {
        let directory = ReportFolder.display(baselineDirectory)
        guard resolved != nil else {
            return ["\(directory)/ predates pinning (baseline format 1 pins only the scenario name and seed, not days, overrides "
                    + "or the scenario's contents); comparing anyway. Record it again with --update to pin them"]
        }
        return versionNote(now).map { ["\($0): comparing the two versions of the code"] } ?? []
    }

    private func versionNote(_ now: ScenarioPin) -> String? {
        guard let before = resolved?.appsimVersion, let after = now.resolved?.appsimVersion, before != after else { return nil }
        return "appsim version: baseline \(before), now \(after)"
    }

    /// `appsim check PATH --baseline DIR …` with the baseline's overrides, and its seed and days
    /// where they differ from `now`'s and no override of the baseline set them.
    private func recordedCommand(_ now: ScenarioPin, path: String, baselineDirectory: String) -> String {
        var flags = (resolved?.overrides ?? []).map(ScenarioOverride.commandWords)
        let keys = (resolved?.overrides ?? []).map(ScenarioOverride.key)
        if !keys.contains("seed"), seed != now.seed { flags.append("--seed \(seed)") }
        if let resolved, !keys.contains("days"), resolved.days != now.resolved?.days { flags.append("--days \(resolved.days)") }
        return (["appsim check", PrintableText.shellWord(path), "--baseline", PrintableText.shellWord(baselineDirectory)] + flags)
            .joined(separator: " ")
    }

    private func updateCommand(_ now: ScenarioPin, path: String, baselineDirectory: String) -> String {
        let flags = (now.resolved?.overrides ?? []).map(ScenarioOverride.commandWords)
        return (["appsim check", PrintableText.shellWord(path), "--baseline", PrintableText.shellWord(baselineDirectory)] + flags + ["--update"])
            .joined(separator: " ")
    }

    private static func shown(_ overrides: [String]) -> String {
        overrides.isEmpty ? "none" : overrides.map(ScenarioOverride.shown).joined(separator: " ")
    }
}
