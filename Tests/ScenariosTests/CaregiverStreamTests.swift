import CaregiverPersona
import Harness
import Sim
import Testing

/// `CaregiverStream`: the purposes that key a caregiver's streams are part of every report, so
/// each must stay the value it always was, and no two streams may share one.
@Suite("Caregiver streams")
struct CaregiverStreamTests {
    /// Every stream a caregiver draws from, at the first, second and last occasion numbers and on
    /// the first, a recent and the last date the zone tables reach, with the purpose it has
    /// always had: `purpose`, `purpose << 16 | number`, `(13 << 8 | entry) << 16 | number`,
    /// `(purpose << 16 | number) << 32 | day`.
    static let knownAnswers: [(stream: CaregiverStream, purpose: UInt64)] = [
        (.lifelong(.traits), 0x1),
        (.lifelong(.behaviour), 0x2),
        (.lifelong(.travel), 0x3),
        (.lifelong(.clock), 0x4),
        (.lifelong(.commerce), 0x5),
        (.lifelong(.search), 0x8),
        (.lifelong(.paywall), 0x9),
        (.lifelong(.subscription), 0xA),
        (.lifelong(.network), 0xF),
        (.lifelong(.starring), 0x10),
        (.lifelong(.timeline), 0x11),
        (.lifelong(.armAssignment), 0x7),
        (.lifelong(.install), 0xB),
        (.lifeOccasion(.subscription, number: 0), 0xA_0000),
        (.lifeOccasion(.subscription, number: 1), 0xA_0001),
        (.lifeOccasion(.subscription, number: 65_535), 0xA_FFFF),
        (.lifeOccasion(.paywallViews, number: 0), 0xE_0000),
        (.lifeOccasion(.paywallViews, number: 1), 0xE_0001),
        (.lifeOccasion(.paywallViews, number: 65_535), 0xE_FFFF),
        (.tap(.quotaSheet, number: 0), 0xD00_0000),
        (.tap(.quotaSheet, number: 1), 0xD00_0001),
        (.tap(.quotaSheet, number: 65_535), 0xD00_FFFF),
        (.tap(.searchBanner, number: 0), 0xD01_0000),
        (.tap(.searchBanner, number: 1), 0xD01_0001),
        (.tap(.searchBanner, number: 65_535), 0xD01_FFFF),
        (.tap(.profile, number: 0), 0xD02_0000),
        (.tap(.profile, number: 1), 0xD02_0001),
        (.tap(.profile, number: 65_535), 0xD02_FFFF),
        (.dayOccasion(.behaviour, number: 0, day: 0), 0x2_0000_0000_0000),
        (.dayOccasion(.behaviour, number: 0, day: 19_723), 0x2_0000_0000_4D0B),
        (.dayOccasion(.behaviour, number: 0, day: 47_481), 0x2_0000_0000_B979),
        (.dayOccasion(.behaviour, number: 1, day: 0), 0x2_0001_0000_0000),
        (.dayOccasion(.behaviour, number: 1, day: 19_723), 0x2_0001_0000_4D0B),
        (.dayOccasion(.behaviour, number: 1, day: 47_481), 0x2_0001_0000_B979),
        (.dayOccasion(.behaviour, number: 65_535, day: 0), 0x2_FFFF_0000_0000),
        (.dayOccasion(.behaviour, number: 65_535, day: 19_723), 0x2_FFFF_0000_4D0B),
        (.dayOccasion(.behaviour, number: 65_535, day: 47_481), 0x2_FFFF_0000_B979),
        (.dayOccasion(.search, number: 0, day: 0), 0x8_0000_0000_0000),
        (.dayOccasion(.search, number: 0, day: 19_723), 0x8_0000_0000_4D0B),
        (.dayOccasion(.search, number: 0, day: 47_481), 0x8_0000_0000_B979),
        (.dayOccasion(.search, number: 1, day: 0), 0x8_0001_0000_0000),
        (.dayOccasion(.search, number: 1, day: 19_723), 0x8_0001_0000_4D0B),
        (.dayOccasion(.search, number: 1, day: 47_481), 0x8_0001_0000_B979),
        (.dayOccasion(.search, number: 65_535, day: 0), 0x8_FFFF_0000_0000),
        (.dayOccasion(.search, number: 65_535, day: 19_723), 0x8_FFFF_0000_4D0B),
        (.dayOccasion(.search, number: 65_535, day: 47_481), 0x8_FFFF_0000_B979),
        (.dayOccasion(.paywall, number: 0, day: 0), 0x9_0000_0000_0000),
        (.dayOccasion(.paywall, number: 0, day: 19_723), 0x9_0000_0000_4D0B),
        (.dayOccasion(.paywall, number: 0, day: 47_481), 0x9_0000_0000_B979),
        (.dayOccasion(.paywall, number: 1, day: 0), 0x9_0001_0000_0000),
        (.dayOccasion(.paywall, number: 1, day: 19_723), 0x9_0001_0000_4D0B),
        (.dayOccasion(.paywall, number: 1, day: 47_481), 0x9_0001_0000_B979),
        (.dayOccasion(.paywall, number: 65_535, day: 0), 0x9_FFFF_0000_0000),
        (.dayOccasion(.paywall, number: 65_535, day: 19_723), 0x9_FFFF_0000_4D0B),
        (.dayOccasion(.paywall, number: 65_535, day: 47_481), 0x9_FFFF_0000_B979),
        (.dayOccasion(.network, number: 0, day: 0), 0xF_0000_0000_0000),
        (.dayOccasion(.network, number: 0, day: 19_723), 0xF_0000_0000_4D0B),
        (.dayOccasion(.network, number: 0, day: 47_481), 0xF_0000_0000_B979),
        (.dayOccasion(.network, number: 1, day: 0), 0xF_0001_0000_0000),
        (.dayOccasion(.network, number: 1, day: 19_723), 0xF_0001_0000_4D0B),
        (.dayOccasion(.network, number: 1, day: 47_481), 0xF_0001_0000_B979),
        (.dayOccasion(.network, number: 65_535, day: 0), 0xF_FFFF_0000_0000),
        (.dayOccasion(.network, number: 65_535, day: 19_723), 0xF_FFFF_0000_4D0B),
        (.dayOccasion(.network, number: 65_535, day: 47_481), 0xF_FFFF_0000_B979),
        (.dayOccasion(.starring, number: 0, day: 0), 0x10_0000_0000_0000),
        (.dayOccasion(.starring, number: 0, day: 19_723), 0x10_0000_0000_4D0B),
        (.dayOccasion(.starring, number: 0, day: 47_481), 0x10_0000_0000_B979),
        (.dayOccasion(.starring, number: 1, day: 0), 0x10_0001_0000_0000),
        (.dayOccasion(.starring, number: 1, day: 19_723), 0x10_0001_0000_4D0B),
        (.dayOccasion(.starring, number: 1, day: 47_481), 0x10_0001_0000_B979),
        (.dayOccasion(.starring, number: 65_535, day: 0), 0x10_FFFF_0000_0000),
        (.dayOccasion(.starring, number: 65_535, day: 19_723), 0x10_FFFF_0000_4D0B),
        (.dayOccasion(.starring, number: 65_535, day: 47_481), 0x10_FFFF_0000_B979),
        (.dayOccasion(.timeline, number: 0, day: 0), 0x11_0000_0000_0000),
        (.dayOccasion(.timeline, number: 0, day: 19_723), 0x11_0000_0000_4D0B),
        (.dayOccasion(.timeline, number: 0, day: 47_481), 0x11_0000_0000_B979),
        (.dayOccasion(.timeline, number: 1, day: 0), 0x11_0001_0000_0000),
        (.dayOccasion(.timeline, number: 1, day: 19_723), 0x11_0001_0000_4D0B),
        (.dayOccasion(.timeline, number: 1, day: 47_481), 0x11_0001_0000_B979),
        (.dayOccasion(.timeline, number: 65_535, day: 0), 0x11_FFFF_0000_0000),
        (.dayOccasion(.timeline, number: 65_535, day: 19_723), 0x11_FFFF_0000_4D0B),
        (.dayOccasion(.timeline, number: 65_535, day: 47_481), 0x11_FFFF_0000_B979),
        (.dayOccasion(.commerce, number: 0, day: 0), 0x5_0000_0000_0000),
        (.dayOccasion(.commerce, number: 0, day: 19_723), 0x5_0000_0000_4D0B),
        (.dayOccasion(.commerce, number: 0, day: 47_481), 0x5_0000_0000_B979),
        (.dayOccasion(.commerce, number: 1, day: 0), 0x5_0001_0000_0000),
        (.dayOccasion(.commerce, number: 1, day: 19_723), 0x5_0001_0000_4D0B),
        (.dayOccasion(.commerce, number: 1, day: 47_481), 0x5_0001_0000_B979),
        (.dayOccasion(.commerce, number: 65_535, day: 0), 0x5_FFFF_0000_0000),
        (.dayOccasion(.commerce, number: 65_535, day: 19_723), 0x5_FFFF_0000_4D0B),
        (.dayOccasion(.commerce, number: 65_535, day: 47_481), 0x5_FFFF_0000_B979),
        (.dayOccasion(.churn, number: 0, day: 0), 0xC_0000_0000_0000),
        (.dayOccasion(.churn, number: 0, day: 19_723), 0xC_0000_0000_4D0B),
        (.dayOccasion(.churn, number: 0, day: 47_481), 0xC_0000_0000_B979),
    ]

