import CaregiverPersona
import Foundation
import Harness
import JournalerPersona
import Model
@testable import Scenarios
import TestSupport
import Testing

/// Every value a user can reach that the run cannot take is refused before the run, naming the
/// file (or the whole `--set key=value`), the position and key path, what was expected and a fix.
@Suite("Scenario input limits")
struct ScenarioInputTests {
    static let base = """
    {
      name: "limits",
      seed: 1,
      start: "2025-03-06T00:00:00Z",
      days: 2,
      populations: { caregivers: { count: 3 } },
    }
    """

    static func message(_ text: String = base, _ overrides: [String] = [], file: String = "limits.json5") -> String? {
        do {
            _ = try ScenarioFile.parse(text, file: file, overrides: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a --set error names the whole assignment and the key path, never file:0:0")
    func overrideBlame() {
        #expect(Self.message(Self.base, ["populations.caregivers.travellers={ tripsPerMonth: 2 }"])
                == "--set populations.caregivers.travellers={ tripsPerMonth: 2 }: populations.caregivers.travellers.share: required key is missing")
        #expect(Self.message(Self.base, ["populations=3"]) == "--set populations=3: populations: expected an object, got a number")
        #expect(Self.message(Self.base, ["days=2", "baseQuota=-1"])
                == "--set baseQuota=-1: remoteConfig.baseQuota: expected a whole number from 0 to 1000000000, got -1")
        #expect(Self.message(Self.base, ["populations..count=1"])
                == "--set populations..count=1: populations..count: expected a dotted key path (e.g. populations.caregivers.count)")
        #expect(Self.message(Self.base, ["name=a\u{1B}[2Jb"]) == "--set name=a\\u{001B}[2Jb: name: expected a name of letters, digits, - and _ (it names the report folder), got \"a\\u{001B}[2Jb\"")
    }

