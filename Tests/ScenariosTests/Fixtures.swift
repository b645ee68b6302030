import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios

/// Paths and small scenarios shared by the tests.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// A small scenario that still exercises travel, clock changes, DST and a rollout, reaches its
    /// four probes, and has two partitions of caregivers (more than `Caregivers.partitionSize`),
    /// so worker counts change how the run is split. Its 300-song catalog searches five times
    /// faster than the default 1,500 in a debug build, with every search rule still in play.
    static let small = """
    {
      name: "small",
      seed: 11,
      start: "2025-03-06T00:00:00Z",
      days: 7,
      rollouts: [{ day: 4, set: { baseQuota: 5 } }],
      populations: {
        caregivers: {
          count: 260,
          catalogSongs: 300,
          zones: [
            { zone: "America/New_York", weight: 3 },
            { zone: "Asia/Kathmandu", weight: 1 },
            { zone: "Pacific/Kiritimati", weight: 1 },
            { zone: "Pacific/Pago_Pago", weight: 1 },
          ],
          sessionsPerDay: 2,
          opensPerSession: 4,
          travellers: { share: 0.2, tripsPerMonth: 6 },
          clockChangers: { share: 0.1, changesPerMonth: 8, shiftHours: [-24, 24] },
        },
      },
      probes: ["dstDay", "adLimit", "viewCap", "dateMovedBack"],
    }
    """

    static func smallScenario(_ overrides: [String] = []) throws -> Scenario {
        try ScenarioFile.parse(small, file: "small.json5", overrides: overrides)
    }

    /// The small scenario's caregivers, `count` of them, run with `overrides` (2 workers).
    static func caregiverRun(count: Int, _ overrides: [String]) throws -> CaregiverTally? {
        Caregivers.run(try smallScenario(["populations.caregivers.count=\(count)"] + overrides), workers: 2)
    }

    /// The small scenario run once (2 workers) for every test that reads it as it is.
    static let smallRun: CaregiverTally? = (try? smallScenario()).flatMap { Caregivers.run($0, workers: 2) }

    /// The personas the fixtures name, in registry order.
    static let named = ["caregivers", "watchers", "journalers", "listeners"]

    /// The registered personas the fixtures do not name (one added to the registry), which they
    /// give agents of its default population: the tests that loop over `Personas.all` then cover
    /// it with no edit.
    static let unnamed = Personas.all.map { $0.plural }.filter { !named.contains($0) }

    /// Their lines of `everyPersona`'s populations: 30 agents each.
    static let unnamedPopulations = unnamed.map { "\n    \($0): { count: 30 }," }.joined()

    /// Every registered persona, small, over a DST change with travellers, a rollout, probes and a
    /// tolerance: a report with every section, and a check with every kind of row. A persona the
    /// text does not name has 30 agents.
    static let everyPersona = """
    {
      name: "every-persona",
      seed: 11,
      start: "2025-03-06T00:00:00Z",
      days: 7,
      rollouts: [{ day: 4, set: { baseQuota: 5 } }],
      populations: {
        caregivers: {
          count: 150,
          catalogSongs: 300,
          zones: [
            { zone: "America/New_York", weight: 3 },
            { zone: "Asia/Kathmandu", weight: 1 },
            { zone: "Pacific/Kiritimati", weight: 1 },
            { zone: "Pacific/Pago_Pago", weight: 1 },
          ],
          sessionsPerDay: 2,
          opensPerSession: 4,
          travellers: { share: 0.2, tripsPerMonth: 6 },
          clockChangers: { share: 0.1, changesPerMonth: 8, shiftHours: [-24, 24] },
        },
        watchers: {
          count: 60,
          catalogTitles: 2000,
          zones: [{ zone: "Asia/Kolkata", weight: 2 }, { zone: "America/Los_Angeles", weight: 1 }],
          relaunchAfterWatch: 0.6,
        },
        journalers: {
          count: 60,
          zones: [{ zone: "Pacific/Pago_Pago", weight: 1 }, { zone: "Pacific/Kiritimati", weight: 1 }, { zone: "Australia/Sydney", weight: 1 }],
          travellerShare: 0.5,
          tripsPerMonth: 6,
          gates: { customPrompts: { perRelease: 0.1, conversion: 0.2 }, insights: { perRelease: 0.3, conversion: 0.2 }, export: { perRelease: 0.2 } },
        },
        listeners: {
          count: 30,
          librarySongs: 200,
          zones: [{ zone: "America/New_York", weight: 1 }, { zone: "Asia/Kathmandu", weight: 1 }],
        },\(unnamedPopulations)
      },
      probes: ["dstDay", "adLimit", "dateMovedBack"],
      tolerances: { "caregiver.apps_script_peak_executions": 0.5 },
    }
    """

    static func everyPersonaScenario() throws -> Scenario {
        try ScenarioFile.parse(everyPersona, file: "every-persona.json5")
    }

    /// The every-persona scenario run once (2 workers), shared by the golden-file tests.
    static let everyPersonaRun: RunOutcome? = (try? everyPersonaScenario()).flatMap {
        ScenarioRun.run($0, scenarioPath: "every-persona.json5", workers: 2)
    }
}
