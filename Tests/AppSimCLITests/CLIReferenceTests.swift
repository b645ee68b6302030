import Foundation
import Testing

/// docs/cli.md against the built executable: the help it shows is the help `appsim` prints, for
/// every command and for `appsim --help`, and nothing else claims to be help.
@Suite("docs/cli.md")
struct CLIReferenceTests {
    static func reference() throws -> String {
        try String(contentsOf: CheckEndToEndTests.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    }

    /// The contents of every fenced code block of `markdown`, without trailing newlines.
    static func codeBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test("every command's --help, and appsim --help, is shown in docs/cli.md exactly as appsim prints it; no other block claims to be help")
    func helpMatches() throws {
        let blocks = Self.codeBlocks(try Self.reference())
        let top = try AppSimProcess.runInTemporaryFolder(["--help"])
        #expect(top.status == 0)
        var helps = [("appsim --help", Self.trimmed(top.stdout))]
        let commands = HelpTests.listed(top.stdout).filter { $0 != "help" }
        #expect(commands == HelpTests.commands)
        for command in commands {
            let help = try AppSimProcess.runInTemporaryFolder([command, "--help"])
            #expect(help.status == 0)
            helps.append(("appsim \(command) --help", Self.trimmed(help.stdout)))
        }
        for (command, help) in helps {
            #expect(blocks.filter { $0 == help }.count == 1,
                    "docs/cli.md shows `\(command)` once, as appsim prints it (docs/figures --write rewrites it):\n\(help)")
        }
        let claimed = blocks.filter { $0.hasPrefix("USAGE: appsim") || $0.hasPrefix("AppSim: ") }
        let stale = claimed.filter { block in !helps.contains { $0.1 == block } }
        #expect(stale.isEmpty, "docs/cli.md shows help appsim no longer prints:\n\(stale.joined(separator: "\n\n"))")
    }

    @Test("docs/cli.md's exit status table lists exactly the statuses --help names")
    func exitStatusTable() throws {
        let table = try Self.reference().components(separatedBy: "| status | meaning |")[1].components(separatedBy: "\n\n")[0]
        let documented = table.split(separator: "\n").dropFirst().flatMap { row in
            row.split(separator: "|")[0].split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(documented == ["0", "1", "2", "3", "130", "143", "129"])
        let help = try AppSimProcess.runInTemporaryFolder(["--help"]).stdout
        #expect(help.contains("Exit status: 0 success · 1 a check or invariant failed · 2 bad usage or input, or an output\n"
                              + "path AppSim did not write · 3 the report could not be written · 130/143/129 interrupted by\nSIGINT/SIGTERM/SIGHUP."))
    }
}
