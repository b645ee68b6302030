import Harness
import Sim
import Time

/// The gardeners of one partition living through the scenario: the event handler.
///
/// At each local midnight a gardener plans the day from that day's own stream: whether to water,
/// and at which local hour. The watering is checked to fall on the date that planned it.
package struct GardenerWorld: PersonaWorld {
    package typealias Owner = Gardeners

    package let scenario: Scenario
    package let population: GardenerPopulation
    package var agents: [Gardener]
    package let streams: RandomStreams
    package let hourChoice: WeightedChoice
    package var tally: GardenerTally
    package var trace: [String]?

    package init(scenario: Scenario, agents range: Range<Int>, shared: NoSharedInput, tracing: Bool) {
        self.scenario = scenario
        let population = scenario.gardeners
        self.population = population
        let streams = RandomStreams(seed: scenario.seed)
        self.streams = streams
        let zoneChoice = WeightedChoice(weights: population.zones.map(\.weight))
        agents = range.map { Gardener(index: $0, streams: streams, population: population, zoneChoice: zoneChoice) }
        hourChoice = WeightedChoice(weights: ActiveHours.typicalDay)
        tally = GardenerTally(scenario: scenario)
        tally.fingerprints = AgentDayFingerprints(scenario: scenario, agents: range)
        trace = tracing ? [] : nil
    }

    package mutating func check(_ key: GardenerInvariant, _ holds: Bool, _ i: Int, _ instant: Instant,
                                event: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        guard !holds else { return tally.ledger.pass(key) }
        tally.ledger.fail(key, violation(key, i, instant, event: event(), detail()))
    }

    package mutating func live(_ simulation: inout Simulation<GardenerEvent>, isCancelled: () -> Bool) {
        simulation.runDays(from: scenario.start, days: scenario.days, handler: &self, isCancelled: isCancelled)
    }

    package mutating func start(_ simulation: inout Simulation<GardenerEvent>) {
        for i in agents.indices { planFirstDay(i, &simulation) }
    }

    package mutating func handle(_ event: GardenerEvent, handle: EventHandle, in simulation: inout Simulation<GardenerEvent>) {
        let i = Int(event.agent)
        switch event.kind {
        case .dayStart: planNewDay(i, &simulation)
        case .watering: water(i, at: simulation.now)
        }
    }

    /// Counts the day, schedules the next local midnight and, with `wateringChance`, a watering
    /// at a local hour of a typical day (docs/rules.md#planned-local-time).
    package mutating func planDay(_ i: Int, day: Int64, dayStart: Instant, _ simulation: inout Simulation<GardenerEvent>) {
        let zone = agents[i].zone
        agents[i].today = day
        count(.gardenerDays, i)
        let nextMidnight = zone.nextLocalMidnight(after: simulation.now)
        simulation.schedule(GardenerEvent(agent: Int32(i), kind: .dayStart), at: nextMidnight)
        var plan = dayPlan(i, day: day)
        guard plan.bernoulli(population.wateringChance) else { return }
        let local = day * Milliseconds.day + Int64(hourChoice.sample(using: &plan)) * Milliseconds.hour
            + Int64(plan.uniform(below: UInt64(Milliseconds.hour)))
        let at = zone.plannedInstant(localMilliseconds: local, notBefore: dayStart)
        if at >= simulation.now && at < nextMidnight {
            simulation.schedule(GardenerEvent(agent: Int32(i), kind: .watering), at: at)
        }
    }

    /// The gardener waters the garden, on the local date that planned it.
    package mutating func water(_ i: Int, at now: Instant) {
        let (date, planned) = (agents[i].zone.localDayNumber(at: now), agents[i].today)
        check(.wateredOnPlannedDate, date == planned, i, now, event: "watering",
              "local date \(LocalDate(daysSinceEpoch: date)), planned on \(LocalDate(daysSinceEpoch: planned))")
        count(.waterings, i)
        record(i, now, "waters the garden")
    }

    /// Counts `amount` of `metric` on gardener `i`'s local date, and mixes it into the
    /// gardener-day's fingerprint (docs/rules.md#agent-day-fingerprints).
    package mutating func count(_ metric: GardenerMetric, _ i: Int, _ amount: Int64 = 1) {
        let day = agents[i].today
        tally.count(metric, day: day, amount)
        tally.fingerprints.mix(i, day: day, metric, amount)
    }
}
