import Harness
import Model
import Sim
import Time

/// The listeners of one partition living through the scenario: the event handler.
///
/// Each listening session plays songs back to back (drawn by Zipf popularity), each skipped,
/// stopped part-way or played to the end; the system player counts the ends. With the app open,
/// the app launches or returns from the background first (a sync), perhaps runs Database
/// Maintenance, and records halfway plays in real time; closed, it sees nothing until the next
/// sync. The harness keeps the truth and compares.
package struct ListenerWorld: PersonaWorld {
    package typealias Owner = Listeners

    /// 16 listeners a partition, not 250: a listener in flight holds about 160 KB at the
    /// default 800 songs (the store's and the system library's song columns, some 3,200 plays),
    /// and a session touches most of it, so 250 of them (40 MB a worker) missed the last-level
    /// cache on nearly every event where 16 (2.5 MB) stay in it. Measured at 10,000 and 100,000
    /// listeners, 28 days, 2 workers: about 0.78× the time, and a tenth of the peak memory.
    package static let partitionSize = 16

    package let scenario: Scenario
    package let population: ListenerPopulation
    package var agents: [Listener]
    package let streams: RandomStreams
    package let popularity: ZipfDistribution
    package let hourChoice: WeightedChoice
    /// The sessions a day and the songs a session (`population.sessionsPerDay`, `songsPerSession`).
    package let sessionsPerDay: PoissonDistribution
    package let songsPerSession: PoissonDistribution
    package var tally: ListenerTally
    package var trace: [String]?
    /// Scratch space a sync's checks reuse from sync to sync (listeners share it: one sync at a
    /// time): each song's last sync before it, by store index; the plays the sync created and the
    /// full plays it should have found, by song.
    package var lastSyncScratch: [Int64] = []
    package var spreadScratch: [SongInstant] = []
    package var truthScratch: [SongInstant] = []

    package init(scenario: Scenario, agents range: Range<Int>, shared: NoSharedInput, tracing: Bool) {
        self.scenario = scenario
        population = scenario.listeners
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let population = population
        let zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        let titles = (0..<population.librarySongs).map { "Track \($0)" }
        agents = range.map {
            Listener(index: $0, streams: streams, population: population, titles: titles, zoneChoice: zoneChoice, now: scenario.start)
        }
        popularity = ZipfDistribution(count: population.librarySongs, exponent: 1)
        hourChoice = WeightedChoice(weights: ActiveHours.typicalDay)
        sessionsPerDay = PoissonDistribution(mean: population.sessionsPerDay)
        songsPerSession = PoissonDistribution(mean: population.songsPerSession)
        tally = ListenerTally(scenario: scenario)
        tally.fingerprints = AgentDayFingerprints(scenario: scenario, agents: range)
        trace = tracing ? [] : nil
    }

    package mutating func check(_ key: ListenerInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                                event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else { return tally.ledger.pass(key) }
        let failure = violation(key, i, instant, event: event(), detail())
        tally.ledger.fail(key, failure)
    }

    package mutating func live(_ simulation: inout Simulation<ListenerEvent>, isCancelled: () -> Bool) {
        simulation.runDays(from: scenario.start, days: scenario.days, handler: &self, isCancelled: isCancelled)
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

    /// Counts the day, applies its library changes and plans its listening sessions, each with
    /// the app open or closed.
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<ListenerEvent>) {
        let zone = agents[i].zone
        agents[i].today = day
        count(.listenerDays, i)
        changeLibrary(i, at: simulation.now)
        let nextMidnight = zone.nextLocalMidnight(after: simulation.now)
        simulation.schedule(ListenerEvent(agent: Int32(i), kind: .dayStart, appOpen: false), at: nextMidnight)
        var plan = dayPlan(i, day: day)
        for _ in 0..<sessionsPerDay.sample(using: &plan) {
            let local = day * Milliseconds.day + Int64(hourChoice.sample(using: &plan)) * Milliseconds.hour
                + Int64(plan.uniform(below: UInt64(Milliseconds.hour)))
            let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
            let open = plan.bernoulli(population.appOpenShare)
            if at >= simulation.now && at < nextMidnight {
                simulation.schedule(ListenerEvent(agent: Int32(i), kind: .session, appOpen: open), at: at)
            }
        }
    }

    /// The day's changes to the system library, at its start: a song deleted and re-added, or the
    /// library restored on a new phone, each restarting system counts at 0 under the same
    /// persistent ids while the app keeps its data (a restore also ends the app's process: the
    /// next app-open session is a launch). The song a re-add would pick is drawn every day, re-add
    /// or not, so the day's draws do not depend on `songReaddsPerMonth` and arms that differ in it
    /// keep common random numbers for every later draw.
    package mutating func changeLibrary(_ i: Int, at now: Instant) {
        let readds = agents[i].libraryChangeDraws.bernoulli(population.songReaddsPerMonth / 30)
        let song = Int(agents[i].libraryChangeDraws.uniform(below: UInt64(agents[i].system.count)))
        if readds {
            agents[i].system.playCounts[song] = 0
            count(.songReadds, i)
            record(i, now, "song \(song) deleted and re-added: its system count restarts at 0")
        }
        if agents[i].libraryChangeDraws.bernoulli(population.phoneRestoresPerYear / 365) {
            for song in 0..<agents[i].system.count { agents[i].system.playCounts[song] = 0 }
            agents[i].hasLaunched = false
            count(.phoneRestores, i)
            record(i, now, "library restored on a new phone: every system count restarts at 0")
        }
    }

    /// A session: with the app open, the launch or the return from the background (a sync) comes
    /// first, then perhaps Database Maintenance from Settings.
    package mutating func session(_ i: Int, appOpen: Bool, at now: Instant) {
        count(.sessions, i)
        if appOpen {
            count(.sessionsAppOpen, i)
            let returns = agents[i].foregroundDraws.bernoulli(population.foregroundShare) && agents[i].hasLaunched
            sync(i, returns ? .foreground : .launch, at: now)
            agents[i].hasLaunched = true
            if agents[i].maintenanceDraws.bernoulli(population.maintenanceShare) { maintain(i, at: now) }
        }
        var clock = now.millisecondsSinceEpoch
        for _ in 0..<max(1, songsPerSession.sample(using: &agents[i].listening)) {
            let song = popularity.sample(using: &agents[i].listening)
            let duration = Int64(agents[i].system.durationSeconds[song]) * 1_000
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
            if appOpen {
                if PlayDetector.isPlay(playedMilliseconds: listened, durationMilliseconds: duration) {
                    // The app tracks a song it does not know when it starts playing (the session's
                    // start: a later session may begin before this one's plays end), before the
                    // system count includes this play.
                    let tracked = agents[i].store.track(song, of: agents[i].system, at: now)
                    if tracked.isNew { trackedAgain(i, [song]) }
                    agents[i].store.recordRealTime(song: tracked.index, at: end)
                    count(.realTimePlays, i)
                    check(.realTimeIsTrue, isPlay, i, end, event: "session", "recorded \(listened) ms of \(duration) ms")
                    if full { agents[i].seenFullSinceSync[song] += 1 }
                }
            } else if isPlay && !full {
                count(.missedPlays, i)
            }
            if full {
                count(.fullPlays, i)
                agents[i].system.playCounts[song] += 1
                agents[i].pendingFull.append((Int32(song), clock))
            }
        }
        record(i, now, "session (app \(appOpen ? "open" : "closed")), ends \(Instant(millisecondsSinceEpoch: clock))")
    }

    /// The app tracks again songs `songs` (system positions) that maintenance had deleted, each
    /// with its system count as the baseline: the full plays since the app last compared them are
    /// never recorded. One pass over the pending full plays, the songs marked by position.
    package mutating func trackedAgain(_ i: Int, _ songs: [Int]) {
        guard !songs.isEmpty else { return }
        count(.songsTrackedAgain, i, Int64(songs.count))
        var again = [Bool](repeating: false, count: agents[i].system.count)
        for song in songs {
            again[song] = true
            agents[i].seenFullSinceSync[song] = 0
        }
        let before = agents[i].pendingFull.count
        agents[i].pendingFull.removeAll { again[Int($0.song)] }
        count(.playsLostUntracked, i, Int64(before - agents[i].pendingFull.count))
    }

    /// A sync (a launch's full or quick one, or a return from the background's quick one),
    /// checked against the rise and the gaps.
    package mutating func sync(_ i: Int, _ trigger: SystemSync.Trigger, at now: Instant) {
        let system = agents[i].system
        let kind = SystemSync.kind(trigger, lastFullSync: agents[i].store.lastFullSync, now: now)
        let synced = kind == .full ? 0..<system.count : agents[i].currentSong.map { $0..<($0 + 1) } ?? 0..<0
        let rise = expectedRise(i, synced: synced)
        lastSyncScratch.removeAll(keepingCapacity: true)
        lastSyncScratch.append(contentsOf: agents[i].store.lastSync)
        let before = agents[i].store.playCount
        var draws = agents[i].syncDraws
        let report = agents[i].store.sync(trigger, system: system, nowPlaying: agents[i].currentSong, at: now,
                                          uniform: { draws.uniform(below: $0) })
        agents[i].syncDraws = draws
        count(trigger == .foreground ? .foregroundSyncs : report.kind == .full ? .fullSyncs : .quickSyncs, i)
        count(.countDecreases, i, Int64(report.decreasedSongs.count))
        count(.syncPlays, i, Int64(report.newPlays))
        if !report.trackedSongs.isEmpty { trackedAgain(i, report.trackedSongs.map { agents[i].position(ofStoreIndex: $0) }) }
        check(.syncMatchesRise, report.newPlays == rise, i, now, event: "sync", "\(report.newPlays) plays created for a rise of \(rise)")
        var inside = true
        for index in before..<agents[i].store.playCount {
            let at = agents[i].store.playTime[index]
            if at < lastSyncScratch[Int(agents[i].store.playSong[index])] || at > now.millisecondsSinceEpoch {
                inside = false
                break
            }
        }
        check(.spreadInsideGap, inside, i, now, event: "sync", "a spread timestamp outside its gap")
        compareSpread(i, synced: synced, from: before)
        let notifications = agents[i].store.rerank().count
        count(.movementNotifications, i, Int64(notifications))
        record(i, now, "\(trigger) sync: \(report.kind), \(report.newPlays) plays found, \(notifications) movements notified")
    }

    /// The plays a sync of the tracks `synced` (system positions) should create, worked out
    /// before it: over the tracks the app tracks, the rise of each system count above the app's
    /// last known one (a count below it creates nothing). A full sync reads the store's songs
    /// column by column (the harness's persistent ids are positions), a quick one finds its song
    /// by id.
    @inline(__always)
    package func expectedRise(_ i: Int, synced: Range<Int>) -> Int {
        let (store, system) = (agents[i].store, agents[i].system)
        guard synced.count > 1 else {
            var rise = 0
            for song in synced {
                if let index = store.index(of: system.ids[song]) {
                    rise += max(0, Int(system.playCounts[song]) - Int(store.lastSystemPlayCount[index]))
                }
            }
            return rise
        }
        // Every id in `synced` is a position of the system library: the walk reads its counts
        // unchecked.
        precondition(synced.lowerBound >= 0 && synced.upperBound <= system.playCounts.count, "synced positions of the system library")
        let (lower, span) = (UInt64(synced.lowerBound), UInt64(synced.count))
        return store.ids.withUnsafeBufferPointer { ids in
            store.lastSystemPlayCount.withUnsafeBufferPointer { known in
                system.playCounts.withUnsafeBufferPointer { counts in
                    // Counts are Int32: no sum of them overflows an Int.
                    var rise = 0
                    for index in ids.indices where ids[index] &- lower < span {
                        let up = Int(counts[Int(ids[index])]) &- Int(known[index])
                        rise &+= up > 0 ? up : 0
                    }
                    return rise
                }
            }
        }
    }

    /// For the songs just synced (system positions): double counts, full plays the sync could not
    /// create because the count was below the app's last known one, and plays the spreading moved
    /// across a week or month boundary (the latest true plays paired with the created ones). The
    /// created plays and the true ones are sorted by song and instant, and walked song by song in
    /// the synced order (ascending positions): the cost of what the sync found. Every synced song's
    /// count of full plays seen since its last sync ends at 0 without a pass over the synced songs:
    /// a song with such a play has it pending (`session` counts both), so the walk meets the song.
    package mutating func compareSpread(_ i: Int, synced: Range<Int>, from before: Int) {
        let zone = agents[i].zone
        truthScratch.removeAll(keepingCapacity: true)
        spreadScratch.removeAll(keepingCapacity: true)
        var kept = 0
        for index in agents[i].pendingFull.indices {
            let pending = agents[i].pendingFull[index]
            if synced.contains(Int(pending.song)) {
                truthScratch.append(SongInstant(song: pending.song, at: pending.at))
            } else {
                agents[i].pendingFull[kept] = pending
                kept += 1
            }
        }
        agents[i].pendingFull.removeLast(agents[i].pendingFull.count - kept)
        for index in before..<agents[i].store.playCount {
            let song = agents[i].position(ofStoreIndex: Int(agents[i].store.playSong[index]))
            if synced.contains(song) { spreadScratch.append(SongInstant(song: Int32(song), at: agents[i].store.playTime[index])) }
        }
        Self.sortBySongAndInstant(&spreadScratch)
        Self.sortBySongAndInstant(&truthScratch)
        // The month (days since 1970) last looked up: most plays compared fall in it, so few need
        // their date worked out.
        var month: Range<Int64> = 0..<0
        var s = 0, t = 0
        while s < spreadScratch.count || t < truthScratch.count {
            let song = min(s < spreadScratch.count ? spreadScratch[s].song : .max, t < truthScratch.count ? truthScratch[t].song : .max)
            var spreadEnd = s, truthEnd = t
            while spreadEnd < spreadScratch.count && spreadScratch[spreadEnd].song == song { spreadEnd += 1 }
            while truthEnd < truthScratch.count && truthScratch[truthEnd].song == song { truthEnd += 1 }
            let (spread, truth) = (spreadEnd - s, truthEnd - t)
            let doubles = min(Int(agents[i].seenFullSinceSync[Int(song)]), spread)
            if doubles > 0 { count(.doubleCounts, i, Int64(doubles)) }
            agents[i].seenFullSinceSync[Int(song)] = 0
            if truth > spread { count(.playsLostToCountResets, i, Int64(truth - spread)) }
            let paired = min(spread, truth)
            for pair in 0..<paired {
                let estimated = zone.localDayNumber(at: Instant(millisecondsSinceEpoch: spreadScratch[s + pair].at))
                let real = zone.localDayNumber(at: Instant(millisecondsSinceEpoch: truthScratch[truthEnd - paired + pair].at))
                // The same local date: the same week and month.
                guard estimated != real else { continue }
                // The same week: the same Monday (ISO weeks).
                if LocalDate.mondayDaysSinceEpoch(ofDay: estimated) != LocalDate.mondayDaysSinceEpoch(ofDay: real) {
                    count(.movedAcrossWeek, i)
                }
                if !month.contains(estimated) { month = LocalDate.monthDaysSinceEpoch(ofDay: estimated) }
                if !month.contains(real) { count(.movedAcrossMonth, i) }
            }
            (s, t) = (spreadEnd, truthEnd)
        }
    }

    /// Sorts `plays` by song, then instant (`sort()`), unless they already are in that order: a
    /// sync creates its plays song by song in the synced order, each song's in chronological order.
    static func sortBySongAndInstant(_ plays: inout [SongInstant]) {
        let sorted = plays.withUnsafeBufferPointer { plays in
            plays.indices.dropFirst().allSatisfy { !(plays[$0] < plays[$0 - 1]) }
        }
        if !sorted { plays.sort() }
    }

    /// Database Maintenance from Settings (docs/rules.md#maintenance), for real: what it
    /// deletes must be what the rules name — the plays they name, counted once each (old, or of a
    /// song they delete), marked in arrays indexed by play and by song rather than hashed into
    /// sets — and every song left must keep its identity. The rules are applied to the plays
    /// before maintenance runs, and only the song columns the identity check compares are kept
    /// from before (the store's plays are not copied).
    package mutating func maintain(_ i: Int, at now: Instant) {
        let songCount = agents[i].store.songCount
        let plan = Maintenance.plan(songs: agents[i].store.playSong, times: agents[i].store.playTime, songCount: songCount,
                                    at: now, in: agents[i].zone)
        var doomed = [Bool](repeating: false, count: agents[i].store.playCount)
        for index in plan.plays { doomed[index] = true }
        var deletedSong = [Bool](repeating: false, count: songCount)
        for song in plan.songs { deletedSong[song] = true }
        var named = 0
        for (index, song) in agents[i].store.playSong.enumerated() where doomed[index] || deletedSong[Int(song)] { named += 1 }
        let (ids, counts, syncs, ranks) = (agents[i].store.ids, agents[i].store.lastSystemPlayCount, agents[i].store.lastSync,
                                           agents[i].store.rankSnapshot.ranks)
        let deleted = agents[i].store.maintain(at: now, in: agents[i].zone)
        check(.maintenanceAsSpecified, deleted.plays == named && deleted.songs == plan.songs.count, i, now, event: "maintenance",
              "deleted \(deleted.plays) plays and \(deleted.songs) songs; the rules name \(named) and \(plan.songs.count)")
        let after = agents[i].store
        let kept = (0..<songCount).filter { !deletedSong[$0] }
        let identical = kept.count == after.songCount && kept.enumerated().allSatisfy { index, old in
            after.ids[index] == ids[old] && after.index(of: ids[old]) == index
                && after.lastSystemPlayCount[index] == counts[old] && after.lastSync[index] == syncs[old]
                && after.rankSnapshot.ranks[index] == ranks[old]
        }
        check(.identityKept, identical, i, now, event: "maintenance", "a song left lost its id, its baseline, its last sync or its rank")
        count(.maintenanceRuns, i)
        count(.playsDeleted, i, Int64(deleted.plays))
        count(.songsDeleted, i, Int64(deleted.songs))
        record(i, now, "maintenance: \(deleted.plays) plays and \(deleted.songs) songs deleted")
    }

    /// At the end: each listener's This Week chart against the true one (Spearman over the songs
    /// either charts, a song missing from one ranked after all its charted songs).
    package mutating func close(at end: Instant) {
        let asOf = end.advanced(byMilliseconds: -1)
        for i in agents.indices {
            let store = agents[i].store
            let system = agents[i].system
            let window = ChartWindow.thisWeek.interval(at: asOf, in: agents[i].zone)
            let shown = store.chartWithMovement(.thisWeek, at: asOf, in: agents[i].zone)
            let app = shown.map { store.ids[$0.entry.song] }
            let trueChart = Chart.rank(plays: agents[i].truePlays, in: window, titles: system.titles, ids: system.ids)
            let truth = trueChart.map { system.ids[$0.song] }
            compareArrows(i, shown: shown, trueChart: trueChart, at: asOf)
            guard app.count + truth.count > 2 else { continue }
            // Each song's rank in either chart (0: not charted), by id: the harness's ids are
            // positions in the system library. The songs either charts, in ascending id order.
            var appRank = [Int32](repeating: 0, count: system.count), trueRank = [Int32](repeating: 0, count: system.count)
            for (rank, song) in app.enumerated() { appRank[Int(song)] = Int32(rank + 1) }
            for (rank, song) in truth.enumerated() { trueRank[Int(song)] = Int32(rank + 1) }
            let songs = (0..<system.count).filter { appRank[$0] > 0 || trueRank[$0] > 0 }
            func ranks(_ rank: [Int32], _ chart: [UInt64]) -> [Double] {
                songs.map { Double(rank[$0] > 0 ? Int(rank[$0]) : chart.count + 1) }
            }
            let (x, y) = (ranks(appRank, app), ranks(trueRank, truth))
            let mx = x.reduce(0, +) / Double(x.count), my = y.reduce(0, +) / Double(y.count)
            let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
            let sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }, syy = y.reduce(0) { $0 + ($1 - my) * ($1 - my) }
            guard sxx > 0 && syy > 0 else { continue }
            count(.chartCorrelationMillionths, i, Int64((sxy / (sxx * syy).squareRoot() * 1_000_000).rounded()))
            count(.chartsCompared, i)
        }
    }

    /// The arrows of the app's This Week chart against the true movements (the true chart this
    /// week against the true chart last week), song by song.
    package mutating func compareArrows(_ i: Int, shown: [(entry: Chart.Entry, movement: RankMovement)], trueChart: [Chart.Entry], at asOf: Instant) {
        let system = agents[i].system
        let lastWeek = ChartWindow.thisWeek.previousInterval(at: asOf, in: agents[i].zone)
        let before = Chart.rank(plays: agents[i].truePlays, in: lastWeek, titles: system.titles, ids: system.ids)
        var trueMovement = [RankMovement?](repeating: nil, count: system.count)
        for (entry, movement) in zip(trueChart, Chart.movements(from: before, to: trueChart, songCount: system.count)) {
            trueMovement[entry.song] = movement
        }
        count(.movementArrowsShown, i, Int64(shown.count))
        let right = shown.filter { trueMovement[agents[i].position(ofStoreIndex: $0.entry.song)] == $0.movement }.count
        count(.movementArrowsRight, i, Int64(right))
    }

    package mutating func count(_ metric: ListenerMetric, _ i: Int, _ amount: Int64 = 1) {
        let day = agents[i].today
        tally.count(metric, day: day, amount)
        tally.fingerprints.mix(i, day: day, metric, amount)
    }
}
