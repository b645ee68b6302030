import Foundation
import Harness
@testable import Scenarios
import Sim
import TestSupport
import Testing

/// Recorded files damaged at random — bytes changed, cut short, extended, a field set to an
/// absurd number — over a few hundred seeds: reading and then using them (`appsim check`'s
/// divergence, `appsim merge` and the sweep's report) either works or throws the typed
/// `RecordError` (docs/rules.md#recorded-files).
///
/// Swift Testing cannot catch a trap: a trap here (an absurd day handed to `LocalDate`, an arm
/// index out of range) ends the whole test run, which is this test's failure signal.
@Suite("Recorded files, fuzzed")
struct RecordFuzzTests {
    /// A field of a record set to one of these, or to random bits.
    static let absurd: [UInt64] = [0, 1, 0xFF, 0xFFFF_FFFF, 0x7FFF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0000, .max, 25_000_000_000_000_000]

    /// `bytes` damaged one of five ways, chosen and shaped by `random`; `fields` are the offsets
    /// of the file's numeric fields with their widths, for the absurd-field damage.
    static func damaged(_ bytes: [UInt8], fields: [(offset: Int, width: Int)], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        switch random.next() % 5 {
        case 0:
            for _ in 0...(random.next() % 4) where !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
        case 1:
            bytes.removeLast(Int(random.next() % UInt64(bytes.count + 1)))
        case 2:
            bytes += (0...(random.next() % 16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        case 3:
            let field = fields[Int(random.next() % UInt64(fields.count))]
            let value = random.next() % 2 == 0 ? absurd[Int(random.next() % UInt64(absurd.count))] : random.next()
            for byte in 0..<field.width where field.offset + byte < bytes.count {
                bytes[field.offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte)))
            }
        default:
            let at = Int(random.next() % UInt64(bytes.count + 1))
            if random.next() % 2 == 0 || at == bytes.count {
                bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
            } else {
                bytes.remove(at: at)
            }
        }
        return bytes
    }

    /// CSV `text` with one field of one row (not the header) set to an absurd value.
    static func fieldSet(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = 1 + Int(random.next() % UInt64(max(lines.count - 2, 1)))
        var fields = lines[row].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let value = ["-1", "0", "2", "99999999999999999999", "", "18446744073709551615", "-9223372036854775808", "nan", "x"].randomElement(using: &random)!
        fields[Int(random.next() % UInt64(fields.count))] = value
        lines[row] = fields.joined(separator: ",")
        return lines.joined(separator: "\n")
    }

