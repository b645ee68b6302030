import CaregiverPersona
import Harness
import Sim
import Testing
import Time
@testable import Scenarios

/// Melody Map's requests to servers and the report that reads them.
@Suite("Caregiver backend")
struct CaregiverBackendTests {
    static let backendMetrics: [CaregiverMetric] = [.offlineLaunches, .launchesWithoutCatalog, .adLoads, .previewTaps]

    static func attempts(_ tally: CaregiverTally, _ endpoint: CaregiverEndpoint) -> (reached: Int, failed: Int) {
        let requests = tally.backend.requests.filter { $0.endpoint == endpoint.rawValue }
        return (requests.count { !$0.failed }, requests.count(where: \.failed))
    }

    @Test("the network draws from a stream of its own: with no offline launch and no preview tap, every other count is the same")
    func networkChangesNothingElse() throws {
        let with = try #require(Fixtures.smallRun)
        let without = try #require(Caregivers.run(try Fixtures.smallScenario(["populations.caregivers.network.offlineLaunchShare=0",
                                                                               "populations.caregivers.network.previewTapShare=0"]), workers: 2))
        #expect(with.totals[.offlineLaunches] > 0 && with.totals[.previewTaps] > 0)
        #expect(without.totals[.offlineLaunches] == 0 && without.totals[.previewTaps] == 0)
        for metric in CaregiverMetric.allCases where !Self.backendMetrics.contains(metric) {
            #expect(with.totals[metric] == without.totals[metric], "\(metric.name)")
        }
        #expect(with.days.values(.views, on: Array(with.days.firstDay..<with.days.firstDay + 12))
                == without.days.values(.views, on: Array(without.days.firstDay..<without.days.firstDay + 12)))
    }

    @Test("each cold launch fetches getSongs and getMovies, failing on the device when offline; ad loads and preview taps are requests")
    func requestsFollowTheirTriggers() throws {
        let tally = try #require(Fixtures.smallRun)
        for endpoint in [CaregiverEndpoint.getSongs, .getMovies] {
            let songs = Self.attempts(tally, endpoint)
            #expect(Int64(songs.reached + songs.failed) == tally.totals[.relaunches])
            #expect(Int64(songs.failed) == tally.totals[.offlineLaunches])
        }
        let ads = Self.attempts(tally, .rewardedAdLoad)
        #expect(Int64(ads.reached + ads.failed) == tally.totals[.adLoads])
        #expect(tally.totals[.adLoads] >= tally.totals[.adsStarted], "one load after every ad shown or unavailable, more at launches")
        let search = Self.attempts(tally, .musicKitSearch)
        let download = Self.attempts(tally, .previewDownload)
        #expect(Int64(search.reached + search.failed) == tally.totals[.previewTaps])
        #expect(search.reached == download.reached && search.failed == download.failed)
        #expect(tally.backend.requests.allSatisfy { $0.rows == 0 && Int($0.zone) < 12 })
    }

    @Test("an install with no network at its first launch has no catalog; later launches read the one they cached")
    func firstLaunchOffline() throws {
        let offline = try #require(Caregivers.run(try Fixtures.smallScenario([
            "populations.caregivers.count=0", "populations.caregivers.installsPerDay=30", "populations.caregivers.network.offlineLaunchShare=1",
        ]), workers: 2))
        #expect(offline.totals[.installs] > 100)
        #expect(offline.totals[.launchesWithoutCatalog] == offline.totals[.relaunches])
        #expect(offline.totals[.offlineLaunches] == offline.totals[.relaunches])
        let online = try #require(Caregivers.run(try Fixtures.smallScenario([
            "populations.caregivers.count=0", "populations.caregivers.installsPerDay=30", "populations.caregivers.network.offlineLaunchShare=0",
        ]), workers: 2))
        #expect(online.totals[.launchesWithoutCatalog] == 0 && online.totals[.offlineLaunches] == 0)
        let existing = try #require(Caregivers.run(try Fixtures.smallScenario(["populations.caregivers.network.offlineLaunchShare=1"]), workers: 2))
        #expect(existing.totals[.offlineLaunches] == existing.totals[.relaunches] && existing.totals[.launchesWithoutCatalog] == 0,
                "those with the app at the start cached the catalog before it")
    }

    @Test("a run longer than 28 days keeps the requests of its first 28 days, and its report says so; a shorter run keeps all")
    func backendWindow() throws {
        let scenario = try Fixtures.smallScenario(["days=30", "populations.caregivers.count=20"])
        #expect(scenario.backendDays == 28 && scenario.backendEnd == scenario.start.advanced(byMilliseconds: 28 * Milliseconds.day))
        let tally = try #require(Caregivers.run(scenario, workers: 1))
        let last = try #require(tally.backend.sorted.last)
        #expect(last.milliseconds < scenario.backendEnd.millisecondsSinceEpoch)
        #expect(last.milliseconds >= scenario.backendEnd.millisecondsSinceEpoch - 2 * Milliseconds.day, "the window's last days are kept")
        #expect(tally.totals[.relaunches] > Int64(tally.backend.requests.count { $0.endpoint == CaregiverEndpoint.getSongs.rawValue }),
                "the launches after the window are counted, their requests not kept")
        let report = BackendReport([("caregivers", Caregivers.backend(tally, scenario))], scenario: scenario)
        #expect(report.section.contains("Rates per second are over the 40,320 UTC minutes of the run's first 28 days"))
        #expect(report.section.contains("so this run's last 2 days are not in these figures"))
        #expect(try Fixtures.smallScenario().backendDays == 7)
    }

    @Test("the payload is the catalog's compact JSON: 468,486 and 31,533 bytes for the 1,500-song synthetic catalog")
    func payload() {
        let payload = CaregiverBackend.payload(CatalogSource.synthetic(songs: 1_500).catalog())
        #expect(payload.songs == 468_486 && payload.movies == 31_533)
    }

    @Test("rates over the run's minutes: quiet minutes count, p95 and p99 by nearest rank")
    func rates() {
        let perMinute = [Int64](repeating: 0, count: 96) + [60, 60, 120, 180]
        let rates = BackendReport.rates(perMinute)
        #expect(rates.mean == 420.0 / 100 / 60)
        #expect(rates.p95 == 0 && rates.p99 == 2 && rates.peak == 3)
        #expect(BackendReport.rates([]) == (0, 0, 0, 0))
    }

    @Test("the section names the busiest UTC hour with whose local time it is, the peak executions, and the DAU at each limit")
    func section() throws {
        var scenario = try Fixtures.smallScenario()
        scenario.days = 1
        scenario.start = Instant(millisecondsSinceEpoch: 20_153 * Milliseconds.day)
        let zones = [try Zone(identifier: "Europe/London"), try Zone(identifier: "America/New_York")]
        let endpoint = BackendEndpoint(service: "apps-script", name: "getSongs", trigger: "cold launch", serviceMilliseconds: 10_000)
        var log = BackendLog()
        let evening = scenario.start.millisecondsSinceEpoch + 19 * Milliseconds.hour
        for k in 0..<3 { log.record(BackendRequest(at: Instant(millisecondsSinceEpoch: evening + Int64(k) * 1_000), endpoint: 0, zone: 0)) }
        log.record(BackendRequest(at: Instant(millisecondsSinceEpoch: evening + 30 * Milliseconds.minute), endpoint: 0, zone: 1))
        log.record(BackendRequest(at: Instant(millisecondsSinceEpoch: evening - 5 * Milliseconds.hour), endpoint: 0, zone: 1, failed: true))
        let quota = BackendQuota(service: "apps-script", name: "simultaneous executions per user", measure: .simultaneousExecutions, limit: 30,
                                 applies: "one owner", source: "https://example.org/quotas")
        let backend = PersonaBackend(endpoints: [endpoint], zones: zones, log: log, quotas: [quota], dailyActiveUsers: 100, note: "A note.")
        let report = BackendReport([("caregivers", backend)], scenario: scenario)
        let section = report.section
        #expect(section.contains("| apps-script | getSongs | cold launch | 4 | 1 | 0.000 | 0.000 | 0.000 | 0.050 | 1 | 3 | — | not modelled |"))
        #expect(section.contains("busiest UTC hour 2025-03-06T19:00Z with 4 requests; 75.0% from Europe/London (19:00 local), 25.0% from America/New_York (14:00 local)"))
        #expect(section.contains("| simultaneous executions per user | 30 | 3 | 10.0× | 1,000 |"))
        #expect(section.contains("The first limit reached is **simultaneous executions per user**, at about 1,000 daily active users"))
        let csv = report.csv.split(separator: "\n")
        #expect(csv.first == "utc_minute,service,endpoint,requests,rows,bytes,cache_hits,peak_executions,failures")
        #expect(csv.contains("2025-03-06T14:00Z,apps-script,getSongs,0,0,0,0,0,1"))
        #expect(csv.contains("2025-03-06T19:00Z,apps-script,getSongs,3,0,0,0,3,0"))
        #expect(csv.contains("2025-03-06T19:30Z,apps-script,getSongs,1,0,0,0,1,0"))
    }
}
