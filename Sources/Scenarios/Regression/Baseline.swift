import Foundation
import Harness

/// A committed record of a run's KPIs, for `appsim check`.
///
/// A baseline is a folder of `baseline.json` (format version and the `ScenarioPin`: scenario name,
/// seed, days, overrides, the resolved scenario's fingerprint, appsim version), `kpis.csv`
/// (exactly the run report's `kpis.csv`), `fingerprints.bin` (`BaselineFingerprints`: what each
/// agent did each local day, hashed) and, when recorded with `--keep-traces N`, `traces.txt`
/// (`KeptTraces`). Baselines recorded before fingerprints existed still load, without them;
/// `baseline.json` of format 1 (name and seed only) still loads, as a pin of those two. It is
/// written only by `appsim check --update`, never implicitly, and read strictly: anything
/// unexpected is a `RecordError` naming the file and line (exit 2).
package struct Baseline: Equatable, Sendable {
    /// The format of `baseline.json` this version writes; it reads formats 1 and 2.
    package static let format = 2

    /// What the run that recorded it ran.
    package var pin: ScenarioPin
    package var kpis: [KPIValue]
    /// Every agent-day's fingerprint; `nil` for an older baseline recorded without them
    /// (docs/rules.md#baseline).
    package var fingerprints: BaselineFingerprints?
    /// The traces kept for the event-level diff (none unless recorded with `--keep-traces`).
    package var traces: KeptTraces

    package var scenario: String { pin.scenario }
    package var seed: UInt64 { pin.seed }

    package init(pin: ScenarioPin, kpis: [KPIValue], fingerprints: BaselineFingerprints? = nil, traces: KeptTraces = KeptTraces()) {
        self.pin = pin
        self.kpis = kpis
        self.fingerprints = fingerprints
        self.traces = traces
    }

    /// A baseline that pins only a scenario name and seed, as format 1 did.
    package init(scenario: String, seed: UInt64, kpis: [KPIValue], fingerprints: BaselineFingerprints? = nil, traces: KeptTraces = KeptTraces()) {
        self.init(pin: ScenarioPin(scenario: scenario, seed: seed, resolved: nil), kpis: kpis, fingerprints: fingerprints, traces: traces)
    }

    /// The baseline a run would record, keeping the traces of `keepTraces` agents per persona.
    package init(_ outcome: RunOutcome, keepTraces: Int = 0) {
        self.init(pin: ScenarioPin(outcome.scenario, overrides: outcome.overrides), kpis: outcome.kpis,
                  fingerprints: BaselineFingerprints(outcome), traces: KeptTraces(outcome, count: keepTraces))
    }

    /// The folder's files.
    package var files: [(name: String, contents: String)] {
        var table = CSVTable(header: ["persona", "kpi", "value"])
        for kpi in kpis { table.append([kpi.persona, kpi.name, kpi.value]) }
        var meta = "{\n  \"format\": \(pin.resolved == nil ? 1 : Self.format),\n  \"scenario\": \(PrintableText.jsonString(scenario)),\n  \"seed\": \(seed)"
        if let resolved = pin.resolved {
            meta += ",\n  \"days\": \(resolved.days),\n  \"overrides\": [\(resolved.overrides.map(JSON5Node.quoted).joined(separator: ", "))],\n"
                + "  \"scenarioFingerprint\": \"\(resolved.fingerprint)\",\n  \"appsimVersion\": \(JSON5Node.quoted(resolved.appsimVersion))"
        }
        meta += "\n}\n"
        return [("baseline.json", meta), ("kpis.csv", table.text)] + (traces.traces.isEmpty ? [] : [(KeptTraces.fileName, traces.text)])
    }

    /// The folder's binary files: `fingerprints.bin`.
    package var binaryFiles: [(name: String, bytes: [UInt8])] {
        fingerprints.map { [(BaselineFingerprints.fileName, $0.bytes)] } ?? []
    }

    /// Reads the baseline in `directory`. A missing folder, or a folder with neither
    /// `baseline.json` nor `kpis.csv`, is no baseline: the error gives the command that records
    /// one (for `scenarioPath`, when known).
    package static func load(directory: String, scenarioPath: String? = nil) throws(RecordError) -> Baseline {
        let kpisPath = directory + "/kpis.csv"
        let record = "appsim check \(PrintableText.shellWord(scenarioPath ?? "FILE")) --baseline \(PrintableText.shellWord(directory)) --update"
        guard FileManager.default.fileExists(atPath: directory) else {
            throw RecordError("no baseline at \(directory)/; record one with: \(record)")
        }
        guard FileManager.default.fileExists(atPath: directory + "/baseline.json") || FileManager.default.fileExists(atPath: kpisPath) else {
            throw RecordError("\(directory)/ holds no baseline (no baseline.json, no kpis.csv); name the baseline's folder, or record one with: \(record)")
        }
        let pin = try recordedScenario(directory: directory)
        let fingerprintsPath = directory + "/" + BaselineFingerprints.fileName
        let tracesPath = directory + "/" + KeptTraces.fileName
        let fingerprints = try RecordFile.bytesIfPresent(fingerprintsPath).map { bytes throws(RecordError) in
            try BaselineFingerprints.read(bytes, path: fingerprintsPath, days: pin.resolved?.days, record: record)
        }
        let traces = try RecordFile.bytesIfPresent(tracesPath).map { _ throws(RecordError) in
            try KeptTraces.read(try RecordFile.text(tracesPath), path: tracesPath, record: record)
        }
        return Baseline(pin: pin, kpis: try readKPIs(try RecordFile.text(kpisPath), path: kpisPath),
                        fingerprints: fingerprints, traces: traces ?? KeptTraces())
    }

    static func readKPIs(_ text: String, path: String) throws(RecordError) -> [KPIValue] {
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
        var kpis: [KPIValue] = []
        for (index, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, KPIValue.isValue(fields[2]) else {
                throw RecordError("\(path):\(index + 1): expected persona,kpi,value with a finite number or \(ReportNumber.notMeasured), got \"\(PrintableText.terminal(String(line)))\"")
            }
            let kpi = KPIValue(persona: fields[0], name: fields[1], value: fields[2])
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

    /// What a baseline folder's `baseline.json` pins.
    static func recordedScenario(directory: String) throws(RecordError) -> ScenarioPin {
        try RecordFile.read(directory + "/baseline.json", formats: 1...Self.format) { object, format throws(ScenarioError) in
            let scenario = try object.string("scenario")
            let seed = try object.unsigned("seed")
            guard format >= 2 else {
                try object.finish(known: ["format", "scenario", "seed"])
                return ScenarioPin(scenario: scenario, seed: seed, resolved: nil)
            }
            let resolved = ScenarioPin.Resolved(days: try object.integer("days", in: ScenarioFile.dayRange), overrides: try object.strings("overrides"),
                                                fingerprint: try object.string("scenarioFingerprint"), appsimVersion: try object.string("appsimVersion"))
            try object.finish(known: ["format", "scenario", "seed", "days", "overrides", "scenarioFingerprint", "appsimVersion"])
            return ScenarioPin(scenario: scenario, seed: seed, resolved: resolved)
        }
    }

    /// Refuses `check --update` of `scenario` at `directory` when it holds another scenario's
    /// baseline: a baseline is re-recorded only by its own scenario. (What else may not be
    /// replaced is `ReportFolder.claim`'s to refuse.)
    package static func checkForUpdate(directory: String, scenario: String) throws(OutputError) {
        if let recorded = try? recordedScenario(directory: directory), recorded.scenario != scenario {
            throw OutputError(.refused, "\(ReportFolder.display(directory))/ is the baseline of scenario \(recorded.scenario), not \(scenario): "
                              + "--update re-records a scenario's own baseline only and left it untouched. "
                              + "Record this one in a folder of its own, e.g. --baseline \(PrintableText.shellWord(siblingPath(directory, scenario)))")
        }
    }

    /// `reports/baselines/regression` → `reports/baselines/<scenario>`.
    static func siblingPath(_ directory: String, _ scenario: String) -> String {
        let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().relativePath
        return directory.contains("/") ? "\(parent)/\(scenario)" : scenario
    }
}
