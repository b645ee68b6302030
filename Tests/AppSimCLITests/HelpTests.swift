import Foundation
import TestSupport
import Testing

/// The help end to end: the top-level list names every command, and each command's help is what it
/// accepts (`CLIReferenceTests` holds docs/cli.md to it).
@Suite("appsim help")
struct HelpTests {
    static let commands = ["run", "validate", "replay", "check", "sweep", "merge", "search", "catalog", "capacity", "bench"]

    static func run(_ arguments: [String]) throws -> AppSimProcess.Result {
        try AppSimProcess.runInTemporaryFolder(arguments)
    }

    /// The command names in the COMMANDS section of `appsim --help`.
    static func listed(_ help: String) -> [String] {
        let section = help.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        return section.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    /// The `--options` of a text, in order, without repeats.
    static func options(_ text: some StringProtocol) -> [String] {
        var found: [String] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) where word.hasPrefix("--") && word.count > 2 {
            if !found.contains(String(word)) { found.append(String(word)) }
        }
        return found
    }

    /// `appsim X` (or `appsim bench X`) and the options of each USAGE line of `help`.
    static func usageLines(_ help: String) -> [(command: [String], options: [String])] {
        let usage = help.components(separatedBy: "\n\n")[0].replacingOccurrences(of: "USAGE: ", with: "")
        var lines: [(command: [String], options: [String])] = []
        for line in usage.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first == "appsim" {
                let command = words.dropFirst().prefix { $0.allSatisfy { $0.isLowercase || $0 == "-" } }.map(String.init)
                lines.append((command, options(line)))
            } else if !lines.isEmpty {
                lines[lines.count - 1].options += options(line)
            }
        }
        return lines
    }

    @Test("appsim --help, -h and help print one list of every command with its purpose, exit 0")
    func topLevel() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(Self.listed(help.stdout) == Self.commands + ["help"])
        #expect(try Self.run(["-h"]).stdout == help.stdout)
        #expect(try Self.run(["help"]).stdout == help.stdout)
    }

    @Test("every command's --help equals 'appsim help COMMAND' and explains each USAGE option once (its words: docs/cli.md, CLIReferenceTests)", arguments: commands)
    func commandHelp(command: String) throws {
        let help = try Self.run([command, "--help"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(try Self.run(["help", command]).stdout == help.stdout)
        if let section = help.stdout.components(separatedBy: "\nOPTIONS:\n").dropFirst().first {
            let explained = section.components(separatedBy: "\n\n")[0].split(separator: "\n")
                .compactMap { $0.wholeMatch(of: #/ {2}(?:-h, )?(--[a-z0-9\-]+) .*/#).map { String($0.output.1) } }
            #expect(explained == Self.usageLines(help.stdout).flatMap(\.options) + ["--help"],
                    "every option of the USAGE lines is explained under OPTIONS once, in the same order, then --help")
        }
    }

    @Test("every option a command's USAGE shows is one it accepts: given without its value, it is never 'unknown'",
          arguments: commands)
    func usageOptionsAreAccepted(command: String) throws {
        for line in Self.usageLines(try Self.run([command, "--help"]).stdout) {
            #expect(line.command.first == command)
            for option in line.options {
                let result = try Self.run(line.command + [option])
                #expect(result.status == 2, "appsim \(line.command.joined(separator: " ")) \(option)")
                #expect(!result.stderr.contains("unknown option"), "appsim \(line.command.joined(separator: " ")) \(option): \(result.stderr)")
            }
        }
    }
}
