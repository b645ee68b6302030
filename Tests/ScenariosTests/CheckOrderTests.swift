import Harness
@testable import Scenarios
import Testing

/// The order `appsim check` shows KPIs in (`KPIComparison`'s reading order) and how it formats
/// them, on hand-made KPIs: no run needed.
@Suite("Check reading order")
struct CheckOrderTests {
    static func kpi(_ id: String, _ value: String) -> KPIValue {
        let parts = id.split(separator: ".", maxSplits: 1).map(String.init)
        return KPIValue(persona: parts[0], name: parts[1], value: value)
    }

    static let baseline = [
        kpi("caregiver.views", "1000"),                       // count
        kpi("caregiver.sessions", "1000"),                    // count
        kpi("caregiver.views_per_user_day", "2.000000"),      // derived (a mean)
        kpi("caregiver.ad_revenue_share", "0.500000"),        // derived (a share)
        kpi("caregiver.trips", "100"),                        // count
    ]

    @Test("the biggest relative drift is the first row; counts before ratios; within-tolerance moves after every drift")
    func biggestDriftFirst() {
        var now = Self.baseline
        now[0].value = "1010"        // +1 %
        now[1].value = "800"         // −20 %: the biggest count drift
        now[2].value = "3.000000"    // +50 %: bigger, but derived
        now[3].value = "0.450000"    // −10 %, derived
        now[4].value = "101"         // +1 %, within its 5 % tolerance
        let comparison = KPIComparison(baseline: Self.baseline, now: now, tolerances: [Tolerance(kpi: "caregiver.trips", relative: 0.05)])
        #expect(comparison.ordered.map(\.id) == ["caregiver.sessions", "caregiver.views", "caregiver.views_per_user_day",
                                                 "caregiver.ad_revenue_share", "caregiver.trips"])
        #expect(comparison.drifted.first?.relative == "-20.00 %")
    }

    @Test("a KPI new or removed reads before any finite change; equal changes read by KPI id")
    func newAndRemovedFirstTiesById() {
        let now = [Self.kpi("caregiver.views", "1100"), Self.kpi("caregiver.sessions", "1100"),
                   Self.kpi("caregiver.views_per_user_day", "2.000000"), Self.kpi("caregiver.ad_revenue_share", "0.500000"),
                   Self.kpi("caregiver.installs", "5")]
        let comparison = KPIComparison(baseline: Self.baseline, now: now, tolerances: [])
        #expect(comparison.drifted.map(\.id) == ["caregiver.installs", "caregiver.trips", "caregiver.sessions", "caregiver.views"])
    }

    @Test("counts print grouped without decimals, derived KPIs with 6 decimals, grouped")
    func numberFormats() {
        let row = KPIComparison.Row(id: "caregiver.views", baseline: "1234567", now: "1234000", primary: true)
        #expect([row.value(row.baseline), row.value(row.now), row.delta] == ["1,234,567", "1,234,000", "-567"])
        let mean = KPIComparison.Row(id: "caregiver.views_per_user_day", baseline: "0.5", now: "1234.25", primary: false)
        #expect([mean.value(mean.baseline), mean.value(mean.now), mean.delta] == ["0.500000", "1,234.250000", "+1,233.750000"])
    }
}
