import Foundation
import TestSupport
import Testing

/// `appsim check` with a baseline whose binary file was damaged: refused before the run, exit 2,
/// naming the file, the byte, what was expected and the command that records it again
/// (docs/rules.md#recorded-files).
@Suite("appsim check with a damaged fingerprints.bin")
struct RecordFileEndToEndTests {
    @Test("slot 0's day set 25 quadrillion days away is exit 2 naming byte 23, not a trap in LocalDate")
    func absurdDay() throws {
        try EndToEndTests.inFolderWithTiny { folder in
            #expect(try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b", "--update"], in: folder).status == 0)
            let file = folder.appendingPathComponent("b/fingerprints.bin")
            var bytes = [UInt8](try Data(contentsOf: file))
            let day = 13 + Int(bytes[8])
            for index in 0..<8 { bytes[day + index] = UInt8(truncatingIfNeeded: UInt64(25_000_000_000_000_000) >> (8 * UInt64(index))) }
            try Data(bytes).write(to: file)
            let result = try AppSimProcess.run(["check", "tiny.json5", "--baseline", "b"], in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "appsim: b/fingerprints.bin: byte \(day): expected caregivers' first day, days since 1970-01-01 from 363 to 47479 "
                    + "(two days before a start AppSim can run), got 25000000000000000; record the baseline again with: "
                    + "appsim check tiny.json5 --baseline b --update\n")
            #expect(result.stdout.isEmpty)
        }
    }
}
