import Harness

/// The small file in every folder AppSim writes, so that AppSim can tell its own folders from a
/// user's: AppSim owns only what it wrote (docs/rules.md#folder-kind).
///
/// `appsim-manifest.json` records the tool's version, the command that wrote the folder, the
/// folder's kind (`ReportKind`), the scenario's name and fingerprint (`Scenario.fingerprint`) and
/// every file written. A folder is
/// replaced only when it carries a manifest and holds nothing beyond the files the manifest lists
/// (and report folders of other AppSim commands, which are kept). The manifest says how a report
/// was made, not what it found: it is not part of a report's deterministic content (the command
/// line differs between two runs that produce identical reports), so comparisons leave it out.
package struct ReportManifest: Equatable, Sendable {
    /// The manifest's file name inside a report folder.
    package static let fileName = "appsim-manifest.json"
    /// The format this version writes; it reads formats 1 (no kind: `ReportKind.recognised`) and 2.
    package static let format = 2

    /// The AppSim version that wrote the folder.
    package var version: String
    /// The command line that wrote it, quoted for a shell (`PrintableText.shellWord`: `$'…'` when a
    /// word holds an unprintable character).
    package var command: String
    /// What the folder holds; `ReportFolder.write` sets it to the kind it claimed. `nil` only when
    /// read from a format-1 manifest whose files fit no kind.
    package var kind: ReportKind?
    /// The scenario's name, or empty for outputs made without one (catalogs, capacity).
    package var scenario: String
    /// `Scenario.fingerprint` of the resolved scenario, or empty.
    package var scenarioFingerprint: String
    /// Every file written, as paths relative to the folder, sorted.
    package var files: [String]

    /// The manifest of a folder written by `command` (the words after `appsim`) from `scenario`;
    /// `ReportFolder.write` fills in the files it writes.
    package init(command: [String], scenario: Scenario?) {
        self.init(command: command, scenarioName: scenario?.name ?? "", scenarioFingerprint: scenario?.fingerprint ?? "")
    }

    /// The manifest of a folder written by `command` from the scenario of that name and fingerprint.
    package init(command: [String], scenarioName: String, scenarioFingerprint: String) {
        self.init(version: AppSimVersion.current, command: (["appsim"] + command.map(PrintableText.shellWord)).joined(separator: " "),
                  scenario: scenarioName, scenarioFingerprint: scenarioFingerprint, files: [])
    }

    package init(version: String, command: String, kind: ReportKind? = nil, scenario: String, scenarioFingerprint: String, files: [String]) {
        self.version = version
        self.command = command
        self.kind = kind
        self.scenario = scenario
        self.scenarioFingerprint = scenarioFingerprint
        self.files = files
    }

    /// The manifest as JSON.
    package var text: String {
        """
        {
          "format": \(Self.format),
          "tool": "appsim",
          "version": \(JSON5Node.quoted(version)),
          "command": \(JSON5Node.quoted(command)),
          "kind": \(JSON5Node.quoted(kind?.rawValue ?? "")),
          "scenario": \(JSON5Node.quoted(scenario)),
          "scenarioFingerprint": \(JSON5Node.quoted(scenarioFingerprint)),
          "files": [\(files.map(JSON5Node.quoted).joined(separator: ", "))]
        }

        """
    }

    /// Whether `path` names a file inside a report as AppSim writes them (`kpis.csv`,
    /// `arms/1-baseQuota_2/summary.md`): relative, every part non-empty, not `.` or `..`, of ASCII
    /// letters, digits, `.`, `-` and `_`. A manifest is read back (to recognise a folder as
    /// AppSim's, to merge a sweep's shards), so a name that could reach outside the folder is refused.
    static func isReportPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
        }
    }

    /// Reads the manifest at `path`.
    static func read(_ path: String) throws(RecordError) -> ReportManifest {
        try RecordFile.read(path, formats: 1...format) { object, found throws(ScenarioError) in
            let tool = try object.string("tool")
            guard tool == "appsim" else { throw ScenarioError(file: path, path: "tool", message: "expected \"appsim\", got \"\(tool)\"") }
            let version = try object.string("version")
            let command = try object.string("command")
            var kind: ReportKind?
            if found >= 2 {
                let node = object.peek("kind")
                let name = try object.string("kind")
                guard let known = ReportKind(rawValue: name) else {
                    throw ScenarioError(file: path, line: node?.line, column: node?.column, path: "kind",
                                        message: "expected one of " + ReportKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                                            + ", got \"\(PrintableText.terminal(name))\"")
                }
                kind = known
            }
            let scenario = try object.string("scenario")
            let fingerprint = try object.string("scenarioFingerprint")
            var files: [String] = []
            for element in try object.array("files") ?? [] {
                guard case .string(let file) = element.kind, isReportPath(file) else {
                    throw object.error(element, "files", "expected paths inside the report (letters, digits, '.', '-', '_' "
                                       + "between '/', no '..'), as AppSim writes them")
                }
                files.append(file)
            }
            try object.finish()
            return ReportManifest(version: version, command: command, kind: kind ?? ReportKind.recognised(byFiles: files),
                                  scenario: scenario, scenarioFingerprint: fingerprint, files: files)
        }
    }
}
