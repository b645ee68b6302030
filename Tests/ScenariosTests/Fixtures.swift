import Foundation
import Scenarios

/// Paths and small scenarios shared by the tests.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// A small scenario that still exercises travel, clock changes, DST and a rollout.
    static let small = """
    {
      name: "small",
      seed: 11,
      start: "2025-03-06T00:00:00Z",
      days: 7,
      rollouts: [{ day: 4, set: { baseQuota: 5 } }],
      populations: {
        caregivers: {
          count: 600,
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
}
