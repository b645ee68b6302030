import Harness
import Model
import Scenarios
import Sim
import Time

/// The standard comparison model for the quota engine, run through the real `UsageTracker`.
///
/// `users` users for `days` days; each user's home zone is one of 38 fixed UTC offsets
/// (−12:00 … +14:00, no DST), drawn uniformly. Open attempts arrive at Poisson times, 6 a day on
/// average. Base 3 views, +2 per completed ad, 6 ads a day, cap 15. An attempt with no views left
/// is blocked at the ad limit, else inside a cooldown, else the user declines with p 0.6, else an
/// ad starts and is aborted with p 0.1. An ad lasts 30 s, during which the user makes no attempts
/// (the arrival process restarts when it ends, which is the same thing for Poisson arrivals); a
/// completed ad grants the waiting view, an aborted one starts a 30 s cooldown. Quotas reset at
/// each local midnight. Events = attempts + ad ends + resets.
package struct QuotaDayBenchmark: Sendable {
    package var users: Int
    package var days: Int
    package var seed: UInt64

    package init(users: Int = 10_000, days: Int = 30, seed: UInt64 = 1) {
        self.users = users
        self.days = days
        self.seed = seed
    }

    /// The 38 UTC offsets, in minutes.
    package static let offsetsMinutes: [Int] = [
        -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210,
        240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
    ]

    /// What the run counted; deterministic for a seed.
    package struct Counts: Sendable, Equatable {
        package var attempts = 0
        package var views = 0
        package var exhausted = 0
        package var blockedByLimit = 0
        package var blockedByCooldown = 0
        package var declined = 0
        package var adsStarted = 0
        package var adsCompleted = 0
        package var adsAborted = 0
        package var resets = 0

        /// Events delivered: attempts, ad ends and resets.
        package var events: Int { attempts + adsCompleted + adsAborted + resets }
    }

    /// Runs the model; the counts depend only on the parameters.
    package func run() -> Counts {
        let zones = Self.offsetsMinutes.map { Zone(fixedOffsetSeconds: $0 * 60) }
        let start = Instant(millisecondsSinceEpoch: 1_735_689_600_000) // 2025-01-01T00:00:00Z
        let streams = RandomStreams(seed: seed)
        var model = Model(config: RemoteConfig())
        model.people.reserveCapacity(users)
        var simulation = Simulation<Event>(start: start)
        for user in 0..<users {
            var generator = streams.generator(persona: StreamKeys.quotaDayBenchmark.persona, agent: UInt64(user), purpose: 0)
            let zone = zones[Int(generator.uniform(below: UInt64(zones.count)))]
            model.people.append(Person(zone: zone, generator: generator))
            simulation.schedule(Event(user: Int32(user), kind: .reset), at: zone.nextLocalMidnight(after: start))
            Model.scheduleAttempt(Int32(user), for: &model.people[user], &simulation)
        }
        simulation.run(until: start.advanced(byMilliseconds: Int64(days) * Milliseconds.day), handler: &model)
        return model.counts
    }

    struct Event {
        enum Kind: UInt8 { case attempt, adCompleted, adAborted, reset }
        var user: Int32
        var kind: Kind
    }

    struct Person {
        var generator: Xoshiro256StarStar
        var tracker = UsageTracker<Int32>()
        var nextSong: Int32 = 0
        /// The home zone, kept with the person: read through the person's exclusive access, it is
        /// borrowed rather than copied (retained and released) per event.
        let zone: Zone

        init(zone: Zone, generator: Xoshiro256StarStar) {
            self.zone = zone
            self.generator = generator
        }
    }

    struct Model: EventHandler {
        let config: RemoteConfig
        var people: [Person] = []
        var counts = Counts()

        init(config: RemoteConfig) {
            self.config = config
        }

        static let meanGap = Double(Milliseconds.day) / 6

        static func scheduleAttempt(_ user: Int32, for person: inout Person, _ simulation: inout Simulation<Event>) {
            let gap = Int64(person.generator.exponential(mean: meanGap))
            simulation.schedule(Event(user: user, kind: .attempt), afterMilliseconds: gap)
        }

        mutating func handle(_ event: Event, handle: EventHandle, in simulation: inout Simulation<Event>) {
            // One exclusive access to the person per event (one uniqueness check of `people`).
            Self.handle(event, for: &people[Int(event.user)], config: config, counts: &counts, in: &simulation)
        }

        static func handle(_ event: Event, for person: inout Person, config: RemoteConfig, counts: inout Counts,
                           in simulation: inout Simulation<Event>) {
            let user = event.user
            let now = simulation.now
            switch event.kind {
            case .reset:
                counts.resets += 1
                person.tracker.applyMidnightRule(at: now, in: person.zone)
                simulation.schedule(event, at: person.zone.nextLocalMidnight(after: now))
            case .attempt:
                counts.attempts += 1
                person.nextSong &+= 1
                let outcome = person.tracker.open(person.nextSong, at: now, in: person.zone, config)
                guard case .quotaSheet(let availability) = outcome else {
                    counts.views += 1
                    scheduleAttempt(user, for: &person, &simulation)
                    return
                }
                counts.exhausted += 1
                switch availability {
                case .dailyLimitReached, .viewCapReached:
                    counts.blockedByLimit += 1
                case .coolingDown:
                    counts.blockedByCooldown += 1
                case .available:
                    if person.generator.bernoulli(0.6) {
                        counts.declined += 1
                    } else {
                        counts.adsStarted += 1
                        let aborted = person.generator.bernoulli(0.1)
                        simulation.schedule(Event(user: event.user, kind: aborted ? .adAborted : .adCompleted),
                                            afterMilliseconds: 30_000)
                        return
                    }
                }
                scheduleAttempt(user, for: &person, &simulation)
            case .adCompleted:
                counts.adsCompleted += 1
                _ = person.tracker.completeAd(at: now, in: person.zone, config)
                if case .charged = person.tracker.open(person.nextSong, at: now, in: person.zone, config) {
                    counts.views += 1
                }
                scheduleAttempt(user, for: &person, &simulation)
            case .adAborted:
                counts.adsAborted += 1
                person.tracker.abortAd(at: now, in: person.zone)
                scheduleAttempt(user, for: &person, &simulation)
            }
        }
    }
}
