import Time

/// A run's backend requests as the servers saw them (docs/rules.md#backend-load): per UTC minute
/// and endpoint the requests, rows, bytes, cache hits, failures and the peak of executions in
/// flight, and per service the peak of executions in flight over all its endpoints (what a quota on
/// simultaneous executions counts).
///
/// Built from every request in time order (`BackendLog.sorted`): endpoints with a shared cache
/// serve through `SharedCache`, the others in their service time; failed requests (the device was
/// offline) never reach a server: they count as failures and nothing else. Only minutes with a
/// request or an execution in flight have a row.
package struct BackendTraffic: Sendable {
    /// One endpoint's minute.
    package struct Minute: Sendable, Equatable {
        /// Minutes since the Unix epoch (UTC).
        package var minute: Int64
        package var endpoint: Int
        /// Requests that reached the server, the rows and bytes they carried, how many the shared
        /// cache served, requests that failed on the device, and the most executions in flight.
        package var requests: Int64 = 0
        package var rows: Int64 = 0
        package var bytes: Int64 = 0
        package var cacheHits: Int64 = 0
        package var failures: Int64 = 0
        package var peakExecutions = 0
    }

    /// One endpoint over the run.
    package struct Totals: Sendable, Equatable {
        package var requests: Int64 = 0
        package var rows: Int64 = 0
        package var bytes: Int64 = 0
        package var cacheHits: Int64 = 0
        package var cacheMisses: Int64 = 0
        package var failures: Int64 = 0
        /// The most requests that reached the server within one UTC second.
        package var busiestSecond: Int64 = 0
        /// The most executions in flight at once, and the longest execution (ms).
        package var peakExecutions = 0
        package var longestExecutionMilliseconds: Int64 = 0
    }

    package let endpoints: [BackendEndpoint]
    /// Rows by minute, then endpoint.
    package private(set) var minutes: [Minute] = []
    /// Per endpoint.
    package private(set) var totals: [Totals]
    /// The services in order of their first endpoint, and each one's peak executions in flight
    /// per minute (ascending minutes; minutes with none left out).
    package private(set) var services: [String] = []
    package private(set) var servicePeaks: [[(minute: Int64, peak: Int)]] = []

    /// - Precondition: `requests` in time order, each naming an endpoint of `endpoints`.
    package init(endpoints: [BackendEndpoint], requests: [BackendRequest]) {
        self.endpoints = endpoints
        totals = [Totals](repeating: Totals(), count: endpoints.count)
        for endpoint in endpoints where !services.contains(endpoint.service) { services.append(endpoint.service) }
        let serviceOf = endpoints.map { endpoint in services.firstIndex(of: endpoint.service)! }
        var caches = endpoints.map { endpoint in
            endpoint.sharedCacheMilliseconds.map {
                SharedCache(lifetimeMilliseconds: $0, hitMilliseconds: endpoint.serviceMilliseconds, missMilliseconds: endpoint.missServiceMilliseconds)
            }
        }
        var inFlight = [ExecutionsInFlight](repeating: ExecutionsInFlight(), count: endpoints.count)
        var serviceInFlight = [ExecutionsInFlight](repeating: ExecutionsInFlight(), count: services.count)
        var current = [Minute?](repeating: nil, count: endpoints.count)
        var rows: [[Minute]] = Array(repeating: [], count: endpoints.count)
        var second = [(second: Int64, count: Int64)](repeating: (Int64.min, 0), count: endpoints.count)
        for request in requests {
            let e = Int(request.endpoint)
            let minute = Zone.floorDivide(request.milliseconds, 60_000)
            if let open = current[e], open.minute != minute {
                rows[e].append(open)
                current[e] = nil
            }
            var row = current[e] ?? Minute(minute: minute, endpoint: e)
            defer { current[e] = row }
            guard !request.failed else {
                row.failures += 1
                totals[e].failures += 1
                continue
            }
            let bytes = endpoints[e].bytes(rows: request.rows)
            row.requests += 1
            row.rows += Int64(request.rows)
            row.bytes += bytes
            totals[e].requests += 1
            totals[e].rows += Int64(request.rows)
            totals[e].bytes += bytes
            let thisSecond = Zone.floorDivide(request.milliseconds, 1_000)
            second[e] = second[e].second == thisSecond ? (thisSecond, second[e].count + 1) : (thisSecond, 1)
            totals[e].busiestSecond = max(totals[e].busiestSecond, second[e].count)
            var end = request.milliseconds + endpoints[e].serviceMilliseconds
            if caches[e] != nil {
                let served = caches[e]!.serve(at: request.milliseconds)
                end = served.end
                if served.hit { row.cacheHits += 1; totals[e].cacheHits += 1 } else { totals[e].cacheMisses += 1 }
            }
            totals[e].longestExecutionMilliseconds = max(totals[e].longestExecutionMilliseconds, end - request.milliseconds)
            inFlight[e].start(at: request.milliseconds, until: end)
            serviceInFlight[serviceOf[e]].start(at: request.milliseconds, until: end)
        }
        for e in endpoints.indices {
            if let open = current[e] { rows[e].append(open) }
            inFlight[e].finish()
            totals[e].peakExecutions = inFlight[e].peaks.map(\.peak).max() ?? 0
            minutes += Self.joined(rows[e], peaks: inFlight[e].peaks, endpoint: e)
        }
        minutes.sort { ($0.minute, $0.endpoint) < ($1.minute, $1.endpoint) }
        servicePeaks = serviceInFlight.map { tracker in
            var tracker = tracker
            tracker.finish()
            return tracker.peaks
        }
    }

    /// `rows` with each minute's peak from `peaks` (both ascending), and a row of no requests for a
    /// minute with executions still in flight but no request.
    static func joined(_ rows: [Minute], peaks: [(minute: Int64, peak: Int)], endpoint: Int) -> [Minute] {
        var out: [Minute] = []
        var r = 0
        var p = 0
        while r < rows.count || p < peaks.count {
            if p == peaks.count || (r < rows.count && rows[r].minute < peaks[p].minute) {
                out.append(rows[r])
                r += 1
            } else if r == rows.count || peaks[p].minute < rows[r].minute {
                var row = Minute(minute: peaks[p].minute, endpoint: endpoint)
                row.peakExecutions = peaks[p].peak
                out.append(row)
                p += 1
            } else {
                var row = rows[r]
                row.peakExecutions = peaks[p].peak
                out.append(row)
                r += 1
                p += 1
            }
        }
        return out
    }
}
