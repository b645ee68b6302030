import Foundation
import Testing

/// Golden files: committed copies of an output that a test compares with, line for line.
///
/// A golden file lives in the `Golden/` folder beside the test file that checks it (each test
/// target excludes that folder from its sources), at the relative path the test names, e.g.
/// `Tests/ScenariosTests/Golden/report/summary.md`.
///
/// The one record switch is `APPSIM_RECORD_GOLDEN=1`: every golden check then writes the output to
/// its file and fails, saying what it recorded, so a recording run can never pass for a check.
/// Re-record deliberately, read the change with `git diff`, and run again without the switch:
///
///     APPSIM_RECORD_GOLDEN=1 swift test --filter ReportGoldenTests
///
/// On a mismatch the failure is a unified diff from the golden file to the output. A generated
/// file people read where it stands (docs/scenarios.md) is checked and recorded the same way
/// (`expect(_:matchesFileAt:label:)`).
public enum Golden {
    /// The environment variable that turns every golden check into a recording.
    public static let recordSwitch = "APPSIM_RECORD_GOLDEN"

    /// Whether this test process records golden files instead of comparing with them.
    public static let isRecording = ProcessInfo.processInfo.environment[recordSwitch] == "1"

    /// Expects `actual` to equal the golden file `name` in the `Golden/` folder beside the calling
    /// test file; records it instead when the record switch is on (and fails, saying so).
    public static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
        expect(actual, matchesFileAt: file, label: "Golden/\(name)", sourceLocation: sourceLocation)
    }

    /// Expects `actual` to equal the committed file at `file`, named `label` in messages: a file
    /// generated from code that lives where people read it rather than in `Golden/`
    /// (docs/scenarios.md). Records it there when the record switch is on (and fails, saying so).
    public static func expect(_ actual: String, matchesFileAt file: URL, label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = compare(actual, with: file, label: label, recording: isRecording) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Compares `actual` with the golden file at `file` (or records it there): what went wrong, or
    /// `nil` when the two are equal. `label` names the file in messages.
    static func compare(_ actual: String, with file: URL, label: String, recording: Bool) -> String? {
        if recording {
            let unchanged = (try? String(contentsOf: file, encoding: .utf8)) == actual
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file, options: .atomic)
            } catch {
                return "cannot record \(label): \(error)"
            }
            return "recorded \(label)\(unchanged ? " (unchanged)" : ""); re-run without \(recordSwitch) to compare"
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            return "no golden file \(label); record it with \(recordSwitch)=1 and read it before committing"
        }
        guard golden != actual else { return nil }
        return "\(label) differs from the output (re-record with \(recordSwitch)=1 if the change is meant):\n"
            + LineDiff(from: golden, to: actual).unified(old: label, new: "output")
    }
}
