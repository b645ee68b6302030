@testable import CaregiverPersona
import Sim
import Testing
import Time

/// `CohortCounts`: classic Day-N retention, DAU and WAU as integer arrays merged by sum.
@Suite("Cohort counts")
struct CohortCountsTests {
    static func day(_ month: Int, _ day: Int) -> Int64 {
        LocalDate(year: 2025, month: month, day: day).daysSinceEpoch
    }

    /// Counts over March and April 2025, ages 0…35.
    static func empty() -> CohortCounts {
        CohortCounts(maxAge: 35, firstDay: day(3, 1), dayCount: 61)
    }

    /// The five caregivers of the hand example, installed 2025-03-06, observed through 2025-04-20.
    static let five: [[Int64]] = [
        [day(3, 6), day(3, 7), day(3, 13)],                 // A
        [day(3, 6), day(3, 8)],                             // B
        [day(3, 6)],                                        // C
        [day(3, 6), day(3, 7), day(3, 20), day(4, 3)],      // D
        [day(3, 6), day(3, 13), day(3, 20)],                // E
    ]

    @Test("hand example: five installed 03-06 → D1 2/5, D7 2/5, D14 2/5, D28 1/5; DAU(03-13) 2, WAU(03-13) 4; B's 03-08 counts for no Dn")
    func handExample() {
        var counts = Self.empty()
        for dates in Self.five {
            var member = counts.install(on: Self.day(3, 6), lastFullDay: Self.day(4, 20))
            for date in dates { counts.recordSession(&member, on: date) }
        }
        for n in [1, 7, 14, 28] { #expect(counts.eligibleAtAge[n] == 5) }
        #expect(counts.activeAtAge[1] == 2 && counts.activeAtAge[7] == 2 && counts.activeAtAge[14] == 2 && counts.activeAtAge[28] == 1)
        #expect(counts.retention(atAge: 1) == 0.4 && counts.retention(atAge: 7) == 0.4)
        #expect(counts.retention(atAge: 14) == 0.4 && counts.retention(atAge: 28) == 0.2)
        #expect(counts.activeAtAge[0] == 5 && counts.activeAtAge[2] == 1, "B's 03-08 is day 2")
        #expect(counts.dau(on: Self.day(3, 13)) == 2)
        #expect(counts.wau(on: Self.day(3, 13)) == 4, "A, B, D, E; C's last date 03-06 is out of 03-07…03-13")
        #expect(counts.wau(on: Self.day(3, 12)) == 5)
        #expect(counts.wau(on: Self.day(3, 6)) == 5 && counts.dau(on: Self.day(3, 6)) == 5)
    }

    @Test("installed 03-30 with lastFull 04-20: in the D1, D7 and D14 denominators (03-31, 04-06, 04-13), not D28 (04-27)")
    func lateInstall() {
        var counts = Self.empty()
        _ = counts.install(on: Self.day(3, 30), lastFullDay: Self.day(4, 20))
        #expect(counts.eligibleAtAge[1] == 1 && counts.eligibleAtAge[7] == 1 && counts.eligibleAtAge[14] == 1)
        #expect(counts.eligibleAtAge[21] == 1 && counts.eligibleAtAge[22] == 0 && counts.eligibleAtAge[28] == 0)
        #expect(counts.retention(atAge: 28) == nil)
    }

    @Test("a date past lastFull counts for DAU and WAU but not for retention")
    func pastLastFull() {
        var counts = Self.empty()
        var member = counts.install(on: Self.day(4, 1), lastFullDay: Self.day(4, 5))
        counts.recordSession(&member, on: Self.day(4, 6))
        #expect(counts.activeAtAge[5] == 0 && counts.eligibleAtAge[5] == 0)
        #expect(counts.dau(on: Self.day(4, 6)) == 1 && counts.wau(on: Self.day(4, 12)) == 1 && counts.wau(on: Self.day(4, 13)) == 0)
    }

    @Test("one count per date: a second session the same date, or one dated back (flying west), adds nothing")
    func oncePerDate() {
        var counts = Self.empty()
        var member = counts.install(on: Self.day(3, 6), lastFullDay: Self.day(4, 20))
        #expect(counts.recordSession(&member, on: Self.day(3, 6)))
        #expect(!counts.recordSession(&member, on: Self.day(3, 6)))
        #expect(counts.recordSession(&member, on: Self.day(3, 8)))
        #expect(!counts.recordSession(&member, on: Self.day(3, 7)), "after flying west")
        #expect(!counts.recordSession(&member, on: Self.day(3, 5)), "before the install date")
        #expect(counts.dau(on: Self.day(3, 6)) == 1 && counts.dau(on: Self.day(3, 7)) == 0)
        #expect(counts.activeAtAge[0] == 1 && counts.activeAtAge[1] == 0 && counts.activeAtAge[2] == 1)
        #expect(counts.wau(on: Self.day(3, 14)) == 1 && counts.wau(on: Self.day(3, 15)) == 0)
    }

    @Test("lastFull is the day before the local date at the run's end: UTC 04-02, New York 04-01, Kiritimati 04-02")
    func lastFullDay() throws {
        let end = Instant(utc: LocalDate(year: 2025, month: 4, day: 3))
        #expect(CohortCounts.lastFullDay(end: end, zone: .utc) == Self.day(4, 2))
        #expect(CohortCounts.lastFullDay(end: end, zone: try Zone(identifier: "America/New_York")) == Self.day(4, 1))
        #expect(CohortCounts.lastFullDay(end: end, zone: try Zone(identifier: "Pacific/Kiritimati")) == Self.day(4, 2))
    }

    /// A seeded caregiver: install date, lastFull, and session dates (with repeats and steps back).
    static func randomLife(_ g: inout Xoshiro256StarStar) -> (install: Int64, lastFull: Int64, sessions: [Int64]) {
        let install = day(3, 1) + Int64(g.uniform(below: 40))
        let lastFull = install + Int64(g.uniform(below: 50)) - 5
        var sessions: [Int64] = []
        var date = install
        for _ in 0..<Int(g.uniform(below: 30)) {
            date += g.bernoulli(0.1) ? -1 : Int64(g.uniform(below: 4))
            sessions.append(date)
        }
        return (install, lastFull, sessions)
    }

    @Test("seeded: WAU, DAU and active ages equal counting from scratch over each caregiver's distinct forward dates")
    func agreesWithBruteForce() {
        for seed in 1...100 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            var counts = Self.empty()
            var activeDates: [[Int64]] = []
            var lastFulls: [(Int64, Int64)] = []
            for _ in 0..<20 {
                let life = Self.randomLife(&g)
                var member = counts.install(on: life.install, lastFullDay: life.lastFull)
                var counted: [Int64] = []
                for date in life.sessions where counts.recordSession(&member, on: date) { counted.append(date) }
                // Counted dates are the strictly rising record of session dates from the install date on.
                var last = life.install - 1
                #expect(counted == life.sessions.filter { date in
                    defer { last = max(last, date) }
                    return date > last
                }, "seed \(seed)")
                activeDates.append(counted)
                lastFulls.append((life.install, life.lastFull))
            }
            for row in 0..<counts.dayCount {
                let date = counts.firstDay + Int64(row)
                #expect(counts.dau(on: date) == Int64(activeDates.filter { $0.contains(date) }.count), "seed \(seed)")
                #expect(counts.wau(on: date) == Int64(activeDates.filter { $0.contains { $0 <= date && $0 >= date - 6 } }.count),
                        "seed \(seed) WAU on \(LocalDate(daysSinceEpoch: date))")
            }
            for age in 0...counts.maxAge {
                let eligible = lastFulls.filter { $0.0 + Int64(age) <= $0.1 }.count
                let active = zip(activeDates, lastFulls).filter { dates, life in
                    dates.contains { $0 - life.0 == Int64(age) && $0 <= life.1 }
                }.count
                #expect(counts.eligibleAtAge[age] == Int64(eligible) && counts.activeAtAge[age] == Int64(active), "seed \(seed) age \(age)")
                #expect(counts.activeAtAge[age] <= counts.eligibleAtAge[age])
            }
        }
    }

    @Test("seeded: caregivers split into any partitions, counted apart and merged, give the same arrays")
    func partitionsMerge() {
        for seed in 1...100 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            let lives = (0..<40).map { _ in Self.randomLife(&g) }
            var whole = Self.empty()
            let partitionCount = Int(g.uniform(below: 5)) + 1
            var parts = [CohortCounts](repeating: Self.empty(), count: partitionCount)
            for life in lives {
                let part = Int(g.uniform(below: UInt64(partitionCount)))
                var a = whole.install(on: life.install, lastFullDay: life.lastFull)
                var b = parts[part].install(on: life.install, lastFullDay: life.lastFull)
                for date in life.sessions {
                    whole.recordSession(&a, on: date)
                    parts[part].recordSession(&b, on: date)
                }
            }
            var merged = Self.empty()
            for part in parts.reversed() { merged.merge(part) }
            #expect(merged == whole, "seed \(seed)")
        }
    }
}
