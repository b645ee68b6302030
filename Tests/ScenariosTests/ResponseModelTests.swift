@testable import CaregiverPersona
import Sim
import Testing

/// `ResponseModel` and `ResponseState`: habit and frustration move engagement, which thins
/// sessions and scales the odds of leaving.
@Suite("Response model")
struct ResponseModelTests {
    static func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    /// habitGain 0.05, sheetFrustration 0.3, blockedSheetFrustration 0.5, decay 0.1.
    static var handModel: ResponseModel {
        var model = ResponseModel()
        model.strength = 1
        model.habitGain = 0.05
        model.sheetFrustration = 0.3
        model.blockedSheetFrustration = 0.5
        model.decayPerDay = 0.1
        model.firstDayChurn = 0.6
        return model
    }

    @Test("hand example: 3 opens, a sheet with an ad, a blocked sheet → h 0.15, f 1.1; day start → h 0.135, f 0.99, E ≈ 0.57035, first-day p ≈ 0.7245")
    func handExample() {
        let model = Self.handModel
        var state = ResponseState()
        for _ in 0..<3 { state.openedSong(model) }
        state.metQuotaSheet(blocked: false, model)
        state.metQuotaSheet(blocked: true, model)
        #expect(Self.close(state.habit, 0.15, within: 1e-12) && Self.close(state.frustration, 1.1, within: 1e-12))
        state.startDay(model)
        #expect(Self.close(state.habit, 0.135, within: 1e-12) && Self.close(state.frustration, 0.99, within: 1e-12))
        #expect(Self.close(state.engagement, 1.135 / 1.99, within: 1e-12) && Self.close(state.engagement, 0.57035, within: 1e-5))
        #expect(Self.close(model.activityMultiplier(state), 0.57035, within: 1e-5))
        let p = model.leaveProbability(state, frailty: 1, firstDayStart: true)
        #expect(Self.close(1.5 / state.engagement, 2.630, within: 5e-4))
        #expect(Self.close(p, 0.7245, within: 5e-5), "vs 0.6 without the sheets")
        #expect(model.leaveProbability(ResponseState(), frailty: 1, firstDayStart: true) == 0.6)
    }

    @Test("all gains and churn at 0: m = 1 and p = 0 exactly, whatever happened")
    func noneIsNeutral() {
        let model = ResponseModel.none
        var state = ResponseState()
        var g = Xoshiro256StarStar(seed: 11)
        for _ in 0..<1_000 {
            switch g.uniform(below: 4) {
            case 0: state.openedSong(model)
            case 1: state.metQuotaSheet(blocked: false, model)
            case 2: state.metQuotaSheet(blocked: true, model)
            default: state.startDay(model)
            }
            #expect(state.engagement == 1 && model.activityMultiplier(state) == 1)
            #expect(model.leaveProbability(state, frailty: model.frailty(uniform: g.openUnitInterval()), firstDayStart: g.bernoulli(0.5)) == 0)
        }
        var zeroGains = ResponseModel()
        zeroGains.habitGain = 0
        zeroGains.sheetFrustration = 0
        zeroGains.blockedSheetFrustration = 0
        zeroGains.firstDayChurn = 0
        zeroGains.baseChurnPerDay = 0
        state = ResponseState()
        state.openedSong(zeroGains)
        state.metQuotaSheet(blocked: true, zeroGains)
        #expect(zeroGains.activityMultiplier(state) == 1 && zeroGains.leaveProbability(state, frailty: 5, firstDayStart: false) == 0)
    }

    @Test("strength 0 switches the response off: no habit, no frustration, whatever the gains")
    func strengthZero() {
        var model = ResponseModel()
        model.strength = 0
        var state = ResponseState()
        state.openedSong(model)
        state.metQuotaSheet(blocked: true, model)
        #expect(state == ResponseState() && model.activityMultiplier(state) == 1)
    }

