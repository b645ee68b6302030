import Foundation
import TestSupport
import Testing

/// `--remote-config` and `--export-remote-config` end to end (docs/rules.md#remote-config-template,
/// docs/rules.md#remote-config-export): transcripts in `Golden/transcripts/remote-config-*.txt`
/// and the Firebase round trip on the shipped example template, with one small sweep.
@Suite("appsim with a Remote Config template")
struct RemoteConfigEndToEndTests {
    /// Sixty caregivers for three days; baseQuota 2, 3 or 4 for revenue per install (three
    /// replications judge baseQuota 2 safely better, so the export has a change to write).
    static let decide = """
    {
      name: "decide",
      seed: 5,
      start: "2025-03-08T00:00:00Z",
      days: 3,
      populations: { caregivers: { count: 60, catalogSongs: 300, zones: [{ zone: "America/New_York", weight: 1 }] } },
      sweep: { grid: { baseQuota: [2, 3, 4] }, replications: 3 },
      decision: { objective: "caregiver.revenue_per_install" },
    }

    """

    static let example = CheckEndToEndTests.root.appendingPathComponent("scenarios/remote-config-template.json")

    /// Runs `body` in a new folder holding `decide.json5` and the shipped template as `template.json`.
    static func inFolder<T>(_ body: (URL) throws -> T) throws -> T {
        try withTemporaryFolder("appsim-test") { folder in
            try Data(decide.utf8).write(to: folder.appendingPathComponent("decide.json5"))
            try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("template.json"))
            return try body(folder)
        }
    }

    /// A JSON file's value.
    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test("validate with a template: its default becomes the scenario's, the other parameters are listed once; a string number in --set")
    func validate() throws {
        try Self.inFolder { folder in
            try AppSimProcess.expectTranscript(["validate", "decide.json5", "--remote-config", "template.json", "--workers", "1"],
                                               in: folder, matches: "remote-config-validate")
            let string = try AppSimProcess.run(["validate", "decide.json5", "--remote-config", "template.json", "--set", #"baseQuota="4""#], in: folder)
            #expect(string.status == 0)
            #expect(string.stderr.contains(#"parameterGroups.Quota.parameters.baseQuota: --set baseQuota="4" wins over the template's 3"#))
        }
    }

    @Test("a template value of the wrong type exits 2 before the run, naming the file, the parameter and the fix; nothing is written")
    func wrongType() throws {
        try Self.inFolder { folder in
            let text = try String(contentsOf: Self.example, encoding: .utf8).replacingOccurrences(of: #""value": "3""#, with: #""value": "abc""#)
            try Data(text.utf8).write(to: folder.appendingPathComponent("abc.json"))
            try AppSimProcess.expectTranscript(["run", "decide.json5", "--remote-config", "abc.json", "--out", "r"], in: folder,
                                               matches: "remote-config-wrong-type")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r").path))
        }
    }

    @Test("Firebase round trip: template → sweep → exported template, only the chosen parameter changed; then a 10 % rollout over it")
    func roundTrip() throws {
        try Self.inFolder { folder in
            let sweep = try AppSimProcess.expectTranscript(
                ["sweep", "decide.json5", "--remote-config", "template.json", "--export-remote-config", "out.json", "--workers", "1", "--out", "sw"],
                in: folder, matches: "remote-config-export")
            #expect(sweep.status == 0)
            let sweepMD = try String(contentsOf: folder.appendingPathComponent("sw/sweep.md"), encoding: .utf8)
            let best = try #require(sweepMD.firstMatch(of: #/\*\*Best:\*\* baseQuota=([0-9]+)/#)?.output.1)
            var expected = try Self.json(Self.example)
            expected["version"] = nil
            var groups = try #require(expected["parameterGroups"] as? [String: Any])
            var quota = try #require(groups["Quota"] as? [String: Any])
            var parameters = try #require(quota["parameters"] as? [String: Any])
            var baseQuota = try #require(parameters["baseQuota"] as? [String: Any])
            baseQuota["defaultValue"] = ["value": String(best)]
            parameters["baseQuota"] = baseQuota
            quota["parameters"] = parameters
            groups["Quota"] = quota
            expected["parameterGroups"] = groups
            #expect(try Self.json(folder.appendingPathComponent("out.json")) as NSDictionary == expected as NSDictionary)

            let rollout = try AppSimProcess.run(["sweep", "decide.json5", "--remote-config", "template.json", "--export-remote-config", "out.json",
                                                 "--rollout-percent", "10", "--workers", "1", "--out", "sw"], in: folder)
            #expect(rollout.status == 0, "out.json is AppSim's, so it is replaced")
            let conditions = try #require(try Self.json(folder.appendingPathComponent("out.json"))["conditions"] as? [[String: String]])
            #expect(conditions.last == ["name": "appsim_rollout_baseQuota", "expression": "percent('appsim_rollout_baseQuota') <= 10"])
        }
    }

    @Test("the export refuses before the run: a file AppSim did not write, the template itself, no template, a shard")
    func refusals() throws {
        try Self.inFolder { folder in
            try Data("{ \"mine\": true }\n".utf8).write(to: folder.appendingPathComponent("mine.json"))
            let common = ["sweep", "decide.json5", "--out", "sw"]
            for (arguments, says) in [
                (["--remote-config", "template.json", "--export-remote-config", "mine.json"], "not written by AppSim"),
                (["--remote-config", "template.json", "--export-remote-config", "template.json"], "is the same path as --remote-config"),
                (["--export-remote-config", "out.json"], "add --remote-config FILE"),
                (["--remote-config", "template.json", "--export-remote-config", "out.json", "--shard", "1/2"], "run the sweep unsharded"),
                (["--remote-config", "template.json", "--export-remote-config", "out.json", "--grid", "dailyViewCap=15,20"], "has no parameter dailyViewCap"),
            ] {
                let result = try AppSimProcess.run(common + arguments, in: folder)
                #expect(result.status == 2 && result.stderr.contains(says), "\(arguments): \(result.stderr)")
            }
            #expect(try String(contentsOf: folder.appendingPathComponent("mine.json"), encoding: .utf8) == "{ \"mine\": true }\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sw").path))
        }
    }

    @Test("check pins the template's values as overrides: the same template passes, another value or none is refused, naming them")
    func checkPins() throws {
        try Self.inFolder { folder in
            let update = try AppSimProcess.run(["check", "decide.json5", "--remote-config", "template.json", "--baseline", "base", "--update"], in: folder)
            #expect(update.status == 0, "\(update.stderr)")
            let same = try AppSimProcess.run(["check", "decide.json5", "--remote-config", "template.json", "--baseline", "base"], in: folder)
            #expect(same.status == 0, "\(same.stderr)")
            let text = try String(contentsOf: Self.example, encoding: .utf8).replacingOccurrences(of: #""value": "3""#, with: #""value": "5""#)
            try Data(text.utf8).write(to: folder.appendingPathComponent("five.json"))
            for template in [["--remote-config", "five.json"], []] {
                let pinned = try AppSimProcess.run(["check", "decide.json5", "--baseline", "base"] + template, in: folder)
                #expect(pinned.status == 2 && pinned.stderr.contains("--set remoteConfig.baseQuota=3"), "\(pinned.stderr)")
            }
        }
    }
}
