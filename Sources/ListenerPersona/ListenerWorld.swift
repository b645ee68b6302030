import Harness
import Model
import Sim
import Time

/// The listeners of one partition living through the scenario: the event handler.
///
/// Each listening session plays songs back to back (drawn by Zipf popularity), each skipped,
/// stopped part-way or played to the end; the system player counts the ends. With the app open,
/// the app launches first (a full or quick sync) and records halfway plays in real time; closed,
/// it sees nothing until the next launch. The harness keeps the truth and compares.
package struct ListenerWorld: PersonaWorld {
    package typealias Owner = Listeners

    package let scenario: Scenario
    package let population: ListenerPopulation
    package var agents: [Listener]
    package let streams: RandomStreams
    package let popularity: ZipfDistribution
    package let hourChoice: WeightedChoice
    package var tally: ListenerTally
    package var trace: [String]?

    package init(scenario: Scenario, agents range: Range<Int>, shared: Void, tracing: Bool) {
        self.scenario = scenario
        population = scenario.listeners
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let population = population
        let zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        agents = range.map { Listener(index: $0, streams: streams, population: population, zoneChoice: zoneChoice, now: scenario.start) }
        popularity = ZipfDistribution(count: population.librarySongs, exponent: 1)
        hourChoice = WeightedChoice(weights: ActiveHours.typicalDay)
        tally = ListenerTally(scenario: scenario)
        trace = tracing ? [] : nil
    }

    package mutating func start(_ simulation: inout Simulation<ListenerEvent>) {
        for i in agents.indices {
            agents[i].today = agents[i].zone.localDayNumber(at: simulation.now)
            count(.estimatedPlays, i, Int64(agents[i].store.playCount))
            planFirstDay(i, &simulation)
        }
    }

    package mutating func handle(_ event: ListenerEvent, handle: EventHandle, in simulation: inout Simulation<ListenerEvent>) {
        let i = Int(event.agent)
        switch event.kind {
        case .dayStart: planNewDay(i, &simulation)
        case .session: session(i, appOpen: event.appOpen, at: simulation.now)
        }
    }

    /// Counts the day and plans its listening sessions, each with the app open or closed.
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<ListenerEvent>) {
        let zone = agents[i].zone
        agents[i].today = day
        count(.listenerDays, i)
        let nextMidnight = zone.nextLocalMidnight(after: simulation.now)
        simulation.schedule(ListenerEvent(agent: Int32(i), kind: .dayStart, appOpen: false), at: nextMidnight)
        var plan = dayPlan(i, day: day)
        for _ in 0..<plan.poisson(mean: population.sessionsPerDay) {
            let local = day * Milliseconds.day + Int64(hourChoice.sample(using: &plan)) * Milliseconds.hour
                + Int64(plan.uniform(below: UInt64(Milliseconds.hour)))
            let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
            let open = plan.bernoulli(population.appOpenShare)
            if at >= simulation.now && at < nextMidnight {
                simulation.schedule(ListenerEvent(agent: Int32(i), kind: .session, appOpen: open), at: at)
            }
        }
    }

    /// A session: with the app open, the launch (sync, weekly maintenance check) comes first.
    package mutating func session(_ i: Int, appOpen: Bool, at now: Instant) {
        count(.sessions, i)
        if appOpen {
            count(.sessionsAppOpen, i)
            launch(i, at: now)
        }
        var clock = now.millisecondsSinceEpoch
        for _ in 0..<max(1, agents[i].listening.poisson(mean: population.songsPerSession)) {
            let song = popularity.sample(using: &agents[i].listening)
            let duration = Int64(agents[i].store.durationSeconds[song]) * 1_000
            let fraction: Double
            if agents[i].listening.bernoulli(population.skipProbability) {
                fraction = agents[i].listening.uniform(from: 0, to: 0.3)
            } else if agents[i].listening.bernoulli(population.partialProbability) {
                fraction = agents[i].listening.uniform(from: 0.3, to: 0.95)
            } else {
                fraction = 1
            }
            let listened = Int64((Double(duration) * fraction).rounded(.down))
            clock += listened
            let end = Instant(millisecondsSinceEpoch: clock)
            count(.listens, i)
            agents[i].currentSong = song
            let isPlay = listened * 2 >= duration
            let full = fraction == 1
            if isPlay {
                count(.truePlays, i)
                agents[i].truePlays.append((song, end))
            }
            if full {
                count(.fullPlays, i)
                agents[i].systemCounts[song] += 1
                agents[i].pendingFull.append((Int32(song), clock))
            }
            if appOpen {
                if PlayDetector.isPlay(playedMilliseconds: listened, durationMilliseconds: duration) {
                    agents[i].store.recordRealTime(song: song, at: end)
                    count(.realTimePlays, i)
                    check(.realTimeIsTrue, isPlay, i, end, event: "session", "recorded \(listened) ms of \(duration) ms")
                    if full { agents[i].seenFullSinceSync[song] += 1 }
                }
            } else if isPlay && !full {
                count(.missedPlays, i)
            }
        }
        if trace != nil { record(i, now, "session (app \(appOpen ? "open" : "closed")), ends \(Instant(millisecondsSinceEpoch: clock))") }
    }

    /// The launch: a full or quick sync, checked against the rise and the gaps; once a week, a
    /// maintenance dry run checked against the rules.
    package mutating func launch(_ i: Int, at now: Instant) {
        let known = agents[i].store.lastSystemPlayCount
        let lastSync = agents[i].store.lastSync
        let before = agents[i].store.playCount
        var draws = agents[i].syncDraws
        let report = agents[i].store.sync(systemCounts: agents[i].systemCounts, currentSong: agents[i].currentSong, at: now,
                                          uniform: { draws.uniform(below: $0) })
        agents[i].syncDraws = draws
        count(report.kind == .full ? .fullSyncs : .quickSyncs, i)
        count(.countDecreases, i, Int64(report.decreasedSongs.count))
        count(.syncPlays, i, Int64(report.newPlays))
        let synced: [Int] = report.kind == .full ? Array(known.indices) : agents[i].currentSong.map { [$0] } ?? []
        let rise = synced.reduce(0) { $0 + max(0, Int(agents[i].systemCounts[$1] - known[$1])) }
        check(.syncMatchesRise, report.newPlays == rise, i, now, event: "launch", "\(report.newPlays) plays created for a rise of \(rise)")
        let store = agents[i].store
        let inside = (before..<store.playCount).allSatisfy { index in
            store.playTime[index] >= lastSync[Int(store.playSong[index])] && store.playTime[index] <= now.millisecondsSinceEpoch
        }
        check(.spreadInsideGap, inside, i, now, event: "launch", "a spread timestamp outside its gap")
        compareSpread(i, synced: synced, known: known, from: before)
        maintenanceDryRun(i, at: now)
        if trace != nil { record(i, now, "launch: \(report.kind) sync, \(report.newPlays) plays found") }
    }

    /// Double counts and plays the spreading moved across a week or month boundary, for the
    /// songs just synced.
    package mutating func compareSpread(_ i: Int, synced: [Int], known: [Int32], from before: Int) {
        let zone = agents[i].zone
        let store = agents[i].store
        var syncedSong = [Bool](repeating: false, count: known.count)
        for song in synced { syncedSong[song] = true }
        var truth: [[Int64]] = Array(repeating: [], count: known.count)
        var rest: [(song: Int32, at: Int64)] = []
        for pending in agents[i].pendingFull {
            if syncedSong[Int(pending.song)] { truth[Int(pending.song)].append(pending.at) } else { rest.append(pending) }
        }
        agents[i].pendingFull = rest
        var spread: [[Int64]] = Array(repeating: [], count: known.count)
        for index in before..<store.playCount { spread[Int(store.playSong[index])].append(store.playTime[index]) }
        for song in synced {
            let doubles = min(Int(agents[i].seenFullSinceSync[song]), spread[song].count)
            if doubles > 0 { count(.doubleCounts, i, Int64(doubles)) }
            agents[i].seenFullSinceSync[song] = 0
            for (estimated, real) in zip(spread[song].sorted(), truth[song].sorted()) {
                let a = zone.localDate(at: Instant(millisecondsSinceEpoch: estimated))
                let b = zone.localDate(at: Instant(millisecondsSinceEpoch: real))
                if a.adding(days: 1 - a.isoWeekday) != b.adding(days: 1 - b.isoWeekday) { count(.movedAcrossWeek, i) }
                if a.year != b.year || a.month != b.month { count(.movedAcrossMonth, i) }
            }
        }
    }

    /// Maintenance on a copy (the app runs it from Settings): what it deletes must be what the
    /// rules name — the plays they name, counted once each (old, or of a song they delete), marked
    /// in arrays indexed by play and by song rather than hashed into sets.
    package mutating func maintenanceDryRun(_ i: Int, at now: Instant) {
        let date = agents[i].zone.localDate(at: now)
        let week = date.adding(days: 1 - date.isoWeekday).daysSinceEpoch
        guard week != agents[i].lastMaintenanceWeek else { return }
        agents[i].lastMaintenanceWeek = week
        var copy = agents[i].store
        let deleted = copy.maintain(at: now, in: agents[i].zone)
        let store = agents[i].store
        let plays = zip(store.playSong, store.playTime).map { (song: Int($0), at: Instant(millisecondsSinceEpoch: $1)) }
        let plan = Maintenance.plan(plays: plays, songCount: store.songCount, at: now, in: agents[i].zone)
        var doomed = [Bool](repeating: false, count: plays.count)
        for index in plan.plays { doomed[index] = true }
        var deletedSong = [Bool](repeating: false, count: store.songCount)
        for song in plan.songs { deletedSong[song] = true }
        var named = 0
        for index in plays.indices where doomed[index] || deletedSong[plays[index].song] { named += 1 }
        check(.maintenanceAsSpecified, deleted.plays == named && deleted.songs == plan.songs.count, i, now, event: "launch",
              "deleted \(deleted.plays) plays and \(deleted.songs) songs; the rules name \(named) and \(plan.songs.count)")
        count(.maintenanceRuns, i)
        count(.playsDeleted, i, Int64(deleted.plays))
        count(.songsDeleted, i, Int64(deleted.songs))
    }

    /// At the end: each listener's This Week chart against the true one (Spearman over the songs
    /// either charts, a song missing from one ranked after all its charted songs).
    package mutating func close(at end: Instant) {
        let asOf = end.advanced(byMilliseconds: -1)
        for i in agents.indices {
            let store = agents[i].store
            let window = ChartWindow.thisWeek.interval(at: asOf, in: agents[i].zone)
            let app = store.chart(.thisWeek, at: asOf, in: agents[i].zone).map(\.song)
            let truth = Chart.rank(plays: agents[i].truePlays, in: window, titles: store.titles, ids: store.ids).map(\.song)
            guard app.count + truth.count > 2 else { continue }
            let songs = Array(Set(app + truth)).sorted()
            func ranks(_ chart: [Int]) -> [Double] {
                var position = [Int: Int]()
                for (rank, song) in chart.enumerated() { position[song] = rank + 1 }
                return songs.map { Double(position[$0] ?? chart.count + 1) }
            }
            let (x, y) = (ranks(app), ranks(truth))
            let mx = x.reduce(0, +) / Double(x.count), my = y.reduce(0, +) / Double(y.count)
            let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
            let sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }, syy = y.reduce(0) { $0 + ($1 - my) * ($1 - my) }
            guard sxx > 0 && syy > 0 else { continue }
            count(.chartCorrelationMillionths, i, Int64((sxy / (sxx * syy).squareRoot() * 1_000_000).rounded()))
            count(.chartsCompared, i)
        }
    }

    package mutating func count(_ metric: ListenerMetric, _ i: Int, _ amount: Int64 = 1) {
        tally.count(metric, day: agents[i].today, amount)
    }
}
