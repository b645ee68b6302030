import Foundation
import Harness

/// One machine's part of a sweep (`appsim sweep --shard i/n`), as files `appsim merge` combines.
///
/// A shard folder holds `shard.json` (the sweep's header and which shard this is), `runs.csv`
/// (every KPI of every run it did, with the run's seed, violations and missed probes) and the
/// per-arm reports of the replication-0 runs it did. Merging all `n` shards rebuilds exactly the
/// result of the unsharded sweep, so its report is byte-identical.
///
/// `shard.json` pins what the shard ran — the AppSim version and the resolved scenario's
/// fingerprint — and what it wrote: the number of runs and rows of `runs.csv` and the file's
/// fingerprint, so a shard whose `runs.csv` lost or changed rows is refused rather than merged.
/// A scenario's `decision` is written there too (only when it has one), as the scenario file
/// writes it, so a merged `sweep.md` opens with the same decision table.
package struct SweepShard: Sendable {
    package static let format = 2

    package var header: SweepHeader
    package var index: Int
    package var count: Int
    package var tasks: [SweepTask]

    package init(header: SweepHeader, index: Int, count: Int, tasks: [SweepTask]) {
        self.header = header
        self.index = index
        self.count = count
        self.tasks = tasks
    }

    /// The shard's files.
    package var files: [(name: String, contents: String)] {
        let grid = header.plan.dimensions.map { dimension in
            "{\"key\": \(JSON5Node.quoted(dimension.key)), \"values\": [" + dimension.values.map(JSON5Node.quoted).joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        let runs = runsTable
        let meta = """
        {
          "format": \(Self.format),
          "version": \(JSON5Node.quoted(header.version)),
          "scenario": \(JSON5Node.quoted(header.scenario)),
          "scenarioFingerprint": \(JSON5Node.quoted(header.scenarioFingerprint)),
          "seed": \(header.seed),
          "days": \(header.days),
          "scenarioPath": \(JSON5Node.quoted(header.scenarioPath)),
          "grid": [\(grid)],
          "replications": \(header.plan.replications),
          "independent": \(header.independent),
          "baselineArm": \(header.baselineArm),\(decisionLine)
          "shard": \(index),
          "of": \(count),
          "runs": \(tasks.count),
          "rows": \(runs.rows.count),
          "runsFingerprint": \(JSON5Node.quoted(Fingerprint.of(runs.text)))
        }

        """
        return [("shard.json", meta), ("runs.csv", runs.text)] + tasks.flatMap(\.run.armReport)
    }

    /// `\n  "decision": {…},` when the sweep has a decision, else nothing.
    var decisionLine: String {
        guard let decision = header.decision else { return "" }
        let guardrails = decision.guardrails.map { "{\"kpi\": \(JSON5Node.quoted($0.kpi)), \"\($0.direction.key)\": \($0.limit)}" }
        return "\n  \"decision\": {\"objective\": \(JSON5Node.quoted(decision.objective)), \"guardrails\": [\(guardrails.joined(separator: ", "))], "
            + "\"assumptions\": [\(decision.assumptions.map(JSON5Node.quoted).joined(separator: ", "))]},"
    }

    /// `runs.csv`: one row per KPI of every run.
    var runsTable: CSVTable {
        var runs = CSVTable(header: ["arm", "replication", "seed", "violations", "missing_probes", "persona", "kpi", "value"])
        for task in tasks {
            for kpi in task.run.kpis {
                runs.append([String(task.arm), String(task.replication), String(task.run.seed), String(task.run.violations),
                             task.run.missingProbes.joined(separator: ";"), kpi.persona, kpi.name, kpi.value])
            }
        }
        return runs
    }

    /// Reads a shard folder.
    package static func load(directory: String) throws(RecordError) -> SweepShard {
        let metaPath = directory + "/shard.json"
        let (header, index, count, recorded) = try RecordFile.read(metaPath, format: Self.format) { object throws(ScenarioError) in
            let version = try object.string("version")
            let scenario = try object.string("scenario")
            let fingerprint = try object.string("scenarioFingerprint")
            let seed = try object.unsigned("seed")
            let days = try object.integer("days", in: 1...3_650)
            let scenarioPath = try object.string("scenarioPath")
            var dimensions: [SweepPlan.Dimension] = []
            for (position, element) in (try object.array("grid") ?? []).enumerated() {
                var dimension = try ObjectReader(element, path: "grid[\(position)]", file: metaPath)
                let key = try dimension.string("key")
                let values = try dimension.strings("values")
                try dimension.finish()
                dimensions.append(SweepPlan.Dimension(key: key, values: values))
            }
            let replications = try object.integer("replications", in: 1...10_000)
            let plan = SweepPlan(dimensions: dimensions, replications: replications)
            // A shard's grid obeys the rules the sweep's did (docs/rules.md#sweep-grids,
            // docs/rules.md#a-sweeps-size).
            if let (key, problem) = plan.gridProblem {
                throw ScenarioError(file: metaPath, path: "grid", message: "\(TextLimits.shown(key)): \(problem)")
            }
            if let keys = plan.overlappingKeys {
                throw ScenarioError(file: metaPath, path: "grid", message: "\"\(keys.first)\" and \"\(keys.second)\" name the same setting")
            }
            if let problem = plan.sizeProblem { throw ScenarioError(file: metaPath, path: "grid", message: problem) }
            let arms = plan.armCount ?? 0
            let decision = try ScenarioFile.readDecision(&object, sweep: plan)?.decision
            guard case .bool(let independent) = object.value("independent")?.kind else {
                throw ScenarioError(file: metaPath, path: "independent", message: "expected true or false")
            }
            let baselineArm = try object.integer("baselineArm", in: 0...(arms - 1))
            let count = try object.integer("of", in: 1...10_000)
            let index = try object.integer("shard", in: 1...count)
            let runs = try object.integer("runs", in: 0...Int.max)
            let rows = try object.integer("rows", in: 0...Int.max)
            let runsFingerprint = try object.string("runsFingerprint")
            try object.finish()
            let header = SweepHeader(version: version, scenario: scenario, scenarioFingerprint: fingerprint, seed: seed, days: days, scenarioPath: scenarioPath,
                                     plan: plan, independent: independent, baselineArm: baselineArm, decision: decision)
            return (header, index, count, (runs: runs, rows: rows, fingerprint: runsFingerprint))
        }
        let runsPath = directory + "/runs.csv"
        let text = try RecordFile.text(runsPath)
        let rows = text.split(separator: "\n").count - 1
        guard rows == recorded.rows, Fingerprint.of(text) == recorded.fingerprint else {
            throw RecordError("\(runsPath): has \(rows) rows where \(metaPath) records \(recorded.rows), or rows that changed since the shard "
                              + "wrote it: run shard \(index)/\(count) again rather than merge an edited part")
        }
        let tasks = try readRuns(text, path: runsPath, directory: directory, header: header, shard: (index, count))
        guard tasks.count == recorded.runs else {
            throw RecordError("\(runsPath): holds \(tasks.count) runs where \(metaPath) records \(recorded.runs)")
        }
        return SweepShard(header: header, index: index, count: count, tasks: tasks)
    }

    /// The runs of `runs.csv`, each checked against the sweep before it is used
    /// (docs/rules.md#recorded-files): its arm and replication within the grid and one this shard
    /// runs, its seed the one the sweep gives that run, its violations not negative, its rows
    /// together.
    static func readRuns(_ text: String, path: String, directory: String, header: SweepHeader,
                         shard: (index: Int, count: Int)) throws(RecordError) -> [SweepTask] {
        let lines = text.split(separator: "\n").map(String.init)
        let fix = ": run shard \(shard.index)/\(shard.count) again rather than merge a damaged part"
        guard lines.first == "arm,replication,seed,violations,missing_probes,persona,kpi,value" else {
            throw RecordError("\(path):1: expected the header arm,replication,seed,violations,missing_probes,persona,kpi,value" + fix)
        }
        let arms = header.arms.count
        let replications = header.plan.replications
        var tasks: [SweepTask] = []
        var done = Set<Int>()
        for (number, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, let arm = Int(fields[0]), let replication = Int(fields[1]), let seed = UInt64(fields[2]),
                  let violations = Int64(fields[3]), KPIValue.isValue(fields[7]) else {
                throw RecordError("\(path):\(number + 1): expected arm,replication,seed,violations,missing_probes,persona,kpi,value, "
                                  + "got \(TextLimits.shown(line))" + fix)
            }
            guard (0..<arms).contains(arm), (0..<replications).contains(replication), violations >= 0 else {
                throw RecordError("\(path):\(number + 1): expected an arm from 0 to \(arms - 1), a replication from 0 to \(replications - 1) "
                                  + "and violations of at least 0, got \(arm), \(replication), \(violations)" + fix)
            }
            let task = arm * replications + replication
            guard task % shard.count == shard.index - 1 else {
                throw RecordError("\(path):\(number + 1): arm \(arm) replication \(replication) is not a run of shard \(shard.index)/\(shard.count)" + fix)
            }
            let expected = SweepPlan.seed(base: header.seed, replication: replication, arm: arm, independent: header.independent)
            guard seed == expected else {
                throw RecordError("\(path):\(number + 1): expected the seed of arm \(arm) replication \(replication), \(expected), got \(seed)" + fix)
            }
            let kpi = KPIValue(persona: fields[5], name: fields[6], value: fields[7])
            if let last = tasks.last, last.arm == arm, last.replication == replication {
                tasks[tasks.count - 1].run.kpis.append(kpi)
            } else {
                guard done.insert(task).inserted else {
                    throw RecordError("\(path):\(number + 1): the rows of arm \(arm) replication \(replication) are not together" + fix)
                }
                tasks.append(SweepTask(arm: arm, replication: replication, run: SweepResult.Run(
                    seed: seed, kpis: [kpi], violations: violations,
                    missingProbes: fields[4].isEmpty ? [] : fields[4].split(separator: ";").map(String.init), armReport: [])))
            }
        }
        let manifest = tasks.contains { $0.replication == 0 } ? try ReportManifest.read(directory + "/" + ReportManifest.fileName) : nil
        let reports = try armReports(manifest?.files ?? [], directory: directory, fix: fix)
        for index in tasks.indices where tasks[index].replication == 0 {
            guard let names = reports[tasks[index].arm + 1] else {
                throw RecordError("\(directory)/arms/: the report of arm \(tasks[index].arm + 1) is missing" + fix)
            }
            tasks[index].run.armReport = try names.map { name throws(RecordError) in (name, try RecordFile.text("\(directory)/\(name)")) }
        }
        return tasks
    }

    /// The report files the shard's manifest lists under `arms/<n>-…/`, by arm number `n`: every
    /// file there (by name), so every persona's files and `arms.csv` come across, not only the
    /// caregivers'. A name that could leave the shard's folder (`..`, an absolute path, an empty
    /// segment) is refused.
    static func armReports(_ files: [String], directory: String, fix: String) throws(RecordError) -> [Int: [String]] {
        var reports: [Int: [String]] = [:]
        for name in files where name.hasPrefix("arms/") {
            let segments = name.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.count >= 3, !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                  let number = Int(segments[1].prefix { $0 != "-" }), number >= 1, segments[1].dropFirst(String(number).count).first == "-" else {
                throw RecordError("\(directory)/\(ReportManifest.fileName): lists \(TextLimits.shown(name)), expected arms/<n>-<arm>/<file>" + fix)
            }
            reports[number, default: []].append(name)
        }
        return reports
    }

    /// Combines shards into the whole sweep's result.
    ///
    /// - Throws: when the shards come from different sweeps, a shard is missing or repeated, or
    ///   together they do not cover every run exactly once.
    package static func merge(_ shards: [SweepShard]) throws(RecordError) -> SweepResult {
        guard let first = shards.first else { throw RecordError("no shards to merge") }
        for shard in shards {
            let which = "shard \(shard.index)/\(shard.count)"
            let against = "shard \(first.index)/\(first.count)"
            guard shard.header.version == first.header.version else {
                throw RecordError("\(which) was written by appsim \(shard.header.version), \(against) by \(first.header.version): run every shard with the same version")
            }
            guard shard.header.scenarioFingerprint == first.header.scenarioFingerprint else {
                throw RecordError("\(which) ran a different scenario than \(against) (fingerprint \(shard.header.scenarioFingerprint), "
                                  + "not \(first.header.scenarioFingerprint)): run every shard from the same scenario file, overrides and catalogs")
            }
            guard shard.header == first.header, shard.count == first.count else {
                throw RecordError("\(which) belongs to a different sweep than \(against)")
            }
        }
        let indices = shards.map(\.index).sorted()
        if let repeated = zip(indices, indices.dropFirst()).first(where: { $0 == $1 })?.0 {
            throw RecordError("shard \(repeated)/\(first.count) is given twice")
        }
        let missing = Set(1...first.count).subtracting(indices).sorted()
        guard missing.isEmpty else {
            throw RecordError("missing shards: " + missing.map { "\($0)/\(first.count)" }.joined(separator: ", "))
        }
        guard let result = SweepResult(header: first.header, tasks: shards.flatMap(\.tasks)) else {
            throw RecordError("the shards do not cover every run of the sweep exactly once")
        }
        return result
    }
}
