import Foundation
import Harness

/// A committed record of a run's KPIs, for `appsim check`.
///
/// A baseline is a folder of two files: `baseline.json` (format version, scenario name, seed) and
/// `kpis.csv` (exactly the run report's `kpis.csv`). It is written only by `appsim check --update`,
/// never implicitly, and read strictly: anything unexpected is a `RecordError` naming the file
/// and line (exit 2).
package struct Baseline: Equatable, Sendable {
    /// The format this version writes and reads.
    package static let format = 1

    package var scenario: String
    package var seed: UInt64
    package var kpis: [KPI]

    package init(scenario: String, seed: UInt64, kpis: [KPI]) {
        self.scenario = scenario
        self.seed = seed
        self.kpis = kpis
    }

    /// The baseline a run would record.
    package init(_ outcome: RunOutcome) {
        self.init(scenario: outcome.scenario.name, seed: outcome.scenario.seed, kpis: outcome.kpis)
    }

    /// The folder's files.
    package var files: [(name: String, contents: String)] {
        var table = CSVTable(header: ["persona", "kpi", "value"])
        for kpi in kpis { table.append([kpi.persona, kpi.name, kpi.value]) }
        let meta = "{\n  \"format\": \(Self.format),\n  \"scenario\": \"\(scenario)\",\n  \"seed\": \(seed)\n}\n"
        return [("baseline.json", meta), ("kpis.csv", table.text)]
    }

    /// Reads the baseline in `directory`.
    package static func load(directory: String) throws(RecordError) -> Baseline {
        let kpisPath = directory + "/kpis.csv"
        guard FileManager.default.fileExists(atPath: directory) else {
            throw RecordError("no baseline at \(directory)/ (record one with 'appsim check FILE --baseline \(directory) --update')")
        }
        let (scenario, seed) = try recordedScenario(directory: directory)
        return Baseline(scenario: scenario, seed: seed, kpis: try readKPIs(try RecordFile.text(kpisPath), path: kpisPath))
    }

    static func readKPIs(_ text: String, path: String) throws(RecordError) -> [KPI] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { throw RecordError("\(path): expected the file to end with a newline") }
        lines.removeLast()
        guard lines.first == "persona,kpi,value" else {
            throw RecordError("\(path):1: expected the header persona,kpi,value")
        }
        guard lines.count > 1 else {
            throw RecordError("\(path): expected a row per KPI after the header, found none "
                              + "(record the baseline again with 'appsim check FILE --baseline DIR --update')")
        }
        var kpis: [KPI] = []
        for (index, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, KPI.isValue(fields[2]) else {
                throw RecordError("\(path):\(index + 1): expected persona,kpi,value with a finite number or \(ReportNumber.notMeasured), got \"\(PrintableText.terminal(String(line)))\"")
            }
            let kpi = KPI(persona: fields[0], name: fields[1], value: fields[2])
            guard !kpis.contains(where: { $0.id == kpi.id }) else {
                throw RecordError("\(path):\(index + 1): \(kpi.id) is listed twice")
            }
            kpis.append(kpi)
        }
        return kpis
    }

    /// Whether `directory` is a baseline written before report folders carried a manifest:
    /// exactly `baseline.json` and `kpis.csv`, and `baseline.json` reads as a baseline's.
    static func isLegacy(directory: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted()
        return entries == ["baseline.json", "kpis.csv"] && (try? recordedScenario(directory: directory)) != nil
    }

    /// The scenario and seed a baseline folder's `baseline.json` names.
    static func recordedScenario(directory: String) throws(RecordError) -> (scenario: String, seed: UInt64) {
        try RecordFile.read(directory + "/baseline.json", format: Self.format) { object throws(ScenarioError) in
            let scenario = try object.string("scenario")
            let seed = try object.unsigned("seed")
            try object.finish(known: ["format", "scenario", "seed"])
            return (scenario, seed)
        }
    }

    /// Claims `directory` for `check --update` of `scenario`: refused when it holds another
    /// scenario's baseline (a baseline is re-recorded only by its own scenario), or anything
    /// AppSim did not write (`ReportFolder.claim`).
    package static func claimForUpdate(directory: String, scenario: String) throws(OutputError) -> ReportFolder {
        if let recorded = try? recordedScenario(directory: directory), recorded.scenario != scenario {
            throw OutputError(.refused, "\(ReportFolder.display(directory))/ is the baseline of scenario \(recorded.scenario), not \(scenario): "
                              + "--update re-records a scenario's own baseline only and left it untouched. "
                              + "Record this one in a folder of its own, e.g. --baseline \(ShellQuoting.quote(siblingPath(directory, scenario)))")
        }
        return try ReportFolder.claim(directory, option: "--baseline")
    }

    /// `reports/baselines/regression` → `reports/baselines/<scenario>`.
    static func siblingPath(_ directory: String, _ scenario: String) -> String {
        let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().relativePath
        return directory.contains("/") ? "\(parent)/\(scenario)" : scenario
    }
}