    @Test("an override that breaks a rule about a value of the file names the override, the file's value and place, and a fix")
    func overrideIsTheCause() {
        let rollout = Self.base.replacingOccurrences(of: "days: 2,", with: "days: 14,\n  remoteConfig: { dailyViewCap: 10 },\n  rollouts: [{ day: 7, set: { adDailyLimit: 4 } }],")
        #expect(Self.message(rollout, ["days=2"])
                == "--days 2: rollouts[0].day is 7, past the last day a 2-day run can roll out on (day 1) (limits.json5:7:21); run 8 days or more, or remove the rollout")
        #expect(Self.message(rollout, ["days=1"])
                == "--days 1: rollouts[0].day is 7, but a 1-day run has no day to roll out on (limits.json5:7:21); run 8 days or more, or remove the rollout")
        #expect(Self.message(rollout, ["days=8"]) == nil)
        #expect(Self.message(rollout, ["baseQuota=12"])
                == "--set baseQuota=12: remoteConfig.baseQuota is 12, above remoteConfig.dailyViewCap 10 (limits.json5:6:33), which must be at least baseQuota; "
                + "set baseQuota to at most 10, or --set dailyViewCap too")
        #expect(Self.message(Self.base, ["baseQuota=20"])
                == "--set baseQuota=20: remoteConfig.baseQuota is 20, above remoteConfig.dailyViewCap 15 (the default), which must be at least baseQuota; "
                + "set baseQuota to at most 15, or --set dailyViewCap too")
        #expect(Self.message(rollout.replacingOccurrences(of: "day: 7", with: "day: 14")) == "limits.json5:7:21: rollouts[0].day: expected a whole number from 1 to 13, got 14",
                "a rule the file breaks on its own still names the file")
    }

    @Test("an override that breaks a rollout's rule names the override: its arm gone, a quota above the rollout's cap, a cap below the rollout's quota")
    func overrideBreaksARollout() {
        let armed = Self.base.replacingOccurrences(of: "days: 2,", with: """
            days: 14,
              arms: [{ name: "A", share: 1 }, { name: "B", share: 1 }],
              rollouts: [{ day: 7, arm: "B", set: { dailyViewCap: 5 } }],
            """)
        #expect(Self.message(armed, ["arms=[{ name: \"X\", share: 1 }, { name: \"Y\", share: 1 }]"])
                == "--set arms=[{ name: \"X\", share: 1 }, { name: \"Y\", share: 1 }]: rollouts[0].arm is \"B\" (limits.json5:7:29), "
                + "not one of the arms (X, Y); keep an arm named B, or remove the rollout")
        #expect(Self.message(armed, ["baseQuota=8"])
                == "--set baseQuota=8: remoteConfig.baseQuota is 8, above rollouts[0].set.dailyViewCap 5 (limits.json5:7:55), "
                + "which must be at least baseQuota; set baseQuota to at most 5")
        #expect(Self.message(armed, ["baseQuota=5"]) == nil)
        let raised = armed.replacingOccurrences(of: "dailyViewCap: 5", with: "baseQuota: 9")
        #expect(Self.message(raised, ["dailyViewCap=8"])
                == "--set dailyViewCap=8: remoteConfig.dailyViewCap is 8, below rollouts[0].set.baseQuota 9 (limits.json5:7:52), "
                + "which it must be at least; set dailyViewCap to at least 9")
        #expect(Self.message(raised.replacingOccurrences(of: "days: 14,", with: "days: 14, remoteConfig: { dailyViewCap: 8 },"))
                == "limits.json5:7:39: rollouts[0].set.dailyViewCap: expected at least baseQuota (9), got 8",
                "the file's own values: the file is named")
    }

    @Test("a misspelt key suggests the known key it meant (ignoring case, or within 2 edits) from the right list")
    func didYouMean() {
        #expect(Self.message(Self.base, ["basequota=5"])?.hasPrefix(
            "--set basequota=5: basequota: unknown key: neither a remote-config key nor a scenario key; did you mean baseQuota? (remote-config keys: baseQuota, ") == true)
        #expect(Self.message(Self.base, ["adCooldownSecs=5"])?.contains("; did you mean adCooldownSeconds?") == false, "more than 2 edits: no guess")
        #expect(Self.message(Self.base, ["Days=5"])?.contains("unknown key: neither a remote-config key nor a scenario key; did you mean days? (") == true)
        #expect(Self.message(Self.base, ["populations.caregivers.cuont=5"])?.hasPrefix(
            "--set populations.caregivers.cuont=5: populations.caregivers.cuont: unknown key; did you mean count? (expected one of: count, installsPerDay, ") == true)
        #expect(Self.message(Self.base, ["remoteConfig.dailyviewcap=20"])?.hasPrefix(
            "--set remoteConfig.dailyviewcap=20: remoteConfig.dailyviewcap: unknown key; did you mean dailyViewCap? (expected one of: baseQuota, ") == true)
        #expect(Self.message(Self.base.replacingOccurrences(of: "seed: 1,", with: "seed: 1, strat: \"x\",")).map { $0.hasPrefix(
            "limits.json5:3:12: strat: unknown key; did you mean start? (expected one of: name, ") } == true)
        #expect(Self.message(Self.base, ["populations.caregivers.colour=1"])?.contains("did you mean") == false)
    }

    @Test("a key suggestion is the first closest known key, never the whole word replaced")
    func suggestionRule() {
        #expect(KeySuggestion.nearest(to: "BASEQUOTA", in: ["adRewardViews", "baseQuota"]) == "baseQuota")
        #expect(KeySuggestion.nearest(to: "sed", in: ["start", "seed", "days"]) == "seed")
        #expect(KeySuggestion.nearest(to: "dys", in: ["days", "dry"]) == "days", "a tie goes to the first in the list")
        #expect(KeySuggestion.nearest(to: "ab", in: ["id"]) == nil)
        #expect(KeySuggestion.nearest(to: "colour", in: ["count", "zones"]) == nil)
    }

    @Test("start must lie where the zone tables are exact (1971 to 2099), and start + days end by 2100-01-01")
    func dates() {
        #expect(Self.message(Self.base, ["start=\"1969-07-20T20:17:00Z\""])
                == "--set start=\"1969-07-20T20:17:00Z\": start: expected a UTC time from 1971-01-01T00:00:00Z to 2099-12-31T00:00:00Z (time zones are compiled for 1970 to 2100, and listeners' history reaches a year before the start), got 1969-07-20T20:17:00Z")
        #expect(Self.message(Self.base.replacingOccurrences(of: "2025-03-06", with: "2150-01-01"))
                == "limits.json5:4:10: start: expected a UTC time from 1971-01-01T00:00:00Z to 2099-12-31T00:00:00Z (time zones are compiled for 1970 to 2100, and listeners' history reaches a year before the start), got 2150-01-01T00:00:00Z")
        #expect(Self.message(Self.base, ["start=\"2099-12-01T00:00:00Z\"", "days=40"])
                == "--days 40: days: expected at most 31 days from start 2099-12-01T00:00:00Z (time zones are compiled up to 2100-01-01T00:00:00Z), got 40; start earlier or run fewer days")
        #expect(Self.message(Self.base, ["start=\"2099-12-01T00:00:00Z\"", "days=31"]) == nil)
        #expect(Self.message(Self.base, ["start=\"1971-01-01T00:00:00Z\""]) == nil)
    }

    @Test("names fit a folder name; arm names are printable text of at most 64 characters")
    func names() {
        let long = String(repeating: "n", count: 101)
        #expect(Self.message(Self.base, ["name=\(long)"])
                == "--set name=\(long): name: expected a name of at most 100 characters (it names the report folder, which a file system limits to 255 bytes with the staging suffix), got 101; shorten it")
        #expect(Self.message(Self.base, ["name=\(long.dropFirst())"]) == nil)
        let arms = #"arms=[{ name: "A\nB", share: 1 }, { name: "B", share: 1 }]"#
        #expect(Self.message(Self.base, [arms])
                == #"--set arms=[{ name: "A\nB", share: 1 }, { name: "B", share: 1 }]: arms[0].name: expected printable text (no control or invisible characters), got "A\nB" with U+000A; remove it"#)
        let escape = Self.base.replacingOccurrences(of: "  populations", with: "  arms: [{ name: \"\\u001B[31mred\", share: 1 }, { name: \"B\", share: 1 }],\n  populations")
        #expect(Self.message(escape)
                == #"limits.json5:6:18: arms[0].name: expected printable text (no control or invisible characters), got "\u{001B}[31mred" with U+001B; remove it"#)
        let wide = String(repeating: "é", count: 65)
        #expect(Self.message(Self.base, ["arms=[{ name: \"\(wide)\", share: 1 }, { name: \"B\", share: 1 }]"])?
            .hasSuffix("arms[0].name: expected at most 64 characters, got 65; shorten it") == true)
        #expect(Self.message(Self.base, [#"arms=[{ name: "Quota 5 · später", share: 1 }, { name: "B", share: 1 }]"#]) == nil)
    }

    @Test("trips and clock changes a month: 0 or at least 0.001 (a tinier rate made a wait too long to count and trapped)")
    func monthlyRates() throws {
        let zones = "populations.caregivers.zones=[{ zone: \"UTC\", weight: 1 }, { zone: \"Asia/Tokyo\", weight: 1 }]"
        #expect(Self.message(Self.base, [zones, "populations.caregivers.travellers={ share: 1, tripsPerMonth: 1e-300 }"])
                == "--set populations.caregivers.travellers={ share: 1, tripsPerMonth: 1e-300 }: populations.caregivers.travellers.tripsPerMonth: expected 0 (never) or a number from 0.001 to 30 a month, got 1e-300")
        #expect(Self.message(Self.base, ["populations.caregivers.clockChangers={ share: 1, changesPerMonth: 5e-324 }"])?
            .hasSuffix("populations.caregivers.clockChangers.changesPerMonth: expected 0 (never) or a number from 0.001 to 30 a month, got 5e-324") == true)
        #expect(Self.message(Self.base, ["populations.journalers={ count: 3, zones: [{ zone: \"UTC\", weight: 1 }, { zone: \"Asia/Tokyo\", weight: 1 }], tripsPerMonth: 1e-12 }"])?
            .hasSuffix("populations.journalers.tripsPerMonth: expected 0 (never) or a number from 0.001 to 30 a month, got 1e-12") == true)
        let slowest = try ScenarioFile.parse(Self.base, file: "limits.json5", overrides: [
            zones, "populations.caregivers.travellers={ share: 1, tripsPerMonth: 0.001 }",
            "populations.caregivers.clockChangers={ share: 1, changesPerMonth: 0.001 }",
            "populations.journalers={ count: 3, zones: [{ zone: \"UTC\", weight: 1 }, { zone: \"Asia/Tokyo\", weight: 1 }], travellerShare: 1, tripsPerMonth: 0.001 }",
        ])
        #expect(ScenarioRun.run(slowest, scenarioPath: "limits.json5", workers: 1) != nil)
        #expect(Self.message(Self.base, [zones, "populations.caregivers.travellers={ share: 1, tripsPerMonth: 0 }"]) == nil)
    }

    @Test("tolerances refuse NaN and Infinity")
    func tolerances() {
        for value in ["NaN", "Infinity", "-Infinity"] {
            #expect(Self.message(Self.base, ["tolerances={ \"caregiver.views_per_user_day\": \(value) }"])
                    == "--set tolerances={ \"caregiver.views_per_user_day\": \(value) }: tolerances.caregiver.views_per_user_day: expected a number from 0 to 10, got \(value)")
        }
    }

    @Test("a catalog folder with no songs is refused before the run (it trapped in the run)")
    func emptyCatalog() throws {
        try withTemporaryFolder("appsim-limits") { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
            try Data("[]".utf8).write(to: folder.appendingPathComponent("empty/movies.json"))
            try Data("[]".utf8).write(to: folder.appendingPathComponent("empty/songs.json"))
            let file = folder.appendingPathComponent("s.json5").path
            #expect(Self.message(Self.base, ["populations.caregivers.catalog=\(folder.path)/empty"], file: file)
                    == "--set populations.caregivers.catalog=\(folder.path)/empty: populations.caregivers.catalog: expected a catalog with at least one song (caregivers open songs from it), got none in \(folder.path)/empty/songs.json; add songs or use catalogSongs")
        }
    }

    @Test("a whole number of 2^63 or more where any Int is allowed is refused, not trapped")
    func hugeInteger() throws {
        let object = try JSON5Parser.parse("{ format: 9223372036854775808 }")
        var reader = try ObjectReader(object, path: "", file: "baseline.json")
        #expect(throws: ScenarioError(file: "baseline.json", line: 1, column: 11, path: "format",
                                      message: "expected a whole number from 0 to 9223372036854775807, got 9223372036854775808")) {
            try reader.integer("format", in: 0...Int.max)
        }
    }

    @Test("a scenario that is not UTF-8 or is a folder says so, naming the file")
    func unreadable() throws {
        try withTemporaryFolder("appsim-limits") { folder in
            let file = folder.appendingPathComponent("latin1.json5").path
            try Data(Array(Self.base.utf8).map { $0 == UInt8(ascii: "l") ? 0xEC : $0 }).write(to: URL(fileURLWithPath: file))
            #expect(throws: ScenarioError(file: file, line: 2, column: 10, path: "",
                                          message: "expected UTF-8 text, but the byte at offset 11 (0xEC) is not valid UTF-8; save the file as UTF-8")) {
                try ScenarioFile.load(path: file)
            }
            #expect(throws: ScenarioError(file: folder.path, path: "", message: "cannot read the file (it is a folder; name a file inside it)")) {
                try ScenarioFile.load(path: folder.path)
            }
        }
    }

    @Test("two sweep grid keys naming the same setting are an error naming both")
    func duplicateGridKeys() throws {
        let text = Self.base.replacingOccurrences(of: "  populations", with: "  sweep: { grid: { baseQuota: [2, 3], \"remoteConfig.baseQuota\": [4] } },\n  populations")
        #expect(Self.message(text)
                == "limits.json5:6:65: sweep.grid.remoteConfig.baseQuota: \"baseQuota\" and \"remoteConfig.baseQuota\" name the same setting (remoteConfig.baseQuota); keep one of them")
        let nested = Self.base.replacingOccurrences(of: "  populations", with: "  sweep: { grid: { \"populations.caregivers.search\": [{}], \"populations.caregivers.search.typoRate\": [0.1] } },\n  populations")
        #expect(Self.message(nested)?.hasSuffix("\"populations.caregivers.search\" and \"populations.caregivers.search.typoRate\" name the same setting (populations.caregivers.search.typoRate); keep one of them") == true)
        try withTemporaryFolder("appsim-limits") { folder in
            let file = folder.appendingPathComponent("s.json5").path
            try Data(Self.base.utf8).write(to: URL(fileURLWithPath: file))
            let plan = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["2"]), .init(key: "remoteConfig.baseQuota", values: ["3"])], replications: 1)
            #expect(throws: ScenarioError(file: file, path: "sweep.grid", message: "\"baseQuota\" and \"remoteConfig.baseQuota\" name the same setting; keep one of them")) {
                try SweepRun.prepare(path: file, overrides: [], plan: plan, independent: false)
            }
        }
    }
}
