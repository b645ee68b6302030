import Foundation
import Harness
@testable import Scenarios
import Testing

/// A sweep names the arms whose results repeat another arm's byte for byte.
@Suite("Identical sweep arms")
struct IdenticalArmsTests {
    @Test("ten caregivers never complete six ads a day: adDailyLimit 10 repeats 6 byte for byte and is named; 1 differs and is not")
    func aLimitThatCannotAct() throws {
        let plan = SweepPlan(dimensions: [.init(key: "adDailyLimit", values: ["1", "6", "10"])], replications: 2)
        let prepared = try SweepTests.withTinySweepFile {
            try SweepRun.prepare(path: $0, overrides: ["populations.caregivers.count=10"], plan: plan, independent: false)
        }
        let result = try SweepTests.result(prepared, workers: 2)
        let identical = IdenticalArms(result)
        #expect(identical.matches == [IdenticalArms.Match(arm: 2, sameAs: 1)])
        #expect(identical.lines == ["adDailyLimit 10 ≡ 6: identical results: the setting changed nothing in this scenario"])
        let markdown = try #require(SweepReport(result).files.first { $0.name == "sweep.md" }?.contents)
        #expect(markdown.contains("## Identical arms\n\nEvery KPI of these arms, in every replication, equals the other arm's byte for byte:\n\n"
                                  + "- adDailyLimit 10 ≡ 6: identical results: the setting changed nothing in this scenario\n"))
    }

    @Test("grid values a user typed are printable in the lines the command prints and escaped for Markdown in sweep.md")
    func hostileValues() throws {
        // The description changes nothing, so the second arm repeats the first.
        let plan = SweepPlan(dimensions: [.init(key: "description", values: ["a\u{1B}[31m\n*b", "c\u{202E}|d"])], replications: 1)
        let prepared = try SweepTests.withTinySweepFile {
            try SweepRun.prepare(path: $0, overrides: ["populations.caregivers.count=10"], plan: plan, independent: false)
        }
        let result = try SweepTests.result(prepared, workers: 2)
        let line = "description c\\u{202E}|d ≡ a\\u{001B}[31m\\n*b: identical results: the setting changed nothing in this scenario"
        #expect(IdenticalArms(result).lines == [line])
        let markdown = try #require(SweepReport(result).files.first { $0.name == "sweep.md" }?.contents)
        #expect(markdown.contains("- description c\\\\u{202E}|d ≡ a\\\\u{001B}\\[31m\\\\n\\*b: identical results"))
    }

    @Test("arms that differ in one key of two name that key and the one they share; in two keys, both")
    func names() {
        let keys = ["baseQuota", "adDailyLimit"]
        // Arms in grid order: (3, 6), (3, 10), (4, 6), (4, 10).
        let arms = SweepPlan(dimensions: [.init(key: "baseQuota", values: ["3", "4"]), .init(key: "adDailyLimit", values: ["6", "10"])],
                             replications: 1).arms
        #expect(IdenticalArms.names(arms[1], arms[0], keys: keys) == "adDailyLimit 10 ≡ 6 at baseQuota=3")
        #expect(IdenticalArms.names(arms[3], arms[0], keys: keys) == "baseQuota 4, adDailyLimit 10 ≡ baseQuota 3, adDailyLimit 6")
    }
}
