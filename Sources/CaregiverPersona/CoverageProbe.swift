import Harness
import Sim

/// A rare situation a scenario can declare it must reach; a run that never reaches a declared
/// probe says so and fails (exit 1), so a scenario cannot silently stop testing what it claims to.
package enum CoverageProbe: Int, MetricKey, CaseIterable, Encodable {
    /// An open on a local day that is not 24 hours long (a DST change).
    case dstDay
    /// The quota sheet shown because `adDailyLimit` ads were completed.
    case adLimit
    /// The quota sheet shown with the allowance at `dailyViewCap`.
    case viewCap
    /// A re-open of a song within a minute either side of the end of its re-watch window.
    case rewatchAtWindowEdge
    /// A quota reset caused by the device clock being set forward.
    case resetByClockChange
    /// The device's local date moved backwards (travel west or a clock set back).
    case dateMovedBack
    /// A re-open inside the window after the quota day rolled over.
    case rewatchAcrossMidnight

    package var name: String {
        switch self {
        case .dstDay: "dstDay"
        case .adLimit: "adLimit"
        case .viewCap: "viewCap"
        case .rewatchAtWindowEdge: "rewatchAtWindowEdge"
        case .resetByClockChange: "resetByClockChange"
        case .dateMovedBack: "dateMovedBack"
        case .rewatchAcrossMidnight: "rewatchAcrossMidnight"
        }
    }

    /// The probe named `name` in a scenario file.
    package init?(name: String) {
        guard let probe = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = probe
    }
}

extension Caregivers {
    /// Every probe, in order, required when the scenario's `probes` names it.
    package static func probes(_ tally: CaregiverTally, _ scenario: Scenario) -> [ProbeCount] {
        CoverageProbe.allCases.map { ProbeCount(name: $0.name, required: scenario.requiredProbes.contains($0), reached: tally.probes[$0]) }
    }
}
