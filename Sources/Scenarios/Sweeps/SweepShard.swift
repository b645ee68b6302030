import Foundation

/// One machine's part of a sweep (`appsim sweep --shard i/n`), as files `appsim merge` combines.
///
/// A shard folder holds `shard.json` (the sweep's header and which shard this is), `runs.csv`
/// (every KPI of every run it did, with the run's seed, violations and missed probes) and the
/// per-arm reports of the replication-0 runs it did. Merging all `n` shards rebuilds exactly the
/// result of the unsharded sweep, so its report is byte-identical.
public struct SweepShard: Sendable {
    public static let format = 1

    public var header: SweepHeader
    public var index: Int
    public var count: Int
    public var tasks: [SweepTask]

    public init(header: SweepHeader, index: Int, count: Int, tasks: [SweepTask]) {
        self.header = header
        self.index = index
        self.count = count
        self.tasks = tasks
    }

    /// The shard's files.
    public var files: [(name: String, contents: String)] {
        let grid = header.plan.dimensions.map { dimension in
            "{\"key\": \(JSON5Node.quoted(dimension.key)), \"values\": [" + dimension.values.map(JSON5Node.quoted).joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        let meta = """
        {
          "format": \(Self.format),
          "scenario": \(JSON5Node.quoted(header.scenario)),
          "seed": \(header.seed),
          "scenarioPath": \(JSON5Node.quoted(header.scenarioPath)),
          "grid": [\(grid)],
          "replications": \(header.plan.replications),
          "independent": \(header.independent),
          "baselineArm": \(header.baselineArm),
          "shard": \(index),
          "of": \(count)
        }

        """
        var runs = CSVTable(header: ["arm", "replication", "seed", "violations", "missing_probes", "persona", "kpi", "value"])
        for task in tasks {
            for kpi in task.run.kpis {
                runs.append([String(task.arm), String(task.replication), String(task.run.seed), String(task.run.violations),
                             task.run.missingProbes.joined(separator: ";"), kpi.persona, kpi.name, kpi.value])
            }
        }
        return [("shard.json", meta), ("runs.csv", runs.text)] + tasks.flatMap(\.run.armReport)
    }

    /// Reads a shard folder.
    public static func load(directory: String) throws(RecordError) -> SweepShard {
        let metaPath = directory + "/shard.json"
        let (header, index, count) = try RecordFile.read(metaPath, format: Self.format) { object throws(ScenarioError) in
            let scenario = try object.string("scenario")
            let seed = try object.unsigned("seed")
            let scenarioPath = try object.string("scenarioPath")
            var dimensions: [SweepPlan.Dimension] = []
            for (position, element) in (try object.array("grid") ?? []).enumerated() {
                var dimension = try ObjectReader(element, path: "grid[\(position)]", file: metaPath)
                let key = try dimension.string("key")
                let values = try (dimension.array("values") ?? []).map { value throws(ScenarioError) -> String in
                    guard case .string(let text) = value.kind else {
                        throw dimension.error(value, dimension.path(of: "values"), "expected strings")
                    }
                    return text
                }
                try dimension.finish()
                dimensions.append(SweepPlan.Dimension(key: key, values: values))
            }
            let replications = try object.integer("replications", in: 1...10_000)
            guard case .bool(let independent) = object.value("independent")?.kind else {
                throw ScenarioError(file: metaPath, path: "independent", message: "expected true or false")
            }
            let baselineArm = try object.integer("baselineArm", in: 0...1_000_000)
            let count = try object.integer("of", in: 1...10_000)
            let index = try object.integer("shard", in: 1...count)
            try object.finish()
            let header = SweepHeader(scenario: scenario, seed: seed, scenarioPath: scenarioPath,
                                     plan: SweepPlan(dimensions: dimensions, replications: replications),
                                     independent: independent, baselineArm: baselineArm)
            return (header, index, count)
        }
        return SweepShard(header: header, index: index, count: count,
                          tasks: try readRuns(directory: directory, header: header))
    }

    static func readRuns(directory: String, header: SweepHeader) throws(RecordError) -> [SweepTask] {
        let path = directory + "/runs.csv"
        let lines = try RecordFile.text(path).split(separator: "\n").map(String.init)
        guard lines.first == "arm,replication,seed,violations,missing_probes,persona,kpi,value" else {
            throw RecordError("\(path):1: expected the header arm,replication,seed,violations,missing_probes,persona,kpi,value")
        }
        var tasks: [SweepTask] = []
        for (number, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, let arm = Int(fields[0]), let replication = Int(fields[1]), let seed = UInt64(fields[2]),
                  let violations = Int64(fields[3]), Double(fields[7]) != nil else {
                throw RecordError("\(path):\(number + 1): expected arm,replication,seed,violations,missing_probes,persona,kpi,value, got \"\(line)\"")
            }
            let kpi = KPI(persona: fields[5], name: fields[6], value: fields[7])
            if let last = tasks.last, last.arm == arm, last.replication == replication {
                tasks[tasks.count - 1].run.kpis.append(kpi)
            } else {
                tasks.append(SweepTask(arm: arm, replication: replication, run: SweepResult.Run(
                    seed: seed, kpis: [kpi], violations: violations,
                    missingProbes: fields[4].isEmpty ? [] : fields[4].split(separator: ";").map(String.init), armReport: [])))
            }
        }
        for index in tasks.indices where tasks[index].replication == 0 {
            tasks[index].run.armReport = try readArmReport(directory: directory, arm: tasks[index].arm)
        }
        return tasks
    }

    /// The report files under `arms/<arm + 1>-…/`, in the order a run writes them.
    static func readArmReport(directory: String, arm: Int) throws(RecordError) -> [(name: String, contents: String)] {
        let arms = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/arms")) ?? []
        guard let folder = arms.sorted().first(where: { $0.hasPrefix("\(arm + 1)-") }) else {
            throw RecordError("\(directory)/arms/: the report of arm \(arm + 1) is missing")
        }
        return try RunReport.fileNames.map { name throws(RecordError) in
            ("arms/\(folder)/\(name)", try RecordFile.text("\(directory)/arms/\(folder)/\(name)"))
        }
    }

    /// Combines shards into the whole sweep's result.
    ///
    /// - Throws: when the shards come from different sweeps, a shard is missing or repeated, or
    ///   together they do not cover every run exactly once.
    public static func merge(_ shards: [SweepShard]) throws(RecordError) -> SweepResult {
        guard let first = shards.first else { throw RecordError("no shards to merge") }
        for shard in shards where shard.header != first.header || shard.count != first.count {
            throw RecordError("shard \(shard.index)/\(shard.count) belongs to a different sweep than shard \(first.index)/\(first.count)")
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
