import Harness
import Model
import Sim
import Time

/// The caregivers of one partition living through the scenario: the event handler.
///
/// Sessions follow each caregiver's local day; each open goes through the real `UsageTracker`
/// on the device clock and zone; out of allowance, the quota sheet leads to an ad, a trial or
/// "Not Now". Every event is checked by the invariants (`CaregiverWorld+Checks.swift`).
package struct CaregiverWorld: PersonaWorld {
    package typealias Owner = Caregivers

    package let scenario: Scenario
    package let population: CaregiverPopulation
    /// The remote config the server hands out, per arm, as it changes over the run; each device
    /// uses the version it last activated (`Caregiver.remoteConfig`).
    package let timeline: ConfigTimeline
    package var agents: [Caregiver]
    /// The songs, their search index and the searches already typed, shared by every partition.
    package let catalog: CaregiverCatalog
    package let songs: ZipfDistribution
    package let typedChoice: WeightedChoice
    package let typoChoice: WeightedChoice
    package let hourChoice: WeightedChoice
    package let zoneChoice: WeightedChoice
    package let adOutcomeChoice: WeightedChoice
    package let streams: RandomStreams
    package var tally: CaregiverTally
    /// Trace lines, when replaying with `--trace`.
    package var trace: [String]?
    /// Every call on the quota state, when replaying (one caregiver, for `--shrink`).
    package var recording: [QuotaAction]?
    package let persistence = PersistedStateCoder()
    /// The search working memory this partition's queries reuse (`CaregiverCatalog.rows`).
    var searchScratch = SearchIndex.Scratch()
    /// The typings this run shares with the other runs of its seed in a sweep; `nil` when it
    /// shares none (then every typing is drawn).
    let typings: TypingRecord?
    /// When each caregiver installs.
    package let installs: InstallSchedule
    /// Requests from then on are not kept (`Scenario.backendEnd`).
    package let backendEnd: Instant

    package init(scenario: Scenario, agents range: Range<Int>, shared catalog: CaregiverCatalog, tracing: Bool) {
        self.scenario = scenario
        population = scenario.caregivers
        timeline = ConfigTimeline(scenario: scenario)
        self.catalog = catalog
        typings = catalog.recordedTypings.record(seed: scenario.seed, typist: population.search.typist)
        songs = ZipfDistribution(count: self.catalog.popularity.count, exponent: 1)
        let typed = population.search.typed
        typedChoice = WeightedChoice(weights: [typed.title, typed.movie, typed.singer])
        typoChoice = WeightedChoice(weights: population.search.typoMix.weights)
        hourChoice = WeightedChoice(weights: population.activeHours)
        zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        adOutcomeChoice = WeightedChoice(weights: [population.adOutcomes.completed, population.adOutcomes.aborted,
                                                   population.adOutcomes.unavailable])
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let population = population
        let zoneChoice = zoneChoice
        let armChoice = scenario.arms.isEmpty ? nil : WeightedChoice(weights: scenario.arms.map(\.share))
        let installs = population.installs(in: scenario)
        agents = range.map {
            Caregiver(index: $0, streams: streams, population: population, zoneChoice: zoneChoice, armChoice: armChoice)
        }
        self.installs = installs
        backendEnd = scenario.backendEnd
        tally = CaregiverTally(scenario: scenario)
        tally.fingerprints = AgentDayFingerprints(scenario: scenario, agents: range)
        trace = tracing ? [] : nil
        recording = tracing && !agents.isEmpty ? [.configure(scenario.remoteConfig)] : nil
    }

    package mutating func check(_ key: CaregiverInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                                event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else { return tally.ledger.pass(key) }
        let failure = violation(key, i, instant, event: event(), detail())
        tally.ledger.fail(key, failure)
    }

    package mutating func live(_ simulation: inout Simulation<CaregiverEvent>, isCancelled: () -> Bool) {
        simulation.runDays(from: scenario.start, days: scenario.days, handler: &self, isCancelled: isCancelled)
    }

    /// Schedules each caregiver's first day, and the rollouts (markers in a trace: each device
    /// takes a rollout at its next cold launch that fetches).
    package mutating func start(_ simulation: inout Simulation<CaregiverEvent>) {
        for (index, rollout) in scenario.rollouts.enumerated() {
            simulation.schedule(.rollout(Int32(index)), at: rollout.instant(from: scenario.start))
        }
        for i in agents.indices {
            if agents[i].index < installs.initial {
                install(i, launchOpens: nil, &simulation)
            } else {
                let plan = installPlan(i)
                simulation.schedule(.caregiver(Int32(i), .install(opens: UInt8(plan.opens))), at: plan.at)
            }
        }
    }

    /// When caregiver `i`, who installs during the run, does — inside its run day (24 hours from
    /// `start` plus its `InstallSchedule.installDay(ofAgent:)` days), at a local hour of its home zone drawn from `activeHours` and a
    /// uniform minute — and how many songs its install session opens.
    package func installPlan(_ i: Int) -> (at: Instant, opens: Int) {
        var draw = agents[i].installStream(streams)
        let zone = agents[i].zone
        let dayStart = scenario.start.advanced(byMilliseconds: Int64(installs.installDay(ofAgent: agents[i].index)) * Milliseconds.day)
        let (time, opens) = drawSession(&draw)
        let date = zone.localDayNumber(at: dayStart)
        var at = zone.plannedInstant(localMilliseconds: date * Milliseconds.day + time, notBefore: scenario.start)
        if at < dayStart {
            at = zone.plannedInstant(localMilliseconds: (date + 1) * Milliseconds.day + time, notBefore: scenario.start)
        }
        return (min(at, scenario.end.advanced(byMilliseconds: -1)), opens)
    }

    /// Caregiver `i` has the app from now: it joins its install cohort, plans the rest of its
    /// day, travels and changes its clock from now on. One who installs during the run opens the
    /// app at once (a cold launch, its first fetch of the remote config) with `launchOpens` opens
    /// (`installPlan`); those who have the app at the start have none (`nil`).
    package mutating func install(_ i: Int, launchOpens: Int?, _ simulation: inout Simulation<CaregiverEvent>) {
        agents[i].installed = true
        agents[i].catalogCached = launchOpens == nil
        let zone = agents[i].zone
        agents[i].cohort = tally.cohort.install(on: zone.localDayNumber(at: simulation.now),
                                                lastFullDay: CohortCounts.lastFullDay(end: scenario.end, zone: zone))
        planFirstDay(i, &simulation)
        count(.installs, i)
        if let opens = launchOpens {
            record(i, simulation.now, "installs the app")
            startSession(i, number: Caregiver.installSession, opens: opens, coldLaunch: true, &simulation)
        }
        if agents[i].isTraveller && population.travellers.tripsPerMonth > 0 {
            let wait = agents[i].travel.exponential(mean: 30 * Double(Milliseconds.day) / population.travellers.tripsPerMonth)
            simulation.schedule(.caregiver(Int32(i), .departure), afterMilliseconds: Int64(wait))
        }
        if agents[i].isClockChanger && population.clockChangers.changesPerMonth > 0 {
            scheduleClockChange(i, &simulation)
        }
    }

    package mutating func handle(_ event: CaregiverEvent, handle: EventHandle, in simulation: inout Simulation<CaregiverEvent>) {
        switch event {
        case .rollout(let index): noteRollout(Int(index), at: simulation.now)
        case .caregiver(let agent, let kind): self.handle(kind, Int(agent), &simulation)
        }
    }

    /// What happens to caregiver `i`, then the quota bounds. One who left only sees its
    /// subscription renew or its trial cancelled.
    package mutating func handle(_ kind: CaregiverEvent.Kind, _ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        if agents[i].left {
            switch kind {
            case .renewal, .trialCancel: agents[i].today = agents[i].zone.localDayNumber(at: simulation.now)
            default: return
            }
        }
        switch kind {
        case .install(let opens): install(i, launchOpens: Int(opens), &simulation)
        case .dayStart: startDay(i, &simulation)
        case .session(let number, let opens, let coldLaunch):
            startSession(i, number: UInt64(number), opens: Int(opens), coldLaunch: coldLaunch, &simulation)
        case .open:
            agents[i].busy = false
            openNext(i, &simulation)
        case .pick:
            agents[i].busy = false
            attempt(agents[i].pendingSong, i, &simulation, event: "open from search")
        case .reopen:
            agents[i].busy = false
            attempt(agents[i].pendingSong, i, &simulation, event: "reopen")
        case .adEnd(let completed): endAd(i, completed: completed, &simulation)
        case .departure: depart(i, &simulation)
        case .arrival: arrive(i, &simulation)
        case .clockChange: changeClock(i, &simulation)
        case .clockRestore: restoreClock(i, &simulation)
        case .renewal: renew(i, &simulation)
        case .trialCancel: cancelTrial(i, at: simulation.now)
        }
        checkQuotaBounds(i, at: simulation.now, event: kind)
    }

    // MARK: Days and sessions

    /// Records the unfinished last day of every caregiver who has the app when the run ends (one
    /// who left closed its last day at the midnight it left).
    package mutating func close(at end: Instant) {
        for i in agents.indices where agents[i].installed && !agents[i].left { closeDay(i) }
    }

    /// Records caregiver `i`'s day as it ends, and restarts the day's own counts (views, quota
    /// sheets) for the next local date, whether a midnight or a flight brings it.
    package mutating func closeDay(_ i: Int) {
        tally.closeDay(agents[i].today, viewsToday: agents[i].viewsToday, arm: agents[i].arm, configVersion: agents[i].remoteConfig.activeVersion)
        agents[i].viewsToday = 0
        agents[i].sheetsToday = 0
    }

    package mutating func startDay(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        closeDay(i)
        let day = agents[i].zone.localDayNumber(at: simulation.now)
        guard !leaves(i, on: day, at: simulation.now) else { return }
        planDay(i, day: day, dayStart: simulation.now, &simulation)
    }

    /// At the local midnight that starts `day`, the response's day start: habit and frustration
    /// decay, the day start is counted, and the caregiver may leave for good
    /// (`ResponseModel.leaveProbability`), with one draw from a stream of that date. One who
    /// leaves plans no more days; a subscription it has keeps renewing until cancelled.
    package mutating func leaves(_ i: Int, on day: Int64, at now: Instant) -> Bool {
        let model = population.response
        agents[i].response.startDay(model)
        agents[i].dayStarts += 1
        guard model.firstDayChurn > 0 || model.baseChurnPerDay > 0 else { return false }
        var draw = agents[i].occasion(.churn, number: 0, day: day, streams)
        let chance = model.leaveProbability(agents[i].response, frailty: agents[i].frailty, firstDayStart: agents[i].dayStarts == 1)
        guard draw.bernoulli(chance) else { return false }
        agents[i].left = true
        agents[i].today = day
        count(.churned, i)
        record(i, now, "leaves for good (chance \(ReportNumber.fixed(chance, decimals: 3)))")
        return true
    }

    /// A session's local time of day — an hour from `activeHours`, then a uniform millisecond of
    /// it — and how many songs it opens, drawn in that order (planned sessions and install
    /// launches alike). Always inlined: called out of line from a mutating method, it would copy
    /// the whole world first, on every session.
    @inline(__always)
    package func drawSession(_ draw: inout Xoshiro256StarStar) -> (time: Int64, opens: Int) {
        let time = Int64(hourChoice.sample(using: &draw)) * Milliseconds.hour + Int64(draw.uniform(below: UInt64(Milliseconds.hour)))
        return (time, min(127, 1 + draw.poisson(mean: population.opensPerSession - 1)))
    }

    /// Counts the user-day, draws the day's sessions at local times, schedules the next midnight.
    /// With a response (`ResponseModel.strength` > 0) the plan draws candidates at the highest
    /// rate and keeps each by the caregiver's engagement (thinning): the same people draw the same
    /// candidates in every arm, and a more engaged caregiver keeps a superset.
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        let zone = agents[i].zone
        agents[i].today = day
        count(.userDays, i)
        let nextMidnight = zone.nextLocalMidnight(after: now)
        let dayLength = dayStart.milliseconds(to: nextMidnight)
        agents[i].todayIsDSTDay = dayLength != Milliseconds.day
        agents[i].dayStartHandle = simulation.schedule(.caregiver(Int32(i), .dayStart), at: nextMidnight)
        let weekend = LocalDate(daysSinceEpoch: day).isoWeekday >= 6
        let mean = population.sessionsPerDay * agents[i].activity * (weekend ? population.weekendFactor : 1)
        let model = population.response
        let responds = model.strength > 0
        let multiplier = responds ? model.activityMultiplier(agents[i].response) : 1
        var plan = dayPlan(i, day: day)
        let sessions = plan.poisson(mean: responds ? model.candidateSessionMean(mean) : mean)
        precondition(sessions <= Int(Caregiver.installSession), "a local date plans at most 65,535 sessions: numbers 0 to 65,534, "
                     + "as 65,535 keys the install launch's streams (the scenario reader keeps the mean far below)")
        var kept = 0
        for number in 0..<sessions {
            let (time, opens) = drawSession(&plan)
            let coldLaunch = plan.bernoulli(population.relaunchProbability)
            if responds && !model.keepSession(u: plan.unitInterval(), multiplier: multiplier) { continue }
            kept += 1
            let local = day * Milliseconds.day + time
            let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
            if at >= now && at < nextMidnight {
                simulation.schedule(.caregiver(Int32(i), .session(number: UInt16(number), opens: UInt8(opens), coldLaunch: coldLaunch)), at: at)
            }
        }
        record(i, now, "day \(LocalDate(daysSinceEpoch: day)) in \(zone): \(kept) sessions planned"
               + (dayLength != Milliseconds.day ? " (a \(dayLength / 60_000) minute day)" : ""))
    }

    /// Session `number` of the day, planned with its number of opens; a cold launch restores the
    /// persisted state. A caregiver not subscribed sees the Search banner; some visit Profile.
    package mutating func startSession(_ i: Int, number: UInt64, opens: Int, coldLaunch: Bool,
                                       _ simulation: inout Simulation<CaregiverEvent>) {
        count(.sessions, i)
        if tally.cohort.recordSession(&agents[i].cohort, on: agents[i].today) { count(.activeUserDays, i) }
        agents[i].startSessionStreams(number: number, day: agents[i].today, streams)
        if coldLaunch {
            count(.relaunches, i)
            relaunch(i, at: simulation.now)
            fetchRemoteConfig(i, at: simulation.now)
            launchRequests(i, at: simulation.now)
        }
        agents[i].opensRemaining += opens
        record(i, simulation.now, "session: \(opens) opens")
        visitUpgradeEntries(i, &simulation)
        guard !agents[i].busy else { return }
        agents[i].timelineSong = -1
        if agents[i].opensRemaining > 0 && startsWithSearch(i) {
            search(i, song: rewatches(i) ? agents[i].lastSong : popularSong(i), &simulation)
        } else {
            openNext(i, &simulation)
        }
    }

    /// Opens the next song of the session (docs/rules.md#caregiver-sessions,
    /// docs/rules.md#timeline-within-movie): the previous one again (`rewatchProbability`); else,
    /// once a song of a movie is on screen, a move along that movie's timeline to another of its
    /// songs (`TimelineBehaviour`) — the timeline stays within one movie; else a song of any movie
    /// by popularity, looked for the way a session starts: back to Search (`search.share`) or from
    /// Home. The first open of a session that does not search has no song on screen: it draws the
    /// previous song again or one by popularity, and nothing from the timeline stream.
    package mutating func openNext(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        guard agents[i].opensRemaining > 0 else { return }
        let again = rewatches(i)
        let on = agents[i].timelineSong
        if !again && on >= 0 {
            if let (song, move) = population.timeline.move(from: on, in: catalog.movies.songs(ofMovieOf: on), using: &agents[i].timeline) {
                agents[i].opensRemaining -= 1
                moveAlongTimeline(i, from: on, to: song, move, &simulation)
                return
            }
            if startsWithSearch(i) {
                search(i, song: popularSong(i), &simulation)
                return
            }
        }
        agents[i].opensRemaining -= 1
        attempt(again ? agents[i].lastSong : popularSong(i), i, &simulation, event: again ? "open again" : "open")
    }

    /// Whether the caregiver goes for the previous song again (`rewatchProbability`): one draw
    /// from the behaviour stream once a song was opened.
    package mutating func rewatches(_ i: Int) -> Bool {
        agents[i].lastSong >= 0 && agents[i].behaviour.bernoulli(population.rewatchProbability)
    }

    /// A song of any movie, by popularity.
    package mutating func popularSong(_ i: Int) -> Int32 {
        catalog.popularity[songs.sample(using: &agents[i].behaviour)]
    }

    /// Caregiver `i` moves along the timeline from song `from` to `song` of the same movie, which
    /// opens it through the quota like any open: an arrow or a drag costs a view, or shows the
    /// quota sheet when none is left (docs/rules.md#quota-view); a song still inside its re-watch
    /// window is free.
    package mutating func moveAlongTimeline(_ i: Int, from: Int32, to song: Int32, _ move: TimelineBehaviour.Move,
                                            _ simulation: inout Simulation<CaregiverEvent>) {
        count(.timelineMoves, i)
        if move == .drag { count(.timelineDrags, i) }
        switch move {
        case .arrowForward: attempt(song, i, &simulation, event: "arrow to the next")
        case .arrowBack: attempt(song, i, &simulation, event: "arrow to the previous")
        case .drag: attempt(song, i, &simulation, event: "drag to")
        }
    }

    /// Opens `song` through the tracker and follows the outcome.
    package mutating func attempt(_ song: Int32, _ i: Int, _ simulation: inout Simulation<CaregiverEvent>, event: StaticString) {
        let now = simulation.now
        let device = agents[i].deviceTime(now)
        count(.opens, i)
        let before = Before(agents[i], device: device)
        let unlimited = agents[i].subscription?.isActive(at: now) ?? false
        let outcome = agents[i].tracker.open(song, at: device, in: agents[i].zone, config(i), isUnlimited: unlimited)
        recording?.append(.open(song: song, at: device, zone: agents[i].zone.identifier, unlimited: unlimited))
        observeAfter(i, before: before, now: now, device: device, event: event)
        if agents[i].todayIsDSTDay { tally.reach(.dstDay) }
        agents[i].lastSong = song
        if case .quotaSheet = outcome {} else {
            agents[i].timelineSong = song
            agents[i].response.openedSong(population.response)
        }
        switch outcome {
        case .unlimited:
            count(.unlimitedOpens, i)
            record(i, now, "\(event) song \(song): subscriber, unlimited")
        case .freeRewatch(let until):
            count(.freeRewatches, i)
            checkFreeRewatch(i, song: song, device: device, until: until, event: event)
            record(i, now, "\(event) song \(song): free re-watch")
        case .charged(let remaining):
            count(.views, i)
            agents[i].viewsToday += 1
            probeWindowEdge(i, song: song, device: device)
            agents[i].shadow.charged(song, at: device)
            record(i, now, "\(event) song \(song): view charged, \(remaining) left")
        case .quotaSheet(let availability):
            let zone = agents[i].zone
            record(i, now, "\(event) song \(song): quota sheet (\(availability.description(in: zone)))")
            showQuotaSheet(i, song: song, availability, &simulation)
            return
        }
        maybeTapPreview(i, at: now)
        maybeStar(i, song: song, at: now)
        scheduleNextOpen(i, &simulation)
    }

    package mutating func scheduleNextOpen(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        guard agents[i].opensRemaining > 0, !agents[i].busy else { return }
        let gap = agents[i].behaviour.exponential(mean: population.secondsBetweenOpens * 1_000)
        agents[i].busy = true
        simulation.schedule(.caregiver(Int32(i), .open), afterMilliseconds: Int64(gap) + 1)
    }

    /// Ends the session: the caregiver closes the app.
    package mutating func endSession(_ i: Int) {
        agents[i].opensRemaining = 0
    }

    /// A rollout reaches the server: nothing changes on any device until it fetches. Traced only
    /// (`trace?.append` builds the line only when tracing).
    package mutating func noteRollout(_ index: Int, at now: Instant) {
        let rollout = scenario.rollouts[index]
        trace?.append("\(now) rollout day \(rollout.day)" + (rollout.arm.map { " for arm \(scenario.arms[$0].name)" } ?? "")
                      + " reaches the server: " + rollout.changes.map { "\($0.key.rawValue)=\(ObjectReader.format($0.value))" }.joined(separator: ", "))
    }

    /// A cold launch fetches and activates the server's config, unless it fetched less than the
    /// minimum interval ago (`RemoteConfigFetch`); a new version applies from this launch on.
    package mutating func fetchRemoteConfig(_ i: Int, at now: Instant) {
        let outcome = agents[i].remoteConfig.coldLaunch(at: now, arm: agents[i].arm, timeline: timeline,
                                                        minimumIntervalMilliseconds: population.configFetchIntervalHours * Milliseconds.hour)
        guard case .activated(let previous) = outcome else { return }
        count(.configActivations, i)
        noteConfigChange(i)
        if i == 0, recording != nil {
            let active = config(i)
            recording?.append(.configure(active))
        }
        let version = agents[i].remoteConfig.activeVersion
        record(i, now, "remote config: version \(previous) → \(version) activated")
    }

    /// The remote config caregiver `i`'s device uses now.
    package func config(_ i: Int) -> RemoteConfig {
        timeline.config(arm: agents[i].arm, version: agents[i].remoteConfig.activeVersion)
    }

    // MARK: Recording

    /// Adds `amount` to `metric` in the totals, caregiver `i`'s arm and local day.
    package mutating func count(_ metric: CaregiverMetric, _ i: Int, _ amount: Int64 = 1) {
        tally.count(metric, day: agents[i].today, armCell: ArmReplicates<CaregiverMetric>.cell(arm: agents[i].arm, person: agents[i].index), amount)
        tally.fingerprints.mix(i, day: agents[i].today, metric, amount)
    }
}
