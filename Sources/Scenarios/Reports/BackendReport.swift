import Harness
import Sim
import Time

/// The run's load as the servers see it (docs/rules.md#backend-load): `backend.csv`, the summary's
/// "Backend" section and `backend-day.svg`, from every persona's `PersonaBackend`.
///
/// Rules for the arithmetic (docs/rules.md#backend-figures):
/// - **Per second over the run** means over its UTC minutes: the `backendDays × 1,440` minutes
///   from the start (the whole run, or a longer run's first 28 days: `Scenario.backendDays`), a
///   minute without requests counting as 0, each minute's requests over 60. The mean,
///   the 95th and 99th percentiles (nearest rank) and the peak minute come from those; the
///   busiest second is counted exactly (`BackendTraffic.Totals.busiestSecond`).
/// - **The busiest UTC hour** of a service is the hour of the run with most of its requests; the
///   zones that sent most of them are named with their local time then: that is whose evening it is.
/// - **Headroom** against a quota is its limit over what the run measured. For a limit on
///   simultaneous executions, the daily active users at which it is reached scale the run's mean
///   DAU by limit / peak, as if peaks grew in proportion to users. Measured, they grow more slowly
///   (10 executions at 7.5k and 22.5k DAU, 22 at 75k: benchmarks/RESULTS.md), so this is a lower
///   bound: run at the population in question for the figure itself. A runtime limit does not
///   grow with users.
package struct BackendReport: Sendable {
    /// One persona's endpoints and their traffic.
    struct Part: Sendable {
        var persona: String
        var backend: PersonaBackend
        var traffic: BackendTraffic
        /// Per endpoint, the requests that reached the server in each minute of the run.
        var perMinute: [[Int64]]
    }

    let scenario: Scenario
    /// The backend window's minutes: `backendDays × 1,440` from the start's.
    let windowMinutes: Int
    let firstMinute: Int64
    let parts: [Part]

    init(_ backends: [(persona: String, backend: PersonaBackend)], scenario: Scenario) {
        self.scenario = scenario
        let minutes = scenario.backendDays * 1_440
        let first = Zone.floorDivide(scenario.start.millisecondsSinceEpoch, Milliseconds.minute)
        windowMinutes = minutes
        firstMinute = first
        parts = backends.map { persona, backend in
            let traffic = BackendTraffic(endpoints: backend.endpoints, requests: backend.log.sorted)
            var perMinute = [[Int64]](repeating: [Int64](repeating: 0, count: minutes), count: backend.endpoints.count)
            for row in traffic.minutes {
                let offset = Int(row.minute - first)
                if offset >= 0 && offset < minutes { perMinute[row.endpoint][offset] += row.requests }
            }
            return Part(persona: persona, backend: backend, traffic: traffic, perMinute: perMinute)
        }
    }


    /// The days the rates cover: the run's, or a longer run's first `Scenario.backendWindowLimitDays`.
    var windowDays: String {
        scenario.backendDays == scenario.days ? "the run's days" : "the run's first \(scenario.backendDays) days"
    }

    // MARK: backend.csv

    /// One row per UTC minute × service × endpoint with a request or an execution in flight, by
    /// minute, then persona and endpoint in the report's order. Written straight into one buffer
    /// of bytes (`CSVBytes`: a year's run has millions of rows), merging the personas' rows, each
    /// already in that order.
    var csv: String {
        let header = ["utc_minute", "service", "endpoint", "requests", "rows", "bytes", "cache_hits", "peak_executions", "failures"]
        var text = CSVBytes()
        text.append(header.joined(separator: ",") + "\n")
        let names = parts.map { $0.traffic.endpoints.map { Array((CSVTable.escape($0.service) + "," + CSVTable.escape($0.name)).utf8) } }
        var next = [Int](repeating: 0, count: parts.count)
        while true {
            var chosen: Int?
            for p in parts.indices where next[p] < parts[p].traffic.minutes.count {
                if let c = chosen, parts[c].traffic.minutes[next[c]].minute <= parts[p].traffic.minutes[next[p]].minute { continue }
                chosen = p
            }
            guard let p = chosen else { return text.string }
            let row = parts[p].traffic.minutes[next[p]]
            next[p] += 1
            text.appendUTCMinute(row.minute)
            text.append(byte: UInt8(ascii: ","))
            text.append(names[p][row.endpoint])
            text.appendField(row.requests)
            text.appendField(row.rows)
            text.appendField(row.bytes)
            text.appendField(row.cacheHits)
            text.appendField(Int64(row.peakExecutions))
            text.appendField(row.failures)
            text.append(byte: UInt8(ascii: "\n"))
        }
    }

    /// `2025-03-01T19:05Z`.
    static func minuteLabel(_ minute: Int64) -> String {
        String(Instant(millisecondsSinceEpoch: minute * Milliseconds.minute).iso8601(offsetSeconds: 0).prefix(16)) + "Z"
    }

    // MARK: Rates

    /// Mean, p95, p99 and peak requests per second over the window's minutes (`perMinute` / 60).
    static func rates(_ perMinute: [Int64]) -> (mean: Double, p95: Double, p99: Double, peak: Double) {
        guard !perMinute.isEmpty else { return (0, 0, 0, 0) }
        let sorted = perMinute.sorted()
        func rank(_ q: Int) -> Double { Double(sorted[max(0, (sorted.count * q + 99) / 100 - 1)]) / 60 }
        let total = perMinute.reduce(0, +)
        return (Double(total) / Double(perMinute.count) / 60, rank(95), rank(99), Double(sorted[sorted.count - 1]) / 60)
    }

    // MARK: The section

    /// The summary's "Backend" section.
    var section: String {
        var md = "\n## Backend\n\n"
        md += "The requests each app's devices send to servers, as the servers see them (`backend.csv`: one row per UTC minute and "
        md += "endpoint; `backend-day.svg`). Rates per second are over the \(ReportNumber.grouped(Int64(windowMinutes))) UTC minutes of \(windowDays), "
        md += "quiet minutes included; p95 and p99 are of those minutes. Times and sizes the seeds do not give are assumptions "
        md += "(docs/guides/capacity-and-load.md, \"Backend load\")."
        if scenario.backendDays < scenario.days {
            md += " A run keeps its backend requests for its first \(Scenario.backendWindowLimitDays) days at most, so this run's last "
            md += "\(scenario.days - scenario.backendDays) days are not in these figures."
        }
        md += "\n\n"
        for part in parts { md += "- **\(part.persona).** \(part.backend.note)\n" }
        let active = parts.filter { !$0.backend.endpoints.isEmpty }
        guard !active.isEmpty else { return md }
        md += "\n| service | endpoint | trigger | requests | failed on device | mean req/s | p95 | p99 | peak minute req/s | busiest second | "
        md += "peak executions | cache hits / misses | JSON MB per day |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for part in active {
            for (e, endpoint) in part.backend.endpoints.enumerated() {
                let totals = part.traffic.totals[e]
                let rate = Self.rates(part.perMinute[e])
                let cache = endpoint.sharedCacheMilliseconds == nil ? "—"
                    : "\(ReportNumber.grouped(totals.cacheHits)) / \(ReportNumber.grouped(totals.cacheMisses))"
                let bytes = endpoint.bytesPerRequest == 0 && endpoint.bytesPerRow == 0 ? "not modelled"
                    : ReportNumber.fixed(Double(totals.bytes) / Double(scenario.backendDays) / 1e6, decimals: 1)
                md += "| \(endpoint.service) | \(endpoint.name) | \(endpoint.trigger) | \(ReportNumber.grouped(totals.requests)) | "
                md += "\(ReportNumber.grouped(totals.failures)) | \(ReportNumber.measured(rate.mean)) | \(ReportNumber.measured(rate.p95)) | \(ReportNumber.measured(rate.p99)) | "
                md += "\(ReportNumber.measured(rate.peak)) | \(ReportNumber.grouped(totals.busiestSecond)) | \(totals.peakExecutions) | \(cache) | \(bytes) |\n"
            }
        }
        md += "\n"
        for part in active {
            for (s, service) in part.traffic.services.enumerated() {
                md += serviceLines(part, service: s, name: service)
            }
        }
        md += "![Requests per minute over a typical UTC day](\(Self.chartFile))\n"
        return md
    }

    /// A service's busiest hour and whose local time it is, its peak executions, and its quotas.
    func serviceLines(_ part: Part, service s: Int, name: String) -> String {
        let endpoints = part.backend.endpoints.indices.filter { part.backend.endpoints[$0].service == name }
        var md = "**\(name)** (\(part.persona)): "
        guard let busiest = busiestHour(part, endpoints: endpoints) else { return md + "no request reached it.\n\n" }
        let peak = part.traffic.servicePeaks[s].map(\.peak).max() ?? 0
        md += "busiest UTC hour \(Self.minuteLabel(busiest.hour * 60).prefix(13)):00Z with \(ReportNumber.grouped(busiest.requests)) requests; "
        md += busiest.zones.map { "\($0.share) from \($0.zone) (\($0.local) local)" }.joined(separator: ", ")
        md += ". At most \(peak) execution\(peak == 1 ? "" : "s") at once.\n\n"
        let quotas = part.backend.quotas.filter { $0.service == name }
        guard !quotas.isEmpty else { return md }
        let longest = endpoints.map { part.traffic.totals[$0].longestExecutionMilliseconds }.max() ?? 0
        let dau = part.backend.dailyActiveUsers
        md += "| quota (\(name)) | limit | this run | headroom | daily active users at the limit |\n|---|---:|---:|---:|---:|\n"
        var first: (dau: Double, quota: String)?
        for quota in quotas {
            switch quota.measure {
            case .simultaneousExecutions:
                let reach = peak > 0 ? dau * Double(quota.limit) / Double(peak) : nil
                if let reach, reach < first?.dau ?? .infinity { first = (reach, quota.name) }
                md += "| \(quota.name) | \(ReportNumber.grouped(quota.limit)) | \(peak) | \(Self.headroom(Double(quota.limit), Double(peak))) | "
                md += "\(reach.map { ReportNumber.grouped(Int64($0.rounded(.down))) } ?? "n/a") |\n"
            case .executionMilliseconds:
                md += "| \(quota.name) | \(ReportNumber.fixed(Double(quota.limit) / 1_000, decimals: 0)) s | "
                md += "\(ReportNumber.fixed(Double(longest) / 1_000, decimals: 1)) s longest | \(Self.headroom(Double(quota.limit), Double(longest))) | "
                md += "does not grow with users |\n"
            }
        }
        md += "\nThis run's mean DAU is \(ReportNumber.grouped(Int64(dau.rounded()))). "
        if let first {
            md += "The first limit reached is **\(first.quota)**, at about \(ReportNumber.grouped(Int64(first.dau.rounded(.down)))) daily active users "
            md += "(this run's DAU × limit / peak; a lower bound, since measured peaks grow more slowly than users). "
        }
        md += quotas.map { "\($0.name): \($0.applies)" }.joined(separator: "; ") + ". Limits as Google publishes them: \(quotas[0].source).\n\n"
        return md
    }

    static func headroom(_ limit: Double, _ used: Double) -> String {
        used > 0 ? "\(ReportNumber.fixed(limit / used, decimals: 1))×" : "—"
    }

    /// The hour (hours since the epoch) with most requests to `endpoints`, its count, and the
    /// three zones that sent most of them (`traffic.minutes` runs by minute, so an hour's rows are
    /// together): share, zone, local time at the hour's start.
    func busiestHour(_ part: Part, endpoints: [Int]) -> (hour: Int64, requests: Int64, zones: [(share: String, zone: String, local: String)])? {
        var hours: [(hour: Int64, requests: Int64)] = []
        for row in part.traffic.minutes where endpoints.contains(row.endpoint) && row.requests > 0 {
            let hour = Zone.floorDivide(row.minute, 60)
            if hours.last?.hour == hour { hours[hours.count - 1].requests += row.requests } else { hours.append((hour, row.requests)) }
        }
        guard let busiest = hours.max(by: { $0.requests < $1.requests || ($0.requests == $1.requests && $0.hour > $1.hour) }) else { return nil }
        let start = busiest.hour * Milliseconds.hour
        var byZone = [Int64](repeating: 0, count: part.backend.zones.count)
        for request in part.backend.log where !request.failed && endpoints.contains(Int(request.endpoint))
            && Zone.floorDivide(request.milliseconds, Milliseconds.hour) == busiest.hour {
            byZone[Int(request.zone)] += 1
        }
        let top = byZone.indices.filter { byZone[$0] > 0 }.sorted { (byZone[$0], $1) > (byZone[$1], $0) }.prefix(3)
        let instant = Instant(millisecondsSinceEpoch: start)
        let zones = top.map { z in
            let zone = part.backend.zones[z]
            let local = instant.iso8601(in: zone)
            let time = local.dropFirst(11).prefix(5)
            return (ReportNumber.percent(Double(byZone[z]) / Double(busiest.requests)), zone.identifier, String(time))
        }
        return (busiest.hour, busiest.requests, zones)
    }

    // MARK: The chart

    static let chartFile = "backend-day.svg"

    /// Mean requests per minute in each 10-minute slot of the UTC day, over the window's days, per
    /// endpoint that had any: a typical day.
    var chart: LineChart {
        let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"]
        var series: [LineChart.Series] = []
        for part in parts {
            for (e, endpoint) in part.backend.endpoints.enumerated() where part.traffic.totals[e].requests > 0 {
                let minutes = part.perMinute[e]
                var slots = [Double](repeating: 0, count: 144)
                for (offset, count) in minutes.enumerated() {
                    let minuteOfDay = Int((firstMinute + Int64(offset)) % 1_440 + 1_440) % 1_440
                    slots[minuteOfDay / 10] += Double(count)
                }
                let values = slots.map { $0 / 10 / Double(scenario.backendDays) }
                series.append(.init(name: "\(endpoint.service) \(endpoint.name)", color: palette[series.count % palette.count], values: values))
            }
        }
        let labels = (0..<144).map { slot in "\(slot / 6 < 10 ? "0" : "")\(slot / 6):\(slot % 6)0Z" }
        return LineChart(title: "Requests per minute over a typical UTC day (mean of each 10-minute slot over \(windowDays))",
                         yLabel: "requests per minute", xLabels: labels, series: series, yDecimals: 1)
    }
}
