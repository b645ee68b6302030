import Foundation
import Testing
import TestSupport

/// Runs the built `appsim` executable, as a user would, and captures everything it did.
struct AppSimProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `appsim` built beside the test bundle.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("appsim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/appsim")
    }()

    /// Starts `appsim arguments…` in `folder`; `environment` entries are added to (or, when nil,
    /// removed from) the inherited environment.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws -> (Process, URL, URL) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return (process, out, err)
    }

    /// Runs `appsim arguments…` to completion.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws -> Result {
        let (process, out, err) = try start(arguments, in: folder, environment: environment)
        process.waitUntilExit()
        return try collect(process, out, err)
    }

    /// Runs `appsim arguments…` to completion in a new empty temporary folder, removed afterwards.
    static func runInTemporaryFolder(_ arguments: [String]) throws -> Result {
        try withTemporaryFolder("appsim-test") { folder in try run(arguments, in: folder) }
    }

    /// Runs `appsim arguments…` in `folder` and expects its whole transcript (`Transcript`: the
    /// command, stdout, stderr, exit status) to match the golden file `Golden/transcripts/<name>.txt`;
    /// the result, for whatever else the test checks.
    @discardableResult
    static func expectTranscript(_ arguments: [String], in folder: URL, matches name: String, environment: [String: String?] = [:],
                                 sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let result = try run(arguments, in: folder, environment: environment)
        let transcript = Transcript(arguments: arguments, stdout: result.stdout, stderr: result.stderr, status: result.status)
        Golden.expect(transcript.text(folder: folder), matches: "transcripts/\(name).txt", sourceLocation: sourceLocation)
        return result
    }

    /// The process's result; its standard error without `ProgressLog`'s lines (`appsim: … 12 of
    /// 40 partitions, 31 s elapsed`), which a run slower than 10 s prints (standard error is a file
    /// here, not a terminal) and which would make transcripts depend on the machine's speed.
    static func collect(_ process: Process, _ out: URL, _ err: URL) throws -> Result {
        let result = Result(status: process.terminationStatus,
                            stdout: try String(contentsOf: out, encoding: .utf8),
                            stderr: withoutProgress(try String(contentsOf: err, encoding: .utf8)))
        try? FileManager.default.removeItem(at: out)
        try? FileManager.default.removeItem(at: err)
        return result
    }

    /// `text` without the lines `ProgressLog` writes.
    static func withoutProgress(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("appsim: ") || $0.wholeMatch(of: /appsim: .* of \d+ (partitions|runs), \d+ s elapsed/) == nil }
            .joined(separator: "\n")
    }
}