    @Test("every stream's purpose is the value it has always had")
    func knownAnswers() {
        for (stream, purpose) in Self.knownAnswers {
            #expect(stream.purpose == purpose, "\(stream)")
        }
    }

    @Test("a caregiver's stream is the generator of (seed, persona 1, its index, the purpose); a day's, the day plan's layout")
    func generators() {
        let streams = RandomStreams(seed: 42)
        func draws(_ generator: Xoshiro256StarStar) -> [UInt64] {
            var generator = generator
            return (0..<4).map { _ in generator.next() }
        }
        #expect(draws(Caregiver.stream(.tap(.profile, number: 3), index: 7, streams))
                == draws(streams.generator(persona: 1, agent: 7, purpose: (13 << 8 | 2) << 16 | 3)))
        #expect(draws(Caregiver.stream(.dayOccasion(.commerce, number: 2, day: 19_723), index: 7, streams))
                == draws(streams.dayPlan(persona: 1, agent: 7, purpose: 5 << 16 | 2, day: 19_723)))
    }

    @Test("no two streams share a purpose: every kind, purpose, entry, occasion number and date, and the day plans")
    func noCollision() {
        let numbers: [UInt64] = [0, 1, 2, 255, 256, 65_534, 65_535]
        let days: [Int64] = [0, 1, 19_723, 47_481]
        var purposes = Caregiver.Purpose.allCases.map { CaregiverStream.lifelong($0).purpose }
        for number in numbers {
            purposes += Caregiver.Purpose.allCases.map { CaregiverStream.lifeOccasion($0, number: number).purpose }
            purposes += PaywallEntry.allCases.map { CaregiverStream.tap($0, number: number).purpose }
            for day in days {
                purposes += Caregiver.Purpose.allCases.map { CaregiverStream.dayOccasion($0, number: number, day: day).purpose }
            }
        }
        purposes += days.map { Caregiver.dayPlanPurpose << 32 | UInt64($0) }
        #expect(Set(purposes).count == purposes.count)
    }

    @Test("an occasion number past 65,535 is refused, not folded into the last stream")
    func largestNumber() async {
        #expect(CaregiverStream.lifeOccasion(.paywallViews, number: CaregiverStream.largestNumber).purpose == 14 << 16 | 0xFFFF)
        await #expect(processExitsWith: .failure) {
            _ = CaregiverStream.lifeOccasion(.paywallViews, number: 65_536).purpose
        }
        await #expect(processExitsWith: .failure) {
            _ = CaregiverStream.dayOccasion(.behaviour, number: 65_536, day: 19_723).purpose
        }
    }

    @Test("a scenario whose busiest day could plan 65,535 sessions is refused before the run; at 1,000 on average it runs")
    func sessionPlanRefused() throws {
        let busy = ["populations.caregivers.sessionsPerDay=100", "populations.caregivers.weekendFactor=10"]
        #expect(try Fixtures.smallScenario(busy).caregivers.sessionPlanProblem == nil)
        let error = #expect(throws: ScenarioError.self) {
            try Fixtures.smallScenario(busy + ["populations.caregivers.response={maxActivityMultiplier: 2}"])
        }
        #expect(error?.path == "populations.caregivers.sessionsPerDay")
        #expect(error?.message == "expected at most 1023 sessions planned on a caregiver's busiest day on average "
                + "(sessionsPerDay × weekendFactor × response.maxActivityMultiplier), so every session of a day keeps streams of its own, "
                + "got 2000; lower one of them")
    }
}
