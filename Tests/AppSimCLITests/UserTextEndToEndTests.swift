import Foundation
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Text a user typed reaches every output escaped for where it goes
/// (docs/rules.md#text-from-users), end to end: the real `appsim` runs, checks and sweeps a tiny
/// scenario whose file name, `--set` value, `--out`, `--baseline`, `--junit`, `--markdown` and
/// catalog folder, arm names and grid values hold control characters, a line separator, a
/// bidirectional override and the characters Markdown, CSV, shells, JSON and XML give a meaning to;
/// every byte printed or written is then read the way its format is read.
@Suite("Text from users, end to end")
struct UserTextEndToEndTests {
    /// ESC (a colour sequence), BEL, CR, LF, TAB, U+2028, U+202E, and `| , " ' < & \``. NUL cannot
    /// be passed in an argument or a file name, and a scenario file's arm names refuse it.
    static let hostile = "\u{1B}[31m\u{7}\r\n\t\u{2028}\u{202E}|,\"'<&`"
    /// What an arm name may hold (printable text) of the same: Markdown, CSV, shell and XML characters.
    static let armName = "A|,\"'<&`*_[x](y)"

    /// Whether `scalar` must not appear as itself in any output: a control or format character, a
    /// separator, a private-use or unassigned code point, a space other than U+0020. Written out
    /// here, apart from the rule it checks.
    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    /// `text`'s raw characters other than the newlines that end its lines, with where they are.
    static func rawCharacters(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            line.unicodeScalars.contains(where: isRaw) ? "line \(number + 1): \(line.debugDescription)" : nil
        }
    }

    /// Every file under `folder`, by path relative to it.
    static func files(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            }
        }
        return files
    }

    /// Each Markdown table whose rows do not all have the header's number of columns.
    static func brokenTables(_ markdown: String) -> [String] {
        var broken: [String] = []
        var header: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { header = nil; continue }
            let boundaries = unescapedPipes(line)
            if let header, boundaries != header { broken.append(String(line)) }
            if header == nil { header = boundaries }
        }
        return broken
    }

    /// Each CSV line whose number of RFC 4180 fields differs from the header's.
    static func brokenRows(_ csv: String) -> [String] {
        func fields(_ line: Substring) -> Int {
            var count = 1
            var quoted = false
            for character in line {
                if character == "\"" { quoted.toggle() }
                if character == "," && !quoted { count += 1 }
            }
            return count
        }
        let lines = csv.split(separator: "\n")
        guard let header = lines.first else { return [] }
        return lines.filter { fields($0) != fields(header) }.map(String.init)
    }

    /// The contents of the first Markdown code span after `marker` in `text`, and whether the line
    /// it is on ends with it.
    static func codeSpan(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker)?.upperBound else { return nil }
        let rest = text[start...]
        let fence = rest.prefix { $0 == "`" }
        guard !fence.isEmpty, let end = rest.dropFirst(fence.count).range(of: fence) else { return nil }
        var content = rest[rest.index(start, offsetBy: fence.count)..<end.lowerBound]
        if content.count > 1, content.first == " ", content.last == " " { content = content.dropFirst().dropLast() }
        return content.contains("\n") ? nil : String(content)
    }

    /// The arguments bash reads from `line` (a command line as AppSim prints it), after its first `skip` words.
    static func bashArguments(_ line: String, skip: Int) throws -> [String] {
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", "set -- \(line); shift \(skip); printf '%s\\0' \"$@\""]
        let pipe = Pipe()
        bash.standardOutput = pipe
        try bash.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    /// `text` as a JSON string literal, as Foundation writes it, for a scenario file.
    static func jsonQuoted(_ text: String) throws -> String {
        String(String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast())
    }

    /// Whether `text` is well-formed XML.
    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    /// Checks every text file under `folder` (a baseline's `fingerprints.bin` is binary) as its
    /// kind is read; `context` names the command in failures.
    static func expectReadable(_ folder: URL, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = try files(under: folder)
        #expect(!files.isEmpty, "\(context): wrote nothing", sourceLocation: sourceLocation)
        for (name, text) in files where !name.hasSuffix(".bin") {
            #expect(rawCharacters(text).isEmpty, "\(context): \(name) holds raw characters: \(rawCharacters(text))", sourceLocation: sourceLocation)
            if name.hasSuffix(".md") { #expect(brokenTables(text).isEmpty, "\(context): \(name)", sourceLocation: sourceLocation) }
            if name.hasSuffix(".csv") { #expect(brokenRows(text).isEmpty, "\(context): \(name)", sourceLocation: sourceLocation) }
            if name.hasSuffix(".json") {
                #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(context): \(name)", sourceLocation: sourceLocation)
            }
            if name.hasSuffix(".svg") || name.hasSuffix(".xml") {
                #expect(isWellFormedXML(text), "\(context): \(name)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The manifest's `command`, read back by bash, is the command line that wrote the folder.
    static func expectManifestCommand(_ folder: URL, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = try Data(contentsOf: folder.appendingPathComponent("appsim-manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let command = try #require(manifest["command"] as? String)
        #expect(!command.contains("\n"))
        #expect(try bashArguments(command, skip: 1) == arguments, sourceLocation: sourceLocation)
    }

    @Test("run and check: every printed and written byte printable, tables whole, commands one line that bash reads back, JSON and XML parse")
    func runAndCheck() throws {
        try EndToEndTests.inFolderWithTiny(catalogSongs: false) { folder in
            let scenario = "s\(Self.hostile).json5"
            let tiny = try String(contentsOf: folder.appendingPathComponent("tiny.json5"), encoding: .utf8)
            // 40 caregivers, not 300: every path through the writers, at a seventh of the cost.
            let armed = tiny.replacingOccurrences(of: "count: 300", with: "count: 40").replacingOccurrences(of: "  populations: {", with: """
                  arms: [{ name: \(try Self.jsonQuoted(Self.armName)), share: 1 }, { name: "B", share: 1 }],
                  populations: {
                """)
            try Data(armed.utf8).write(to: folder.appendingPathComponent(scenario))
            let catalog = "catalog\(Self.hostile)"
            #expect(try AppSimProcess.run(["catalog", "--songs", "40", "--out", catalog], in: folder).status == 0)

            let overrides = ["description=\(Self.hostile)", "populations.caregivers.catalog=\(catalog)"]
            let sets = overrides.flatMap { ["--set", $0] }
            let out = "out\(Self.hostile)"
            let run = try AppSimProcess.run(["run", scenario] + sets + ["--out", out], in: folder)
            #expect(run.status == 0, "stdout: \(run.stdout.debugDescription) stderr: \(run.stderr.debugDescription)")
            #expect(Self.rawCharacters(run.stdout + run.stderr).isEmpty, "\(Self.rawCharacters(run.stdout + run.stderr))")
            let report = folder.appendingPathComponent(out)
            try Self.expectReadable(report, "run")
            try Self.expectManifestCommand(report, ["run", scenario] + sets + ["--out", out])
            let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
            let rerun = try #require(Self.codeSpan(after: "Re-run with ", in: summary), "the Re-run line is one line")
            #expect(rerun.hasPrefix("appsim run "))
            #expect(try Self.bashArguments(rerun, skip: 2) == [scenario] + sets)

            let baseline = "base\(Self.hostile)"
            let update = try AppSimProcess.run(["check", scenario] + sets + ["--baseline", baseline, "--update"], in: folder)
            #expect(update.status == 0, "\(update.stderr)")
            try Self.expectReadable(folder.appendingPathComponent(baseline), "check --update")
            let meta = try Data(contentsOf: folder.appendingPathComponent(baseline).appendingPathComponent("baseline.json"))
            let recorded = try #require(try JSONSerialization.jsonObject(with: meta) as? [String: Any])
            #expect(recorded["overrides"] as? [String] == overrides, "JSON gives back the overrides as typed")

            // A quota other than the baseline's: KPIs drift, so the --update command is printed.
            let junit = "j\(Self.hostile).xml"
            let markdown = "m\(Self.hostile).md"
            let drifted = sets + ["--set", "baseQuota=5"]
            let check = try AppSimProcess.run(["check", scenario] + drifted + ["--baseline", baseline, "--ignore-pin", "--junit", junit,
                                                                               "--markdown", markdown], in: folder)
            #expect(check.status == 1, "\(check.stderr)")
            #expect(Self.rawCharacters(check.stdout + check.stderr).isEmpty, "\(Self.rawCharacters(check.stdout + check.stderr))")
            let xml = try String(contentsOf: folder.appendingPathComponent(junit), encoding: .utf8)
            #expect(Self.rawCharacters(xml).isEmpty && Self.isWellFormedXML(xml))
            // The drift is in the JUnit file as CI counts it: each failing case once, named after its KPI.
            let junitFile = try #require(JUnitReport(xml))
            let failing = junitFile.cases.filter { !$0.failures.isEmpty }
            #expect(failing.map(\.name).contains("views"), "a quota of 5 instead of the baseline's changes the views charged")
            #expect(junitFile.failures == failing.count)
            #expect(junitFile.suites.map { $0.failures } == [failing.count])
            #expect(junitFile.tests == junitFile.cases.count)
            #expect(failing.filter { $0.classname != "caregiver" || $0.failures.count != 1 }.map(\.name) == [], "one failure each, all caregivers' KPIs")
            let md = try String(contentsOf: folder.appendingPathComponent(markdown), encoding: .utf8)
            #expect(Self.rawCharacters(md).isEmpty && Self.brokenTables(md).isEmpty)
            let updateCommand = try #require(Self.codeSpan(after: "deliberately: ", in: md), "the --update command is one line")
            #expect(try Self.bashArguments(updateCommand, skip: 2) == [scenario] + drifted + ["--baseline", baseline, "--update"])
            // Every command printed to paste is one line that bash reads back as the arguments it names.
            func printed(_ output: String, after marker: String) throws -> [String] {
                let line = try #require(output.split(separator: "\n").first { $0.contains(marker) })
                return try Self.bashArguments(String(line[line.range(of: marker)!.upperBound...]), skip: 2)
            }
            #expect(try printed(check.stdout, after: "to record this run as the new baseline, deliberately: ")
                    == [scenario] + drifted + ["--baseline", baseline, "--update"])
            #expect(try printed(check.stderr, after: "Run the check as the baseline was recorded: ")
                    == [scenario, "--baseline", baseline] + sets)
            #expect(try printed(check.stderr, after: "or record this run as the baseline deliberately: ")
                    == [scenario, "--baseline", baseline] + drifted + ["--update"])
        }
    }

    @Test("usage errors quote what was typed as one printable line",
          arguments: [["run", "tiny.json5", "--bogus\(hostile)"], ["run", "tiny.json5", "extra\(hostile)", "more"],
                      ["run", "tiny.json5", "--workers", "x\(hostile)"], ["sweep", "tiny.json5", "--grid", "x\(hostile)"],
                      ["replay", "tiny.json5", "--agent", "x\(hostile)"], ["search", "q", "--catalog", "c", "--format", hostile],
                      ["nope\(hostile)"]])
    func usageErrors(_ arguments: [String]) throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let result = try AppSimProcess.run(arguments, in: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("appsim: ") && result.stderr.split(separator: "\n").count == 2, "\(result.stderr.debugDescription)")
            #expect(Self.rawCharacters(result.stdout + result.stderr).isEmpty, "\(Self.rawCharacters(result.stderr))")
        }
    }

    @Test("sweep: grid values and arm names reach sweep.md, sweep.csv, charts and each arm's report escaped; the shards' JSON reads back")
    func sweep() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let scenario = "s\(Self.hostile).json5"
            try Data(EndToEndTests.tiny.replacingOccurrences(of: "count: 300", with: "count: 40").utf8).write(to: folder.appendingPathComponent(scenario))
            // Grid values are split at commas.
            let value = Self.hostile.replacingOccurrences(of: ",", with: "")
            let grid = ["--grid", "description=\(value),\(value)2", "--replications", "1"]
            let out = "sweep\(Self.hostile)"
            let sweep = try AppSimProcess.run(["sweep", scenario] + grid + ["--out", out], in: folder)
            #expect(sweep.status == 0, "\(sweep.stderr)")
            try Self.expectReadable(folder.appendingPathComponent(out), "sweep")
            try Self.expectManifestCommand(folder.appendingPathComponent(out), ["sweep", scenario] + grid + ["--out", out])
            // The shards record the grid values and the scenario path in JSON: merged, they give the same report.
            for index in 1...2 {
                let shard = "shard\(index)\(Self.hostile)"
                #expect(try AppSimProcess.run(["sweep", scenario] + grid + ["--shard", "\(index)/2", "--out", shard], in: folder).status == 0)
                try Self.expectReadable(folder.appendingPathComponent(shard), "sweep --shard")
            }
            let merged = "merged\(Self.hostile)"
            let merge = try AppSimProcess.run(["merge", "shard1\(Self.hostile)", "shard2\(Self.hostile)", "--out", merged], in: folder)
            #expect(merge.status == 0, "\(merge.stderr)")
            var whole = try Self.files(under: folder.appendingPathComponent(out))
            var parts = try Self.files(under: folder.appendingPathComponent(merged))
            whole["appsim-manifest.json"] = nil
            parts["appsim-manifest.json"] = nil
            #expect(parts == whole)
        }
    }
}
