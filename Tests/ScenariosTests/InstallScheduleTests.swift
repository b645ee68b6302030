@testable import CaregiverPersona
import Sim
import Testing
import Time

/// `InstallSchedule`: the launch cohort on day 0, then ⌊C(d+1)⌋ − ⌊C(d)⌋ installers on run day d.
@Suite("Install schedule")
struct InstallScheduleTests {
    /// 2025-03-03 is a Monday, 2025-03-06 a Thursday.
    static let monday = Instant(utc: LocalDate(year: 2025, month: 3, day: 3), hour: 9)
    static let thursday = Instant(utc: LocalDate(year: 2025, month: 3, day: 6))

    static func perDay(_ schedule: InstallSchedule) -> [Int] {
        (0..<schedule.days).map { schedule.installs(onDay: $0) }
    }

    @Test("weights [1,1,1,1,1,2,2] at 9 a day from a Monday: 7 on weekdays, 14 on Saturday and Sunday, 63 a week")
    func weekdayShape() {
        let schedule = InstallSchedule(start: Self.monday, days: 14, initial: 0, perDay: 9, weekdayWeights: [1, 1, 1, 1, 1, 2, 2])
        #expect(Self.perDay(schedule) == [7, 7, 7, 7, 7, 14, 14, 7, 7, 7, 7, 7, 14, 14])
        #expect(schedule.total == 126)
    }

    @Test("the shape follows the weekday of each run day: from a Thursday, days 2 and 3 are the weekend")
    func thursdayStart() {
        let schedule = InstallSchedule(start: Self.thursday, days: 7, initial: 0, perDay: 9, weekdayWeights: [1, 1, 1, 1, 1, 2, 2])
        #expect(Self.perDay(schedule) == [7, 7, 14, 14, 7, 7, 7])
    }

