import Sim

/// How a caregiver's propensity to come back responds to what they lived: a small and explicit
/// model (docs/rules.md#response-model). The parameters; the per-caregiver state is
/// `ResponseState`.
///
/// Rules:
/// - Habit `h` and frustration `f` (points ≥ 0) start at 0. Each song opened adds
///   `strength × habitGain` to `h`; each quota sheet adds `strength × sheetFrustration` to `f`, and
///   `strength × blockedSheetFrustration` more when no ad could be watched (limit, cap, cooldown,
///   or no fill). At each local day start both lose `decayPerDay` of their value.
/// - Engagement `E = (1 + h) / (1 + f)`. The day's session rate is multiplied by
///   `m = min(E, maxActivityMultiplier)`.
/// - Sessions by thinning, so arms stay on common random numbers: the day plan always draws
///   `Poisson(rate × maxActivityMultiplier)` candidate sessions (a count that does not depend on
///   the state) and keeps a candidate iff `u × maxActivityMultiplier < m` for its own uniform `u`
///   (`keepSession(u:multiplier:)`). Thinning a Poisson(λ·M) with keep probability m/M is a
///   Poisson(λ·m); with the same uniforms, a more engaged person's sessions are a superset of a
///   less engaged person's.
/// - Leaving, at each local day start after the install day (after the decay, before the day's
///   plan), with one uniform: in odds form, `odds = base / (1 − base) × frailty / E`,
///   `p = odds / (1 + odds)`, where `base` is `firstDayChurn` at the first day start after
///   install and `baseChurnPerDay` afterwards. Only `+ − × ÷`, and `p` stays in [0, 1].
/// - Everything at 0 (`ResponseModel.none`) gives `m = 1` and `p = 0` exactly: a world without
///   response or churn.
///
/// Decided here, where the apps' documents are silent:
/// - `frailty` applies from the second day start on, not to `firstDayChurn`: the install-day drop
///   reads as what it is (the share who never come back, at E = 1), and the frailty spread then
///   sorts the rest into quick leavers and stayers. With one frailty on both, the published curve
///   can only be fitted with `firstDayChurn` and `baseChurnPerDay` near 1 (see the calibration).
/// - `frailty` is lognormal with **median** 1, `exp(σ·Z)`: `baseChurnPerDay` is then the daily
///   leave chance of the median caregiver, which is what the name says. (With mean 1,
///   `exp(σ·Z − σ²/2)`, the fitted `baseChurnPerDay` is 0.68, the odds of the mean person, a
///   number nobody reads right.) `churnFrailtySigma` is the standard deviation of the person
///   effect on the log-odds: this is a random-intercept logistic hazard.
///
/// Calibration (the defaults below): targets are the published medians, classic Day N —
/// Adjust 2023 (https://www.adjust.com/blog/get-the-mobile-app-retention-benchmarks-for-2023/):
/// D1 25 %, D14 9 %, D30 6 %; Appboy 2016 (via App Developer Magazine, 20 May 2016): D7 11–13 %.
/// Aim D1 25 %, D7 12 %, D14 9 %, D28 6.5 %. A caregiver still installed is active on a day with
/// probability `1 − e^(−1.6·a·w)` (sessionsPerDay 1.6, activity `a` lognormal(−0.125, 0.5),
/// weekend factor `w` 1.3), ≈ 0.74 on average, so the share still installed must be ≈ 0.34, 0.16,
/// 0.12, 0.088 on days 1, 7, 14, 28: a daily leave rate of ≈ 11.5 % (days 1–7), 4 % (7–14),
/// 2.3 % (14–28). No constant hazard does that; the decline comes from the frailty spread.
/// Fitted by least squares on relative error over 10,000 synthetic people (expected values; the
/// fit is exact at `firstDayChurn` 0.6707, `baseChurnPerDay` 0.1104, `churnFrailtySigma` 2.378),
/// rounded to the defaults 0.67, 0.11 and 2.4. A throwaway simulation with these types on 10,000
/// seeded people (install weekday uniform, churn and thinning as above, response off): D1 25.2 %,
/// D7 11.9 %, D14 9.0 %, D28 6.5 %; in expectation D30 6.3 %, D60 4.4 %, D90 3.4 %. The median
/// caregiver then leaves with 11 % a day; one standard deviation more frail, 58 %; one less, 1.1 %.
/// The default gains are chosen so that at the default quota (3) habit and frustration roughly
/// balance (E ≈ 1): with a crude quota model (3 opens a session, 30 % re-watches, ads as in the
/// default scenario) and strength 1, the same people give D28 6.4 % at baseQuota 3, 5.7 % at 2 and
/// 7.8 % at 5. In the full world (`scenarios/quota-decision.json5`, 8 replications of 90 days):
/// D28 6.4 % with no response, and at strength 1 5.4 % at baseQuota 2, 6.2 % at 3, 7.5 % at 5; the
/// regression scenario (2 sessions a day) gives D1 26.1 % and D7 12.1 %.
package struct ResponseModel: Codable, Equatable, Sendable {
    /// Multiplier on `habitGain`, `sheetFrustration` and `blockedSheetFrustration` (×; 0 = no
    /// response: engagement stays 1).
    package var strength = 1.0
    /// Habit points per song opened (a charged view, a free re-watch or a subscriber's open).
    package var habitGain = 0.02
    /// Frustration points per quota sheet met.
    package var sheetFrustration = 0.1
    /// Extra frustration points per quota sheet with no ad to watch (daily ad limit, view cap,
    /// cooldown, or the ad came back unavailable).
    package var blockedSheetFrustration = 0.2
    /// Fraction of habit and of frustration lost at each local day start (0…1).
    package var decayPerDay = 0.1
    /// Ceiling of the session-rate multiplier (×, ≥ 1); the day plan draws this many times the
    /// base rate of candidate sessions.
    package var maxActivityMultiplier = 2.0
    /// Probability to leave at the first local day start after install (at engagement 1).
    package var firstDayChurn = 0.67
    /// Probability per later local day start to leave, for the median caregiver at engagement 1.
    package var baseChurnPerDay = 0.11
    /// Standard deviation of the per-person frailty on the log-odds of leaving (log-odds units,
    /// ≥ 0); 0 = everyone alike.
    package var churnFrailtySigma = 2.4

    /// The defaults.
    package init() {}

    /// No response and no churn: engagement 1, session multiplier 1, leave probability 0.
    package static let none: ResponseModel = {
        var model = ResponseModel()
        model.strength = 0
        model.habitGain = 0
        model.sheetFrustration = 0
        model.blockedSheetFrustration = 0
        model.decayPerDay = 0
        model.firstDayChurn = 0
        model.baseChurnPerDay = 0
        model.churnFrailtySigma = 0
        return model
    }()

    // MARK: Sessions

    /// The session-rate multiplier `m = min(E, maxActivityMultiplier)` for `state`.
    package func activityMultiplier(_ state: ResponseState) -> Double {
        min(state.engagement, maxActivityMultiplier)
    }

    /// The mean number of candidate sessions for a day whose base mean is `mean`: `mean ×
    /// maxActivityMultiplier`, whatever the state (common random numbers).
    package func candidateSessionMean(_ mean: Double) -> Double {
        mean * maxActivityMultiplier
    }

    /// Whether a candidate session with uniform `u` in [0, 1) is kept on a day whose multiplier is
    /// `multiplier` (`activityMultiplier`): iff `u × maxActivityMultiplier < multiplier`.
    ///
    /// - Complexity: O(1); monotone in `multiplier`, so kept sets nest.
    package func keepSession(u: Double, multiplier: Double) -> Bool {
        u * maxActivityMultiplier < multiplier
    }

    // MARK: Leaving

    /// The probability to leave at a local day start: `odds = base / (1 − base) × frailty / E`,
    /// `p = odds / (1 + odds)`, with `base = firstDayChurn` and no frailty at the first day start
    /// after install (`firstDayStart`), `base = baseChurnPerDay` times `frailty` afterwards.
    ///
    /// `base` 0 (or frailty 0) gives 0 and `base` 1 gives 1, whatever the engagement; at
    /// `frailty / E = 1` (a new caregiver on its first day start) it is `base` exactly, not its
    /// round trip through the odds.
    package func leaveProbability(_ state: ResponseState, frailty: Double, firstDayStart: Bool) -> Double {
        let base = firstDayStart ? firstDayChurn : baseChurnPerDay
        if base <= 0 { return 0 }
        if base >= 1 { return 1 }
        let factor = (firstDayStart ? 1 : frailty) / state.engagement
        if factor == 1 { return base }
        let odds = base / (1 - base) * factor
        if odds == .infinity { return 1 }
        return odds / (1 + odds)
    }

    /// The frailty of a person whose standard normal draw is `z`: `exp(churnFrailtySigma × z)`,
    /// lognormal with median 1 (`DeterministicMath.exp`).
    package func frailty(standardNormal z: Double) -> Double {
        churnFrailtySigma == 0 ? 1 : DeterministicMath.exp(churnFrailtySigma * z)
    }

    /// `T[L]` for `L` in `0…days`: the expected days a new caregiver stays installed among its first
    /// `L` (its install day included), at engagement 1 — `T[L] = Σ_{a<L} S(a)` with `S(0) = 1`,
    /// `S(a) = (1 − firstDayChurn) × E_frailty[(1 − p)^(a−1)]` and `p` the later days' leave
    /// probability (`leaveProbability`). The frailty expectation is the mean over 64 quantiles
    /// (midpoints of equal-probability bins). A cost estimate, not a simulation: `ResourceEstimate`
    /// prices caregiver-days by it (response moves engagement, and so sessions and leaving,
    /// around 1; this ignores that).
    ///
    /// - Complexity: O(64 × days).
    package func expectedDaysInstalled(upTo days: Int) -> [Double] {
        let quantiles = 64
        var staying = [Double](repeating: 0, count: max(days, 0))
        if days > 0 { staying[0] = 1 }
        let neutral = ResponseState()
        for k in 0..<quantiles {
            let frailty = frailty(uniform: (Double(k) + 0.5) / Double(quantiles))
            let keep = 1 - leaveProbability(neutral, frailty: frailty, firstDayStart: false)
            var survival = (1 - firstDayChurn) / Double(quantiles)
            for age in staying.indices.dropFirst() {
                staying[age] += survival
                survival *= keep
            }
        }
        var total = [0.0]
        for share in staying { total.append(total[total.count - 1] + share) }
        return total
    }

    /// The frailty of a person whose uniform draw is `u` in (0, 1): `frailty(standardNormal:
    /// Φ⁻¹(u))` — one draw, monotone in `u`, so the same person keeps their rank at any sigma.
    package func frailty(uniform u: Double) -> Double {
        churnFrailtySigma == 0 ? 1 : frailty(standardNormal: StandardNormalQuantile.of(u))
    }
}