    @Test("the multiplier is capped at maxActivityMultiplier; with m at the cap every candidate is kept")
    func cap() {
        let model = ResponseModel()
        let state = ResponseState(habit: 10, frustration: 0)
        #expect(model.activityMultiplier(state) == 2)
        var g = Xoshiro256StarStar(seed: 3)
        #expect((0..<1_000).allSatisfy { _ in model.keepSession(u: g.unitInterval(), multiplier: 2) })
    }

    @Test("seeded: with the same uniforms, a more engaged person's sessions are a superset of a less engaged person's")
    func nesting() {
        for seed in 1...500 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            var model = ResponseModel()
            model.maxActivityMultiplier = 1 + g.uniform(from: 0, to: 3)
            let a = ResponseState(habit: g.uniform(from: 0, to: 3), frustration: g.uniform(from: 0, to: 3))
            let b = ResponseState(habit: g.uniform(from: 0, to: 3), frustration: g.uniform(from: 0, to: 3))
            let (low, high) = a.engagement <= b.engagement ? (a, b) : (b, a)
            let mLow = model.activityMultiplier(low)
            let mHigh = model.activityMultiplier(high)
            #expect(mLow <= mHigh)
            let candidates = g.poisson(mean: model.candidateSessionMean(3))
            for _ in 0..<candidates {
                let u = g.unitInterval()
                if model.keepSession(u: u, multiplier: mLow) && !model.keepSession(u: u, multiplier: mHigh) {
                    Issue.record("seed \(seed): u \(u) kept at m \(mLow) but not at \(mHigh)")
                }
            }
        }
    }

    @Test("seeded: thinning keeps a share m / maxActivityMultiplier of the candidates (Poisson(λ·M) thinned is Poisson(λ·m))")
    func thinningRate() {
        let model = ResponseModel()
        var g = Xoshiro256StarStar(seed: 5)
        for m in [0.25, 0.57, 1.0, 1.5] {
            var kept = 0
            for _ in 0..<20_000 {
                let candidates = g.poisson(mean: model.candidateSessionMean(1.6))
                for _ in 0..<candidates where model.keepSession(u: g.unitInterval(), multiplier: m) { kept += 1 }
            }
            let perDay = Double(kept) / 20_000
            #expect(Self.close(perDay, 1.6 * m, within: 0.03 * 1.6 * m + 0.01), "m \(m): \(perDay) sessions a day")
        }
    }

    @Test("leaving: base 0 never, base 1 always; frailty multiplies the odds after the first day start and is ignored on it")
    func leaveOdds() {
        var model = ResponseModel()
        model.firstDayChurn = 0.5
        model.baseChurnPerDay = 0.2
        let state = ResponseState(habit: 0.5, frustration: 0.2)
        let e = state.engagement
        let plain = model.leaveProbability(state, frailty: 1, firstDayStart: false)
        #expect(Self.close(plain, (0.25 / e) / (1 + 0.25 / e), within: 1e-15))
        let frail = model.leaveProbability(state, frailty: 3, firstDayStart: false)
        #expect(Self.close(frail / (1 - frail), 3 * plain / (1 - plain), within: 1e-12))
        #expect(model.leaveProbability(state, frailty: 3, firstDayStart: true) == model.leaveProbability(state, frailty: 1, firstDayStart: true))
        #expect(model.leaveProbability(state, frailty: 0, firstDayStart: false) == 0)
        model.baseChurnPerDay = 1
        #expect(model.leaveProbability(ResponseState(habit: 100, frustration: 0), frailty: 0.01, firstDayStart: false) == 1)
        model.baseChurnPerDay = 0
        #expect(model.leaveProbability(ResponseState(habit: 0, frustration: 100), frailty: 100, firstDayStart: false) == 0)
        model.baseChurnPerDay = 0.2
        #expect(model.leaveProbability(state, frailty: .infinity, firstDayStart: false) == 1)
    }

    @Test("seeded: more engagement never raises the chance of leaving, and p stays in [0, 1]")
    func leaveMonotone() {
        let model = ResponseModel()
        for seed in 1...300 as ClosedRange<UInt64> {
            var g = Xoshiro256StarStar(seed: seed)
            let a = ResponseState(habit: g.uniform(from: 0, to: 5), frustration: g.uniform(from: 0, to: 5))
            let b = ResponseState(habit: g.uniform(from: 0, to: 5), frustration: g.uniform(from: 0, to: 5))
            let (low, high) = a.engagement <= b.engagement ? (a, b) : (b, a)
            let frailty = model.frailty(uniform: g.openUnitInterval())
            for first in [true, false] {
                let pLow = model.leaveProbability(low, frailty: frailty, firstDayStart: first)
                let pHigh = model.leaveProbability(high, frailty: frailty, firstDayStart: first)
                #expect(pHigh <= pLow && pLow <= 1 && pHigh >= 0, "seed \(seed)")
            }
        }
    }

    @Test("frailty: median 1 (u = 0.5 gives exactly 1), rising with u, exp(σ z) from a normal draw, 1 at σ = 0 even at u = 0")
    func frailty() {
        var model = ResponseModel()
        model.churnFrailtySigma = 2.4
        #expect(model.frailty(uniform: 0.5) == 1)
        #expect(model.frailty(standardNormal: 1) == DeterministicMath.exp(2.4))
        #expect(Self.close(model.frailty(uniform: 0.8413447460685429), DeterministicMath.exp(2.4), within: 1e-9))
        var previous = 0.0
        for k in 1..<1_000 {
            let value = model.frailty(uniform: Double(k) / 1_000)
            #expect(value > previous)
            previous = value
        }
        model.churnFrailtySigma = 0
        #expect(model.frailty(uniform: 0) == 1 && model.frailty(uniform: 0.999) == 1 && model.frailty(standardNormal: -40) == 1)
    }

    @Test("expected days installed: L without churn; by hand at σ 0 (S = 1, 0.5, 0.4, 0.32); at the defaults the calibration's shares still installed")
    func expectedDaysInstalled() throws {
        #expect(ResponseModel.none.expectedDaysInstalled(upTo: 5) == [0, 1, 2, 3, 4, 5])
        var model = ResponseModel()
        model.churnFrailtySigma = 0
        model.firstDayChurn = 0.5
        model.baseChurnPerDay = 0.2
        let byHand = [0, 1, 1.5, 1.9, 2.22]
        let computed = model.expectedDaysInstalled(upTo: 4)
        #expect(computed.count == byHand.count && zip(computed, byHand).allSatisfy { abs($0 - $1) < 1e-12 })
        let total = ResponseModel().expectedDaysInstalled(upTo: 29)
        let staying = { (age: Int) in total[age + 1] - total[age] }
        for (age, share) in [(1, 0.34), (7, 0.16), (14, 0.12), (28, 0.088)] {
            #expect(abs(staying(age) / share - 1) < 0.1, "day \(age): \(staying(age)) against \(share)")
        }
    }

    @Test("standard normal quantile (AS 241): known points to 1e-15, symmetric, monotone, ±∞ at 0 and 1")
    func quantile() {
        let known: [(Double, Double)] = [(0.5, 0), (0.975, 1.959963984540054), (0.025, -1.959963984540054),
                                         (0.8413447460685429, 1.0), (0.001, -3.090232306167813),
                                         (1e-10, -6.361340902404056), (0.9, 1.2815515655446004)]
        for (p, z) in known {
            #expect(Self.close(StandardNormalQuantile.of(p), z, within: 1e-14 * max(1, abs(z))), "Φ⁻¹(\(p))")
        }
        #expect(StandardNormalQuantile.of(0) == -.infinity && StandardNormalQuantile.of(1) == .infinity)
        #expect(StandardNormalQuantile.of(-0.1).isNaN && StandardNormalQuantile.of(1.1).isNaN)
        #expect(StandardNormalQuantile.of(1e-300) < -37 && StandardNormalQuantile.of(1e-300) > -37.1)
        var previous = -Double.infinity
        for k in 1..<10_000 {
            let p = Double(k) / 10_000
            let z = StandardNormalQuantile.of(p)
            #expect(z > previous)
            #expect(Self.close(z, -StandardNormalQuantile.of(1 - p), within: 1e-12))
            previous = z
        }
    }
}