    @Test("a damaged fingerprints.bin either reads and checks (its dates printable) or is refused naming the file, byte and the command that records it again")
    func fingerprints() throws {
        let (baseline, outcome) = try CheckDivergenceTests.recordedRun.get()
        let days = outcome.scenario.days
        let bytes = try #require(Baseline(outcome).fingerprints).bytes
        let name = Int(bytes[8])
        let fields = [(0, 4), (4, 4), (8, 1), (9 + name, 4), (13 + name, 8), (21 + name, 4)]
        var accepted = 0
        var refused = 0
        for seed in 0..<300 {
            var random = SplitMix64(seed: UInt64(seed))
            let damaged = Self.damaged(bytes, fields: fields, &random)
            do throws(RecordError) {
                let read = try BaselineFingerprints.read(damaged, path: "b/fingerprints.bin", days: seed % 4 == 0 ? nil : days, record: "RECORD")
                // Without kept traces: replaying a traced agent costs a run and reads nothing of this file.
                var used = baseline
                used.fingerprints = read
                used.traces = KeptTraces()
                let divergence = CheckDivergence(baseline: used, outcome: outcome, kpisMoved: true)
                #expect(!divergence.consoleText.isEmpty && !divergence.markdown.isEmpty)
                accepted += 1
            } catch {
                #expect(error.description.hasPrefix("b/fingerprints.bin: byte ") && error.description.hasSuffix("; record the baseline again with: RECORD"),
                        "seed \(seed): \(error.description)")
                refused += 1
            }
        }
        #expect(accepted > 20 && refused > 80, "both outcomes are reached: \(accepted) read, \(refused) refused")
    }

    @Test("slot 0's day outside the days a run can start, or slots that are not the pinned days + 4, are refused naming the byte")
    func absurdDay() throws {
        let (_, outcome) = try CheckDivergenceTests.recordedRun.get()
        var bytes = try #require(Baseline(outcome).fingerprints).bytes
        let day = 13 + Int(bytes[8])
        for (index, byte) in (0..<8).map({ UInt8(truncatingIfNeeded: UInt64(25_000_000_000_000_000) >> (8 * UInt64($0))) }).enumerated() {
            bytes[day + index] = byte
        }
        #expect(throws: RecordError("f.bin: byte \(day): expected caregivers' first day, days since 1970-01-01 from \(BaselineFingerprints.firstDays.lowerBound) "
                                    + "to \(BaselineFingerprints.firstDays.upperBound) (two days before a start AppSim can run), got 25000000000000000; "
                                    + "record the baseline again with: R")) {
            try BaselineFingerprints.read(bytes, path: "f.bin", days: outcome.scenario.days, record: "R")
        }
        let good = try #require(Baseline(outcome).fingerprints).bytes
        #expect(throws: RecordError("f.bin: byte \(day + 8): expected 10 (the baseline's 6 days + 4) slots per agent, got \(outcome.scenario.days + 4); "
                                    + "record the baseline again with: R")) {
            try BaselineFingerprints.read(good, path: "f.bin", days: 6, record: "R")
        }
    }

    @Test("a damaged sweep shard (runs.csv with its recorded count and fingerprint made to match, or shard.json) either merges into a report or is refused")
    func sweepShard() throws {
        let shards = try #require(SweepTests.tinySweepShards)
        try withTemporaryFolder("fuzz-shard") { root in
            let others = try [0, 2].map { try SweepShard.load(directory: SweepTests.written(shards[$0], in: root, as: "part\($0 + 1)")) }
            let original = Dictionary(uniqueKeysWithValues: shards[1].map { ($0.name, $0.contents) })
            let runs = Array(try #require(original["runs.csv"]).utf8)
            let meta = try #require(original["shard.json"])
            let metaBytes = Array(meta.utf8)
            let numbers = metaBytes.indices.filter { metaBytes[$0] == UInt8(ascii: ":") }
            var accepted = 0
            var refused = 0
            for seed in 0..<100 {
                var random = SplitMix64(seed: UInt64(seed))
                var files = shards[1]
                if seed % 3 == 0 {
                    // shard.json: bytes, or a value after a colon replaced by an absurd number.
                    var text = metaBytes
                    if random.next() % 2 == 0, let colon = numbers.randomElement(using: &random) {
                        let end = text[(colon + 1)...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") } ?? text.count
                        let value = [" -1", " 0", " 99999999999", " 18446744073709551616", " 1e308", " \"\"", " []"].randomElement(using: &random)!
                        text.replaceSubrange((colon + 1)..<end, with: Array(value.utf8))
                    } else {
                        text = Self.damaged(text, fields: [(0, 1)], &random)
                    }
                    files = files.map { $0.name == "shard.json" ? ($0.name, String(decoding: text, as: UTF8.self)) : $0 }
                } else {
                    // runs.csv damaged, shard.json made to agree with it, so the rows themselves are read.
                    let text = random.next() % 2 == 0 ? String(decoding: Self.damaged(runs, fields: [(0, 1)], &random), as: UTF8.self)
                        : Self.fieldSet(String(decoding: runs, as: UTF8.self), &random)
                    let rows = text.split(separator: "\n").count - 1
                    var newMeta = meta.replacingOccurrences(of: "\"runsFingerprint\": \"\(Fingerprint.of(String(decoding: runs, as: UTF8.self)))\"",
                                                            with: "\"runsFingerprint\": \"\(Fingerprint.of(text))\"")
                    if let line = newMeta.split(separator: "\n").first(where: { $0.hasPrefix("  \"rows\": ") }) {
                        newMeta = newMeta.replacingOccurrences(of: String(line), with: "  \"rows\": \(rows),")
                    }
                    files = files.map { $0.name == "runs.csv" ? ($0.name, text) : $0.name == "shard.json" ? ($0.name, newMeta) : $0 }
                }
                let folder = try SweepTests.written(files, in: root, as: "fuzz\(seed)")
                do throws(RecordError) {
                    let shard = try SweepShard.load(directory: folder)
                    let result = try SweepShard.merge([others[0], shard, others[1]])
                    #expect(!SweepReport(result).files.isEmpty)
                    accepted += 1
                } catch {
                    #expect(!error.description.isEmpty)
                    refused += 1
                }
            }
            #expect(accepted > 5 && refused > 30, "both outcomes are reached: \(accepted) merged, \(refused) refused")
        }
    }
}

/// A run shard's tally edited together with the fingerprint `shard.json` records for it, so it
/// passes that check: its agent-day fingerprints must still be the shape of its block.
@Suite("Run shard tallies, edited with their record")
struct RunShardTallyShapeTests {
    @Test("fingerprints of other agents, or of other days, are refused naming the tally file and the fix",
          arguments: [("\"firstAgent\":0", "\"firstAgent\":7"), ("\"firstDay\":", "\"firstDay\":1")])
    func edited(original: String, edit: String) throws {
        try withTemporaryFolder("run-shard-edit") { root in
            let folders = try RunShardTests.writtenShards(in: root)
            let tally = URL(fileURLWithPath: folders[1]).appendingPathComponent("tally-caregivers.json")
            let meta = URL(fileURLWithPath: folders[1]).appendingPathComponent("shard.json")
            let before = try String(contentsOf: tally, encoding: .utf8)
            let fingerprints = try #require(before.range(of: "\"fingerprints\":{"))
            var after = before
            let field = try #require(after.range(of: original, range: fingerprints.upperBound..<after.endIndex))
            after.replaceSubrange(field, with: edit)
            #expect(after != before)
            try Data(after.utf8).write(to: tally)
            let record = try String(contentsOf: meta, encoding: .utf8).replacingOccurrences(of: Fingerprint.of(before), with: Fingerprint.of(after))
            try Data(record.utf8).write(to: meta)
            do throws(RecordError) {
                _ = try ShardSet.merge(folders: folders)
                Issue.record("an edited tally merged")
            } catch {
                #expect(error.description.hasPrefix("\(folders[1])/tally-caregivers.json: holds the fingerprints of "))
                #expect(error.description.hasSuffix(": run shard 2/2 again"))
            }
        }
    }
}
