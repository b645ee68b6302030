import Harness
import Model
import Sim
import Time

/// The watchers of one partition living through the scenario: the event handler.
///
/// On the evenings they plan, watchers launch the app at local evening hours: the feedback gate
/// first, then Pick For Me — a mood and a length for tonight, the availability check (its overlay
/// when nothing matches: a changed duration or Try Anyway), a pick, a decision after a moment's
/// thought, another pick after a rejection, until Watch Now and the Enjoy screen (Pick another,
/// Done, or back to Landing after 5 s) or they give up. Watch Now sometimes leads to another
/// launch later that evening, before or after the 2-hour gate.
package struct WatcherWorld: PersonaWorld {
    package typealias Owner = Watchers

    package let scenario: Scenario
    package let population: WatcherPopulation
    package let catalog: TitleCatalog
    package var agents: [Watcher]
    package let streams: RandomStreams
    package let hourChoice: WeightedChoice
    package let moodChoice: WeightedChoice
    package let lengthChoice: WeightedChoice
    package let firstDay: Int64
    package var tally: WatcherTally
    package var trace: [String]?
    /// Requests from then on are not kept (`Scenario.backendEnd`).
    package let backendEnd: Instant
    /// The titles Explore visits draw from, by language, platform and documentary.
    package let exploreShelves: ExploreShelves

    package init(scenario: Scenario, agents range: Range<Int>, shared catalog: TitleCatalog, tracing: Bool) {
        self.scenario = scenario
        population = scenario.watchers
        self.catalog = catalog
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let population = population
        let zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        agents = range.map { Watcher(index: $0, streams: streams, population: population, catalog: catalog, zoneChoice: zoneChoice) }
        hourChoice = WeightedChoice(weights: population.launchHours)
        moodChoice = WeightedChoice(weights: population.moods)
        lengthChoice = WeightedChoice(weights: population.lengths)
        firstDay = Zone.utc.localDayNumber(at: scenario.start)
        tally = WatcherTally(scenario: scenario)
        tally.fingerprints = AgentDayFingerprints(scenario: scenario, agents: range)
        trace = tracing ? [] : nil
        backendEnd = scenario.backendEnd
        exploreShelves = ExploreShelves(catalog)
    }

    package mutating func check(_ key: WatcherInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                                event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else { return tally.ledger.pass(key) }
        let failure = violation(key, i, instant, event: event(), detail())
        tally.ledger.fail(key, failure)
    }

    package mutating func live(_ simulation: inout Simulation<WatcherEvent>, isCancelled: () -> Bool) {
        simulation.runDays(from: scenario.start, days: scenario.days, handler: &self, isCancelled: isCancelled)
    }

    package mutating func start(_ simulation: inout Simulation<WatcherEvent>) {
        for i in agents.indices { planFirstDay(i, &simulation) }
    }

    package mutating func handle(_ event: WatcherEvent, handle: EventHandle, in simulation: inout Simulation<WatcherEvent>) {
        let i = Int(event.agent)
        switch event.kind {
        case .dayStart: planNewDay(i, &simulation)
        case .launch: launch(i, evening: true, &simulation)
        case .relaunch: launch(i, evening: false, &simulation)
        case .decision: decide(i, &simulation)
        case .showMe: showMe(i, &simulation)
        case .pickAnother:
            agents[i].picksLeft = max(agents[i].picksLeft, 1)
            showPick(i, &simulation)
        }
        if !agents[i].timingGated && agents[i].profile.decisionTiming.samples >= DecisionTiming.minimumSamples {
            agents[i].timingGated = true
            count(.decisionTimingGateReached, i)
        }
        let weights = agents[i].profile.weights
        check(.weightsClamped, TitleTag.allCases.allSatisfy { TagWeights.bounds.contains(weights[$0]) }, i, simulation.now,
              event: "\(event.kind)", "tag weights out of bounds")
    }

    /// Counts the watcher-day and, on an evening the watcher plans, schedules the first launch.
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<WatcherEvent>) {
        let zone = agents[i].zone
        agents[i].today = day
        count(.viewerDays, i)
        let nextMidnight = zone.nextLocalMidnight(after: simulation.now)
        simulation.schedule(WatcherEvent(agent: Int32(i), kind: .dayStart), at: nextMidnight)
        var plan = dayPlan(i, day: day)
        guard plan.bernoulli(population.eveningsPerWeek / 7) else { return }
        let hour = Int64(hourChoice.sample(using: &plan))
        let local = day * Milliseconds.day + hour * Milliseconds.hour + Int64(plan.uniform(below: UInt64(Milliseconds.hour)))
        let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
        if at >= simulation.now && at < nextMidnight {
            simulation.schedule(WatcherEvent(agent: Int32(i), kind: .launch), at: at)
        }
    }

    /// A launch: the feedback prompt if due (checked against the shadow), then, on an evening
    /// launch, tonight's choices and the first pick.
    package mutating func launch(_ i: Int, evening: Bool, _ simulation: inout Simulation<WatcherEvent>) {
        let now = simulation.now
        count(.launches, i)
        if !evening { count(.relaunches, i) }
        var explore = exploreStream(i)
        let exploring = evening && agents[i].context == nil && explore.bernoulli(population.exploreShare)
        let opened = evening && agents[i].context == nil && !exploring ? pickForMeInstant(before: now, screens: 5) : now
        logEvent(i, at: opened)
        let prompt = agents[i].profile.gate.prompt(at: now)
        let pending = agents[i].pendingWatchAt
        let due = pending.map { now >= $0.advanced(byMilliseconds: FeedbackGate.delayMilliseconds) } ?? false
        check(.feedbackGateAsSpecified, (prompt != nil) == due, i, now, event: evening ? "launch" : "relaunch",
              "prompt \(prompt == nil ? "not shown" : "shown"); pending Watch Now at \(pending.map(String.init(describing:)) ?? "none")")
        if let prompt {
            count(.gatePrompts, i)
            if !evening { count(.relaunchPrompts, i) }
            answerFeedback(i, prompt, at: now, logged: opened)
        }
        guard evening, agents[i].context == nil else { return }
        if exploring { return self.explore(i, at: now, using: &explore) }
        count(.evenings, i)
        var decisions = agents[i].decisions
        let mood = Mood(rawValue: moodChoice.sample(using: &decisions))!
        let length = WatchLength(rawValue: lengthChoice.sample(using: &decisions))!
        agents[i].decisions = decisions
        agents[i].context = try? UserContext(platforms: agents[i].platforms, languages: agents[i].languages, mood: mood, length: length,
                                             available: catalog.languages(on:))
        agents[i].picksLeft = population.picksPerEvening
        agents[i].avoiding = nil
        agents[i].lengthsTried = 1 << UInt8(length.rawValue)
        agents[i].triedAnyway = false
        if let context = agents[i].context { pickForMeRequests(i, series: context.requiresSeries, pickAt: now) }
        record(i, now, "launches: \(mood), \(length)")
        showMe(i, &simulation)
    }

    /// "Show me": the availability check (docs/rules.md#availability-check), then the first pick;
    /// no match shows the overlay instead. After "Try Anyway" the engine runs whatever the check
    /// says.
    package mutating func showMe(_ i: Int, _ simulation: inout Simulation<WatcherEvent>) {
        if let context = agents[i].context, !agents[i].triedAnyway,
           !AvailabilityCheck.hasMatches(context, agents[i].profile, in: catalog, settings: population.engine) {
            return availabilityAlert(i, context, &simulation)
        }
        showPick(i, &simulation)
    }

    /// The overlay when no title matches (docs/rules.md#availability-check): "Try Anyway"
    /// (`tryAnywayShare`, and always once every duration was tried) goes on to the engine after the
    /// Confidence Moment; otherwise the watcher changes the duration (decided: to the untried one
    /// they choose most often; platforms and languages are what they have) and taps Show me again.
    ///
    /// Timing and requests, decided like `WatcherWorld+Backend`'s screens: the overlay is read for
    /// one screen; a change goes back to Duration (its Next writes the runtime to `user_profiles`,
    /// with the Series check for Series/Binge) and through the hook to Show me (the check).
    package mutating func availabilityAlert(_ i: Int, _ context: UserContext, _ simulation: inout Simulation<WatcherEvent>) {
        let now = simulation.now
        let screen = Self.screenMilliseconds
        count(.availabilityAlerts, i)
        let untried = WatchLength.allCases.filter { agents[i].lengthsTried & 1 << UInt8($0.rawValue) == 0 }
        let tryAnyway = untried.isEmpty || agents[i].availability.bernoulli(population.tryAnywayShare)
        if tryAnyway {
            count(.tryAnyways, i)
            agents[i].triedAnyway = true
            record(i, now, "no title for tonight's choices: Try Anyway")
            simulation.schedule(WatcherEvent(agent: Int32(i), kind: .showMe), afterMilliseconds: screen + Self.loadingMilliseconds)
            return
        }
        var length = untried[0]
        for candidate in untried where population.lengths[candidate.rawValue] > population.lengths[length.rawValue] { length = candidate }
        count(.durationChanges, i)
        agents[i].lengthsTried |= 1 << UInt8(length.rawValue)
        agents[i].context = try? UserContext(platforms: context.platforms, languages: context.languages, mood: context.mood, length: length,
                                             available: catalog.languages(on:))
        let duration = now.advanced(byMilliseconds: 2 * screen)
        request(.profileWrite, i, at: duration, rows: 1)
        if length == .series { request(.seriesAvailability, i, at: duration) }
        request(.availabilityCheck, i, at: duration.advanced(byMilliseconds: screen))
        record(i, now, "no title for tonight's choices: duration changed to \(length)")
        simulation.schedule(WatcherEvent(agent: Int32(i), kind: .showMe), afterMilliseconds: 3 * screen + Self.loadingMilliseconds)
    }

    /// Answers the due prompt from the truth: finished or not, sometimes skipped; its requests
    /// carry the instant the app opened, `logged`.
    package mutating func answerFeedback(_ i: Int, _ prompt: FeedbackGate.Pending, at now: Instant, logged: Instant) {
        let skip = agents[i].decisions.bernoulli(population.feedbackSkip)
        let response: FeedbackGate.Response = skip ? .skip : agents[i].finishedPending ? .finished : .didNotFinish
        _ = agents[i].profile.gate.answer(response, at: now)
        agents[i].pendingWatchAt = nil
        switch response {
        case .finished: count(.feedbackFinished, i)
        case .didNotFinish: count(.feedbackAbandoned, i)
        case .skip: count(.feedbackSkipped, i)
        }
        if let interaction = response.interaction, let title = title(id: prompt.titleID) {
            agents[i].profile.record(interaction, title, having: agents[i].platforms, at: now)
            logInteraction(i, at: logged)
        } else {
            logEvent(i, at: logged)
        }
        record(i, now, "feedback prompt for title \(prompt.titleID): \(response)")
    }

    /// Asks the engine for a pick; shows it, or meets the empty state.
    package mutating func showPick(_ i: Int, _ simulation: inout Simulation<WatcherEvent>) {
        let now = simulation.now
        guard let context = agents[i].context, agents[i].picksLeft > 0 else { return endEvening(i) }
        let first = agents[i].shown < 0
        let fetchedAt = first ? pickForMeInstant(before: now, screens: 0) : now
        agents[i].picksLeft -= 1
        count(.recommendations, i)
        let outcome = RecommendationEngine.outcome(context, agents[i].profile, in: catalog, at: now, avoiding: agents[i].avoiding,
                                                   settings: population.engine)
        count(.fetchRequests, i)
        count(.fetchRows, i, Int64(outcome.fetched))
        recommendationRequests(i, fetched: outcome.fetched, at: now, logged: fetchedAt)
        guard let pick = outcome.pick else {
            count(.emptyStates, i)
            logEvent(i, at: now)
            if !agents[i].exhausted {
                agents[i].exhausted = true
                count(.watchersExhausted, i)
            }
            record(i, now, "empty state (\(outcome.fetched) fetched, none valid at any level)")
            return endEvening(i)
        }
        let title = catalog.titles[pick.index]
        if first && agents[i].triedAnyway { count(.tryAnywayPicks, i) }
        checkPick(i, title, pick, context, at: now)
        count([.servedFullMatch, .servedWiderTags, .servedWiderRuntime, .servedAnyAboveGate][pick.level.rawValue - 1], i)
        count(.picksShown, i)
        if title.isDocumentary { count(.documentaryPicks, i) }
        if let favourite = agents[i].favouritePlatform {
            count(.picksShownMultiPlatform, i)
            if !title.platforms.isDisjoint(with: favourite) { count(.picksOnFavouritePlatform, i) }
        }
        agents[i].profile.record(.shown, title, having: agents[i].platforms, at: now)
        logInteraction(i, at: now)
        agents[i].lastShownShadow[title.id] = now
        agents[i].shown = Int32(pick.index)
        agents[i].shownAt = now
        record(i, now, "shown \(title.name) (#\(title.id), GoodScore \(title.displayedGoodScore), \(title.runtimeMinutes) min) "
               + "by \(pick.level): score \(ReportNumber.fixed(pick.score.total, decimals: 2))")
        let sigma = 0.5
        let seconds = agents[i].decisions.lognormal(mu: DeterministicMath.log(population.decisionSeconds) - sigma * sigma / 2, sigma: sigma)
        simulation.schedule(WatcherEvent(agent: Int32(i), kind: .decision), afterMilliseconds: Int64(seconds * 1_000) + 1)
    }

    /// The watcher decides about the pick shown: already seen, Watch Now, or a rejection.
    package mutating func decide(_ i: Int, _ simulation: inout Simulation<WatcherEvent>) {
        let now = simulation.now
        let title = catalog.titles[Int(agents[i].shown)]
        count(.decisionMilliseconds, i, agents[i].shownAt.milliseconds(to: now))
        let appeal = agents[i].appeal(title, strength: population.tasteStrength, loyalty: population.platformLoyalty)
        if agents[i].hasSeen(title, share: population.seenShare) {
            count(.alreadySeens, i)
            agents[i].profile.record(.alreadySeen, title, having: agents[i].platforms, at: now)
            logInteraction(i, at: now)
            agents[i].seenShadow.insert(title.id)
            record(i, now, "already seen")
            return showPick(i, &simulation)
        }
        if agents[i].decisions.bernoulli(Self.logistic(appeal - 0.5)) {
            watchNow(i, title, appeal: appeal, &simulation)
            return
        }
        if agents[i].decisions.bernoulli(population.showAnotherShare) {
            count(.showAnothers, i)
            agents[i].profile.record(.showAnother, title, having: agents[i].platforms, at: now)
            logInteraction(i, at: now)
            record(i, now, "show me another")
        } else {
            count(.notTonights, i)
            agents[i].profile.record(.notTonight, title, having: agents[i].platforms, at: now)
            logInteraction(i, at: now)
            agents[i].lastRejectedShadow[title.id] = now
            agents[i].avoiding = title.tags
            record(i, now, "not tonight")
        }
        showPick(i, &simulation)
    }

    /// Watch Now: the engine learns, the gate waits, the truth of finishing is drawn, and
    /// sometimes the watcher opens the app again later.
    package mutating func watchNow(_ i: Int, _ title: Title, appeal: Double, _ simulation: inout Simulation<WatcherEvent>) {
        let now = simulation.now
        count(.watchNows, i)
        recordWatch(i, title, at: now, finished: agents[i].decisions.bernoulli(Self.logistic(appeal + 1.5)))
        let finishes = agents[i].finishedPending
        record(i, now, "Watch Now" + (finishes ? " (will finish it)" : " (will not finish it)"))
        if agents[i].decisions.bernoulli(population.relaunchAfterWatch) {
            let gap = agents[i].decisions.exponential(mean: population.relaunchMinutes * 60_000)
            simulation.schedule(WatcherEvent(agent: Int32(i), kind: .relaunch), afterMilliseconds: Int64(gap) + 1)
        }
        enjoy(i, &simulation)
    }

    /// The Enjoy screen (docs/rules.md#enjoy-screen): a watcher who wants another pick taps "Pick
    /// another", some others "Done for tonight", after a lognormal moment (`enjoyTapSeconds`); a
    /// tap at 5 s or later finds the screen back on Landing (`EnjoyScreen`). "Pick another" asks
    /// the engine again with tonight's choices, at least one more pick whatever is left of
    /// `picksPerEvening`. The taps write nothing to Supabase (no `user_interactions` row, no event
    /// of `logEvent`'s set); the next pick's reads are logged as any recommendation's. Every Watch
    /// Now draws the same three numbers from the `enjoy` stream (Done is drawn even when unused),
    /// so a change to `pickAnotherAfterWatch` shifts no later draw (common random numbers).
    package mutating func enjoy(_ i: Int, _ simulation: inout Simulation<WatcherEvent>) {
        let wantsAnother = agents[i].enjoy.bernoulli(population.pickAnotherAfterWatch)
        let done = agents[i].enjoy.bernoulli(population.enjoyDoneShare)
        let tap: EnjoyScreen.Tap? = wantsAnother ? .pickAnother : done ? .doneForTonight : nil
        let sigma = 0.5
        let seconds = agents[i].enjoy.lognormal(mu: DeterministicMath.log(population.enjoyTapSeconds) - sigma * sigma / 2, sigma: sigma)
        let tapped = Int64(seconds * 1_000) + 1
        switch EnjoyScreen.outcome(of: tap, after: tapped) {
        case .pickAnother:
            count(.enjoyPickAnother, i)
            record(i, simulation.now, "Enjoy: Pick another")
            simulation.schedule(WatcherEvent(agent: Int32(i), kind: .pickAnother), afterMilliseconds: tapped)
            return
        case .doneForTonight:
            count(.enjoyDone, i)
        case .autoDismissed:
            count(.enjoyAutoDismissed, i)
            if wantsAnother { count(.enjoyPickAnotherTooLate, i) }
        }
        endEvening(i)
    }

    /// The Explore journey (docs/rules.md#explore) instead of Pick For Me: the watcher browses the
    /// Discover grid — documentaries with `exploreDocumentaryShare`, else any genre — of titles
    /// in their languages on their platforms, opens one not seen (drawn at random from
    /// `exploreShelves`, up to `exploreTitleTries` draws) and watches it as they would a pick (by
    /// its appeal). `draw` is the evening's Explore stream (`exploreStream`). Watching records
    /// Watch Now (decided: the same interaction as Pick For Me's, feedback gate included), so a
    /// documentary watched unlocks documentary recommendations (docs/rules.md#content-gates), which
    /// recommendations alone never do. Its requests: the launch's app_events row, and the Watch
    /// Now's user_interactions row and event; the seed names no Supabase call for browsing, so the
    /// grid's reads are not counted.
    package mutating func explore(_ i: Int, at now: Instant, using draw: inout Xoshiro256StarStar) {
        count(.exploreVisits, i)
        let documentaries = draw.bernoulli(population.exploreDocumentaryShare)
        let opened = exploreShelves.draw(in: catalog, languages: agents[i].languages, platforms: agents[i].platforms,
                                         documentaries: documentaries, notIn: agents[i].seenShadow, tries: Self.exploreTitleTries,
                                         using: &draw).map { catalog.titles[$0] }
        let appeal = opened.map { agents[i].appeal($0, strength: population.tasteStrength, loyalty: population.platformLoyalty) } ?? 0
        guard let title = opened, draw.bernoulli(Self.logistic(appeal - 0.5)) else {
            record(i, now, "explores" + (documentaries ? " documentaries" : "") + ": watches nothing")
            return
        }
        let locked = !agents[i].profile.hasWatchedDocumentary
        count(.exploreWatches, i)
        let finished = draw.bernoulli(Self.logistic(appeal + 1.5))
        recordWatch(i, title, at: now, finished: finished)
        if locked && agents[i].profile.hasWatchedDocumentary { count(.documentaryUnlocks, i) }
        record(i, now, "explores" + (documentaries ? " documentaries" : "") + ": watches \(title.name) (#\(title.id))")
    }

    /// A title watched (Watch Now, from a pick or Explore): the engine learns, the gate waits, the
    /// truth of finishing (`finished`, drawn by the caller) is kept, maturity may unlock.
    package mutating func recordWatch(_ i: Int, _ title: Title, at now: Instant, finished: Bool) {
        let wasMature = agents[i].profile.isMature
        if agents[i].profile.record(.watchNow, title, having: agents[i].platforms, at: now) != nil { count(.supersededFeedback, i) }
        logInteraction(i, at: now)
        agents[i].seenShadow.insert(title.id)
        agents[i].pendingWatchAt = now
        agents[i].finishedPending = finished
        if finished { count(.titlesFinished, i) }
        if !wasMature && agents[i].profile.isMature {
            count(.maturityUnlocks, i)
            count(.maturityUnlockDayTotal, i, agents[i].today - firstDay)
        }
    }

    /// Random draws an Explore visit makes for a title that fits its filters before it gives up.
    static let exploreTitleTries = 2_000

    /// The Explore stream of watcher `i`'s evening (whether they explore, and what happens
    /// there): keyed by the local day like `dayPlan`, so whatever the watcher decided on earlier
    /// evenings — in this arm of a sweep or another — the same evening draws the same numbers.
    package func exploreStream(_ i: Int) -> Xoshiro256StarStar {
        streams.dayPlan(persona: Watcher.persona, agent: agents[i].index, purpose: Watcher.Purpose.explore.rawValue, day: agents[i].today)
    }

    /// At the run's end, for every watcher whose documentaries are still locked: the titles on
    /// their platforms and in their languages at or above the mature quality gate (what
    /// recommendations could ever reach), and the documentaries among them, which they cannot
    /// (docs/rules.md#content-gates). The catalog is counted once, per language and set of
    /// platforms; a watcher's reach sums the cells of their languages whose platforms meet theirs,
    /// once per platform-and-language combination, and is reused.
    package mutating func close(at end: Instant) {
        let gate = population.engine.matureQualityGate
        let platformSets = 1 << Platform.allCases.count
        var cells = [(titles: Int64, documentaries: Int64)](repeating: (0, 0), count: Language.allCases.count * platformSets)
        for title in catalog.titles where title.goodScore >= gate {
            let cell = title.language.rawValue * platformSets + Int(title.platforms.rawValue)
            cells[cell].titles += 1
            if title.isDocumentary { cells[cell].documentaries += 1 }
        }
        var counted: [UInt32: (titles: Int64, documentaries: Int64)] = [:]
        for i in agents.indices where !agents[i].profile.hasWatchedDocumentary {
            let key = UInt32(agents[i].platforms.rawValue) << 16 | UInt32(agents[i].languages.rawValue)
            var reach = (titles: Int64(0), documentaries: Int64(0))
            if let known = counted[key] {
                reach = known
            } else {
                for language in agents[i].languages.languages {
                    for platforms in 1..<platformSets where UInt8(platforms) & agents[i].platforms.rawValue != 0 {
                        reach.titles += cells[language.rawValue * platformSets + platforms].titles
                        reach.documentaries += cells[language.rawValue * platformSets + platforms].documentaries
                    }
                }
                counted[key] = reach
            }
            count(.lockedCatalogTitles, i, reach.titles)
            count(.lockedDocumentaries, i, reach.documentaries)
        }
    }

    package mutating func endEvening(_ i: Int) {
        agents[i].context = nil
        agents[i].shown = -1
    }

    /// The title with catalog id `id` (ids are 1…count in catalog order).
    package func title(id: Int32) -> Title? {
        let index = Int(id) - 1
        return catalog.titles.indices.contains(index) && catalog.titles[index].id == id ? catalog.titles[index] : nil
    }

    package static func logistic(_ x: Double) -> Double {
        1 / (1 + DeterministicMath.exp(-x))
    }

    package mutating func count(_ metric: WatcherMetric, _ i: Int, _ amount: Int64 = 1) {
        tally.count(metric, day: agents[i].today, amount)
        tally.fingerprints.mix(i, day: agents[i].today, metric, amount)
    }
}
