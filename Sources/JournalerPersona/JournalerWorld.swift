import Harness
import Model
import Sim
import Time

/// The journalers of one partition living through the scenario: the event handler.
///
/// Each local day a journaler may lapse (and later come back) and release an entry at a preferred
/// local hour; in the release's session they may try Bloom's gated features, meet the upgrade
/// prompt without Bloom and buy it there; travellers fly between zones, across the date line too.
/// After every release the streak the app shows is checked against a recount, and the harness's
/// truth (lived days written in a row) tells which breaks and inflations travel caused, under both
/// day policies.
package struct JournalerWorld: PersonaWorld {
    package typealias Owner = Journalers

    package let scenario: Scenario
    package let population: JournalerPopulation
    package var agents: [Journaler]
    package let streams: RandomStreams
    package let zoneChoice: WeightedChoice
    package let hourChoice: WeightedChoice
    /// The zones of the mix, the only ones a release can be written in.
    package let zones: [Zone]
    package var tally: JournalerTally
    package var trace: [String]?
    /// Requests from then on are not kept (`Scenario.backendEnd`).
    package let backendEnd: Instant

    package init(scenario: Scenario, agents range: Range<Int>, shared: NoSharedInput, tracing: Bool) {
        self.scenario = scenario
        population = scenario.journalers
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        self.zoneChoice = zoneChoice
        let population = population
        agents = range.map { Journaler(index: $0, streams: streams, population: population, zoneChoice: zoneChoice) }
        hourChoice = WeightedChoice(weights: population.releaseHours)
        zones = population.zones.map(\.zone)
        tally = JournalerTally(scenario: scenario)
        tally.fingerprints = AgentDayFingerprints(scenario: scenario, agents: range)
        trace = tracing ? [] : nil
        backendEnd = scenario.backendEnd
    }

    package mutating func check(_ key: JournalerInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                                event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else { return tally.ledger.pass(key) }
        let failure = violation(key, i, instant, event: event(), detail())
        tally.ledger.fail(key, failure)
    }

    package mutating func live(_ simulation: inout Simulation<JournalerEvent>, isCancelled: () -> Bool) {
        simulation.runDays(from: scenario.start, days: scenario.days, handler: &self, isCancelled: isCancelled)
    }

    package mutating func start(_ simulation: inout Simulation<JournalerEvent>) {
        for i in agents.indices {
            planFirstDay(i, &simulation)
            if agents[i].isTraveller && population.tripsPerMonth > 0 {
                let wait = agents[i].travel.exponential(mean: 30 * Double(Milliseconds.day) / population.tripsPerMonth)
                simulation.schedule(JournalerEvent(agent: Int32(i), kind: .departure), afterMilliseconds: Int64(wait))
            }
        }
    }

    package mutating func handle(_ event: JournalerEvent, handle: EventHandle, in simulation: inout Simulation<JournalerEvent>) {
        let i = Int(event.agent)
        switch event.kind {
        case .dayStart:
            newLivedDay(i)
            planNewDay(i, &simulation)
        case .release: release(i, at: simulation.now)
        case .departure: depart(i, &simulation)
        case .arrival: arrive(i, &simulation)
        }
    }

    /// The previous lived day ends: the truth streak breaks if it had no release.
    package mutating func newLivedDay(_ i: Int) {
        if !agents[i].wroteToday { agents[i].truthStreak = 0 }
        agents[i].wroteToday = false
    }

    /// Counts the day; lapse or comeback; plans the day's release.
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<JournalerEvent>) {
        let now = simulation.now
        let zone = agents[i].zone
        agents[i].today = day
        count(.journalerDays, i)
        let nextMidnight = zone.nextLocalMidnight(after: now)
        agents[i].dayStartHandle = simulation.schedule(JournalerEvent(agent: Int32(i), kind: .dayStart), at: nextMidnight)
        var plan = dayPlan(i, day: day)
        if agents[i].lapseDaysLeft > 0 {
            agents[i].lapseDaysLeft -= 1
            if agents[i].lapseDaysLeft == 0 { count(.comebacks, i) }
        } else if plan.bernoulli(population.lapseProbability) {
            agents[i].lapseDaysLeft = max(1, Int(plan.exponential(mean: population.lapseDays).rounded()))
            count(.lapsesStarted, i)
        }
        guard agents[i].lapseDaysLeft == 0, plan.bernoulli(agents[i].habit) else { return }
        let local = day * Milliseconds.day + Int64(hourChoice.sample(using: &plan)) * Milliseconds.hour
            + Int64(plan.uniform(below: UInt64(Milliseconds.hour)))
        let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
        if at >= now && at < nextMidnight {
            simulation.schedule(JournalerEvent(agent: Int32(i), kind: .release), at: at)
        }
    }

    /// A release: stored as the app stores it, then the streaks checked and compared with the truth.
    package mutating func release(_ i: Int, at now: Instant) {
        refreshEntitlement(i, at: now)
        let words = max(1, Int(agents[i].writing.lognormal(mu: DeterministicMath.log(population.medianWords), sigma: 0.8).rounded()))
        agents[i].releases.append(Release(instant: now, wordCount: words, zoneIdentifier: agents[i].zone.identifier))
        count(.releases, i)
        count(.words, i, Int64(words))
        if !agents[i].wroteToday {
            agents[i].wroteToday = true
            agents[i].truthStreak += 1
        }
        let truth = agents[i].truthStreak
        let (zone, releases) = (agents[i].zoneIndex, agents[i].releases)
        let insights = agents[i].readings.insights(of: releases, asOf: now, zone: zone, zones: zones)
        for policy in StreakDayPolicy.allCases {
            let shown = agents[i].readings.streak(policy, of: releases, asOf: now, zone: zone, zones: zones)
            if policy == population.dayPolicy {
                let recount = agents[i].readings.recount(of: releases, asOf: now, zone: zone, zones: zones)
                check(.streakMatchesRecount, shown == recount && insights.currentStreak == recount, i, now, event: "release",
                      "shown \(shown), in Insights \(insights.currentStreak), recount \(recount) (\(policy))")
            }
            if shown == 1 && truth >= 2 { count(policy == .entryZone ? .travelBreaksEntryZone : .travelBreaksCurrentZone, i) }
            if shown > truth { count(policy == .entryZone ? .inflatedEntryZone : .inflatedCurrentZone, i) }
        }
        let numbers = [insights.weeklyAverageLast4Weeks, insights.trendPercent ?? 0, insights.meanWords ?? 0, insights.medianWords ?? 0,
                       insights.wordsPerActiveDay ?? 0]
        check(.insightsNeverNaN, numbers.allSatisfy(\.isFinite), i, now, event: "release", "insights \(numbers)")
        if trace != nil {
            let shown = agents[i].readings.streak(population.dayPolicy, of: releases, asOf: now, zone: zone, zones: zones)
            record(i, now, "releases \(words) words; streak \(shown), truly \(truth)")
        }
        let tries = (agents[i].commerce.bernoulli(population.gates.customPrompts.perRelease),
                     agents[i].commerce.bernoulli(population.gates.insights.perRelease),
                     agents[i].commerce.bernoulli(population.gates.export.perRelease))
        if tries.0 { tryFeature(.customPrompts, i, at: now) }
        if tries.1 { tryFeature(.insights, i, at: now) }
        if tries.2 { tryFeature(.export, i, at: now) }
    }

    /// A journaler tries a Bloom feature in a release's session (docs/rules.md#bloom-touchpoints).
    /// Without Bloom the touchpoint shows its upgrade prompt; some buy Bloom there — StoreKit
    /// refreshes after the purchase — and go on to the feature, the rest close the prompt ("Always
    /// allow dismissal"). With Bloom a custom prompt is created and counted, not kept: the seed
    /// allows unlimited prompts and nothing in the model reads them, so a journaler's state does not
    /// grow with each one.
    package mutating func tryFeature(_ touchpoint: BloomTouchpoint, _ i: Int, at now: Instant) {
        if !agents[i].bloom.cachedUnlock {
            count(.gateViews(touchpoint), i)
            guard agents[i].conversion.bernoulli(population.gates[touchpoint].conversion) else {
                record(i, now, "meets the \(touchpoint.key) upgrade prompt and closes it")
                return
            }
            agents[i].bloom.refresh(.entitled)
            refreshEntitlement(i, at: now)
            count(.bloomPurchases, i)
            count(.purchases(touchpoint), i)
            record(i, now, "buys Bloom at the \(touchpoint.key) upgrade prompt")
        }
        switch touchpoint {
        case .customPrompts: count(.customPromptsCreated, i)
        case .insights: viewInsights(i, at: now)
        case .export: export(i, at: now)
        }
    }

    /// The Insights tab: what it shows is compared with the export the app would write now.
    package mutating func viewInsights(_ i: Int, at now: Instant) {
        let (zone, releases) = (agents[i].zoneIndex, agents[i].releases)
        let insights = agents[i].readings.insights(of: releases, asOf: now, zone: zone, zones: zones)
        let ledger = agents[i].readings.export(of: releases, zone: zone, zones: zones)
        count(.insightsViews, i)
        let disagreement = ledger.disagreement(with: insights, today: zones[zone].localDayNumber(at: now))
        check(.insightsAgreeWithExport, disagreement == nil, i, now, event: "insights", disagreement ?? "")
        record(i, now, "views Insights: journey from \(insights.journeyStart.map(String.init(describing:)) ?? "none")")
    }

    /// An export, in a release's session: the CSV is written by the app's day policy and read
    /// back (a line at a time as the history grows; see `ExportLedger`), and what its rows say is
    /// compared with the Insights the app shows now.
    package mutating func export(_ i: Int, at now: Instant) {
        let (zone, releases) = (agents[i].zoneIndex, agents[i].releases)
        let ledger = agents[i].readings.export(of: releases, zone: zone, zones: zones)
        count(.exports, i)
        count(.exportBytes, i, Int64(ledger.bytes))
        check(.exportRoundTrips, ledger.roundTrips, i, now, event: "export", "\(ledger.rowsReadBack) rows read back of \(ledger.exported) releases")
        let insights = agents[i].readings.insights(of: releases, asOf: now, zone: zone, zones: zones)
        let disagreement = ledger.disagreement(with: insights, today: zones[zone].localDayNumber(at: now))
        check(.insightsAgreeWithExport, disagreement == nil, i, now, event: "export", disagreement ?? "")
        record(i, now, "exports \(ledger.bytes) bytes")
    }

    /// Records every journaler's longest streak and the app's travel counts when the run ends.
    package mutating func close(at end: Instant) {
        let zones = zones
        for i in agents.indices {
            let summary = Streaks.compute(releases: agents[i].releases, asOf: end, zone: agents[i].zone, policy: population.dayPolicy,
                                          resolve: { identifier in zones.first { $0.identifier == identifier } })
            tally.recordLongest(summary.longest)
            count(.phantomBreaks, i, Int64(summary.phantomBreaks))
            count(.datesLivedTwice, i, Int64(summary.datesLivedTwice))
        }
    }

    package mutating func count(_ metric: JournalerMetric, _ i: Int, _ amount: Int64 = 1) {
        tally.count(metric, day: agents[i].today, amount)
        tally.fingerprints.mix(i, day: agents[i].today, metric, amount)
    }
}
