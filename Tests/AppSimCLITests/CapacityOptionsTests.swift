import Foundation
import TestSupport
import Testing

/// `appsim capacity`'s device options are checked before anything is measured: exit 2, one line
/// naming the flag, the known profiles where a profile was meant, and nothing written.
@Suite("appsim capacity refuses bad device options")
struct CapacityOptionsTests {
    static let profiles = "iphone-xs, iphone-13, iphone-15-pro, iphone-16-pro"

    @Test("refused before the run, with the message each deserves", arguments: [
        (["--device", "iphone-13", "--device-factor", "2"],
         "--device and --device-factor cannot be given together: a profile's factor comes from its Geekbench 6 score; "
            + "give --device NAME (\(profiles)) or --device-factor N"),
        (["--device", "pixel-8"], "--device expects one of \(profiles), got \"pixel-8\""),
        (["--device-factor", "0"], "--device-factor expects a number from 0.01 to 1000, got \"0\""),
        (["--device-factor", "fast"], "--device-factor expects a number from 0.01 to 1000, got \"fast\""),
        (["--queries", "1999"], "--queries expects a whole number from 2000 to 5000, got \"1999\""),
    ])
    func refused(arguments: [String], message: String) throws {
        try withTemporaryFolder("appsim-test") { folder in
            let result = try AppSimProcess.run(["capacity"] + arguments, in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: \(message)\nSee 'appsim capacity --help'.\n")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports").path))
        }
    }
}