    @Test("the launch cohort installs on day 0 first: agents 0..<5 and installers 5..<12 on day 0, 12..<19 on day 1")
    func launchCohortFirst() {
        let schedule = InstallSchedule(start: Self.monday, days: 3, initial: 5, perDay: 9, weekdayWeights: [1, 1, 1, 1, 1, 2, 2])
        #expect(schedule.agents(installingOnDay: 0) == 0..<12)
        #expect(schedule.agents(installingOnDay: 1) == 12..<19)
        #expect(schedule.installs(onDay: 0) == 12)
        #expect(schedule.total == 26)
        #expect((0..<26).map(schedule.installDay(ofAgent:)) == [Int](repeating: 0, count: 12) + [Int](repeating: 1, count: 7)
                + [Int](repeating: 2, count: 7))
    }

    @Test("agent-days: 12, 7 and 7 installing over 3 days stay 12 × 3 + 7 × 2 + 7 × 1 = 57 caregiver-days if nobody leaves")
    func agentDays() {
        let schedule = InstallSchedule(start: Self.monday, days: 3, initial: 5, perDay: 9, weekdayWeights: [1, 1, 1, 1, 1, 2, 2])
        #expect(schedule.agentDays { Double($0) } == 57)
        #expect(schedule.agentDays { _ in 1 } == 26, "one day each: the installs")
    }

    @Test("1.5 a day, flat: 1, 2, 1, 2, … and the total is ⌊C(days)⌋ = ⌊10.5⌋ = 10 over 7 days")
    func fractionalRate() {
        let schedule = InstallSchedule(start: Self.monday, days: 7, initial: 0, perDay: 1.5, weekdayWeights: [1, 1, 1, 1, 1, 1, 1])
        #expect(Self.perDay(schedule) == [1, 2, 1, 2, 1, 2, 1])
        #expect(schedule.total == 10)
    }

    @Test("decimal weights [0.8,1,1,1,1,1.2,1.5] at 10 a day: C = 0, 112/15, 84/5, 392/15, 532/15, 224/5, 56, 70 exactly, so 7, 9, 10, 9, 9, 12, 14")
    func decimalWeightsExact() {
        let schedule = InstallSchedule(start: Self.monday, days: 14, initial: 0, perDay: 10,
                                       weekdayWeights: [0.8, 1, 1, 1, 1, 1.2, 1.5])
        #expect((0...7).map(schedule.installers(before:)) == [0, 7, 16, 26, 35, 44, 56, 70])
        #expect(Self.perDay(schedule) == [7, 9, 10, 9, 9, 12, 14, 7, 9, 10, 9, 9, 12, 14])
    }

    @Test("only ratios matter: weights scaled by 3 give the same days")
    func scaleFree() {
        let a = InstallSchedule(start: Self.thursday, days: 30, initial: 2, perDay: 3.7, weekdayWeights: [2, 1, 1, 1, 1, 3, 4])
        let b = InstallSchedule(start: Self.thursday, days: 30, initial: 2, perDay: 3.7, weekdayWeights: [6, 3, 3, 3, 3, 9, 12])
        #expect(Self.perDay(a) == Self.perDay(b))
    }

    @Test("no installs a day: only the launch cohort, all on day 0")
    func noInstallers() {
        let schedule = InstallSchedule(start: Self.monday, days: 10, initial: 4, perDay: 0, weekdayWeights: [1, 1, 1, 1, 1, 1, 1])
        #expect(schedule.total == 4)
        #expect(Self.perDay(schedule) == [4] + [Int](repeating: 0, count: 9))
        #expect((0..<4).allSatisfy { schedule.installDay(ofAgent: $0) == 0 })
    }

    @Test("a weekday of weight 0 gets nobody")
    func zeroWeight() {
        let schedule = InstallSchedule(start: Self.monday, days: 7, initial: 0, perDay: 6, weekdayWeights: [1, 1, 1, 1, 1, 1, 0])
        #expect(Self.perDay(schedule) == [7, 7, 7, 7, 7, 7, 0])
    }

    @Test("impossible inputs are named: weight count, negative or non-finite rate, all weights zero")
    func problems() {
        let flat = [Double](repeating: 1, count: 7)
        #expect(InstallSchedule.problem(perDay: 2, weekdayWeights: flat) == nil)
        #expect(InstallSchedule.problem(perDay: 2, weekdayWeights: [1, 1]) == "expected 7 weekday weights (Monday … Sunday), got 2")
        #expect(InstallSchedule.problem(perDay: -1, weekdayWeights: flat) != nil)
        #expect(InstallSchedule.problem(perDay: .nan, weekdayWeights: flat) != nil)
        #expect(InstallSchedule.problem(perDay: 2, weekdayWeights: [1, 1, 1, -1, 1, 1, 1]) != nil)
        #expect(InstallSchedule.problem(perDay: 2, weekdayWeights: [0, 0, 0, 0, 0, 0, 0]) != nil)
        #expect(InstallSchedule.problem(perDay: 2, weekdayWeights: [1e-9, 0, 0, 0, 0, 0, 0]) != nil)
    }

    /// A random schedule: start, days, launch cohort, rate and weights drawn from `g`.
    static func random(_ g: inout Xoshiro256StarStar) -> (Instant, Int, Int, Double, [Double]) {
        let start = Instant(millisecondsSinceEpoch: g.uniform(in: 1_600_000_000_000...1_900_000_000_000))
        let days = Int(g.uniform(below: 120)) + 1
        let initial = Int(g.uniform(below: 50))
        let perDay = g.bernoulli(0.2) ? Double(g.uniform(below: 40)) : g.uniform(from: 0, to: 80)
        var weights = (0..<7).map { _ in g.bernoulli(0.1) ? 0 : (g.bernoulli(0.5) ? Double(g.uniform(below: 5)) + 1 : g.uniform(from: 0, to: 3)) }
        if weights.allSatisfy({ $0 < 0.001 }) { weights[Int(g.uniform(below: 7))] = 1 }
        return (start, days, initial, perDay, weights)
    }

    @Test("seeded: each day's agents, installDay and the total agree; every installer count is within 1 of C(d)")
    func consistency() {
        for seed in 1...300 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            let (start, days, initial, perDay, weights) = Self.random(&g)
            let schedule = InstallSchedule(start: start, days: days, initial: initial, perDay: perDay, weekdayWeights: weights)
            var next = 0
            for day in 0..<days {
                let agents = schedule.agents(installingOnDay: day)
                #expect(agents.lowerBound == next, "seed \(seed) day \(day)")
                for agent in agents where schedule.installDay(ofAgent: agent) != day {
                    Issue.record("seed \(seed): agent \(agent) installs on \(schedule.installDay(ofAgent: agent)), not \(day)")
                }
                next = agents.upperBound
            }
            #expect(next == schedule.total, "seed \(seed)")
            // C(d) in doubles, summed day by day, agrees with the exact ⌊C(d)⌋ to within one install.
            let mean = weights.reduce(0, +) / 7
            let firstWeekday = Zone.utc.localDate(at: start).isoWeekday - 1
            var expected = 0.0
            for day in 0...days {
                let exact = Double(schedule.installers(before: day))
                #expect(exact <= expected + 1e-6 && expected < exact + 1 + 1e-6, "seed \(seed) day \(day): \(exact) vs \(expected)")
                expected += perDay * weights[(firstWeekday + day) % 7] / mean
            }
        }
    }

    @Test("seeded: running longer never changes an earlier agent's install day")
    func longerRunKeepsEarlierDays() {
        for seed in 1...200 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            let (start, days, initial, perDay, weights) = Self.random(&g)
            let short = InstallSchedule(start: start, days: days, initial: initial, perDay: perDay, weekdayWeights: weights)
            let long = InstallSchedule(start: start, days: days + Int(g.uniform(below: 60)) + 1, initial: initial,
                                       perDay: perDay, weekdayWeights: weights)
            #expect(long.total >= short.total)
            for agent in 0..<short.total where long.installDay(ofAgent: agent) != short.installDay(ofAgent: agent) {
                Issue.record("seed \(seed): agent \(agent) moves from day \(short.installDay(ofAgent: agent)) to \(long.installDay(ofAgent: agent))")
            }
        }
    }

    @Test("extreme inputs stay exact: 1,000,000 a day for 10,000 weeks with weights from 0.000001 to 1,000,000")
    func largeValues() {
        let schedule = InstallSchedule(start: Self.monday, days: 70_000, initial: 0, perDay: 1_000_000,
                                       weekdayWeights: [1_000_000, 1, 1, 1, 1, 1, 0.000001])
        #expect(schedule.total == 70_000_000_000)
        #expect(schedule.installers(before: 70_000) - schedule.installers(before: 69_993) == 7_000_000)
        #expect(schedule.installDay(ofAgent: 0) == 0 && schedule.installDay(ofAgent: schedule.total - 1) == 69_999)
    }
}
