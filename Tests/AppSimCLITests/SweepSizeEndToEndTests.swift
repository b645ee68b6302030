import Foundation
import TestSupport
import Testing

/// `appsim sweep` and `appsim validate` with grids a user can type wrong or too large: refused
/// before anything runs, exit 2, naming the flag or file and the fix (docs/rules.md#sweep-grids,
/// docs/rules.md#a-sweeps-size).
@Suite("appsim sweep and validate with empty, repeated and oversized grids")
struct SweepSizeEndToEndTests {
    @Test("--grid 'baseQuota=,' is a usage error naming --grid and the fix, not 0 arms and a trap")
    func emptyGrid() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let result = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", "baseQuota=,"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: --grid \"baseQuota=,\": value 1 of 2 is empty; remove it or give it a value "
                    + "(expected key=v1,v2,... e.g. --grid baseQuota=2,3,4)\nSee 'appsim sweep --help'.\n")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports").path))
        }
    }

    @Test("500 arms × 10,000 replications is refused at once by sweep and by validate, with the estimate and the ways out")
    func oversized() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            let grid = "baseQuota=" + (0..<500).map(String.init).joined(separator: ",")
            let sweep = try AppSimProcess.run(["sweep", "tiny.json5", "--grid", grid, "--replications", "10000"], in: folder)
            #expect(sweep.status == 2)
            #expect(sweep.stderr.hasPrefix("appsim: tiny.json5: sweep: 500 arms × 10,000 replications = 5,000,000 runs, "
                                           + "above the 250,000 a sweep may hold; at most 500 replications fit these arms; its runs would take "))
            #expect(sweep.stderr.contains("--replications R") && sweep.stderr.contains("--shard i/n"))
            #expect(sweep.stdout.isEmpty)
            let file = EndToEndTests.tiny.replacingOccurrences(of: "  probes: [\"dstDay\"],\n",
                                                              with: "  probes: [\"dstDay\"],\n  sweep: { grid: { days: [\(((1...500).map(String.init)).joined(separator: ", "))] }, replications: 10000 },\n")
            try Data(file.utf8).write(to: folder.appendingPathComponent("big.json5"))
            let validate = try AppSimProcess.run(["validate", "big.json5"], in: folder)
            #expect(validate.status == 2)
            #expect(validate.stderr.hasPrefix("appsim: big.json5: sweep: 500 arms × 10,000 replications = 5,000,000 runs, above the 250,000"))
        }
    }
}
