import Time

/// Which run day each caregiver installs on: a launch cohort on day 0, then a steady flow shaped
/// by the weekday (docs/rules.md#install-schedule).
///
/// Rule (no randomness, so every arm of a sweep installs the same people on the same days):
/// the cumulative expected installers before run day `d` are
/// `C(d) = perDay × Σ_{k<d} w(weekday of run day k) / mean(w)`; run day `d` gets
/// `⌊C(d+1)⌋ − ⌊C(d)⌋` installers, and installer ordinal `j` (0-based) installs on the run day `d`
/// with `⌊C(d)⌋ ≤ j < ⌊C(d+1)⌋`. Agents `0 ..< initial` install on day 0; installer `j` is agent
/// `initial + j`. `C(d)` depends on days before `d` only, so running longer never moves an earlier
/// agent's day.
///
/// Decided here, where the apps' documents are silent:
/// - Run day `k` is the UTC date of `start` plus `k`; its weekday (ISO, Monday first) picks the
///   weight. The caregiver's own install instant in its home zone is the world's business.
/// - Exact, integer arithmetic: `perDay` and each weight are read to the millionth
///   (`(x × 10⁶).rounded()`), and `⌊C(d)⌋` is one 128-bit multiply and divide, so the same inputs
///   give the same days on every platform, and round decimals give what arithmetic on paper gives
///   (weights `[1, 1, 1, 1, 1, 2, 2]` and 9 a day: 7 on weekdays, 14 on weekends, exactly).
/// - Weights need not sum to 7: only their ratios matter (normalised to mean 1). A weight may be
///   0 (nobody installs on that weekday); at least one must be positive.
package struct InstallSchedule: Sendable, Equatable {
    /// The launch cohort: agents `0 ..< initial` install on run day 0.
    package let initial: Int
    /// Run days: installers are scheduled on days `0 ..< days`.
    package let days: Int
    /// Installs per day, in millionths of an install.
    let perDayMillionths: UInt64
    /// `weekSum × 10⁶`: the divisor of `C(d)`'s numerator.
    let divisor: UInt64
    /// Σ of the weights (millionths) over a whole week.
    let weekSum: UInt64
    /// Σ of the weights (millionths) of run days `0 ..< r`, for `r` in 0…6.
    let partialWeeks: [UInt64]

    /// The largest accepted `perDay` and weight, so every product fits 128 bits.
    package static let largestRate = 1_000_000.0
    /// The longest accepted run.
    package static let longestRunDays = 1_000_000

    /// The schedule of a run from `start`, `days` long, with `initial` caregivers on day 0 and
    /// `perDay` installers a day shaped by `weekdayWeights` (Monday … Sunday).
    ///
    /// - Precondition: `problem(perDay:weekdayWeights:)` is nil, `initial ≥ 0`,
    ///   `0 ≤ days ≤ longestRunDays`.
    package init(start: Instant, days: Int, initial: Int, perDay: Double, weekdayWeights: [Double]) {
        if let problem = Self.problem(perDay: perDay, weekdayWeights: weekdayWeights) { preconditionFailure(problem) }
        precondition(initial >= 0, "initial must not be negative")
        precondition(days >= 0 && days <= Self.longestRunDays, "days must be in 0…\(Self.longestRunDays)")
        self.initial = initial
        self.days = days
        perDayMillionths = Self.millionths(perDay)
        let weights = weekdayWeights.map(Self.millionths)
        let firstWeekday = Zone.utc.localDate(at: start).isoWeekday - 1
        var partial: [UInt64] = [0]
        for k in 0..<6 { partial.append(partial[k] + weights[(firstWeekday + k) % 7]) }
        partialWeeks = partial
        weekSum = weights.reduce(0, +)
        divisor = weekSum * 1_000_000
    }

    /// Why `perDay` and `weekdayWeights` cannot make a schedule, in words for an error message
    /// (the reader adds the key); nil when they can.
    package static func problem(perDay: Double, weekdayWeights: [Double]) -> String? {
        guard perDay.isFinite, perDay >= 0, perDay <= largestRate else {
            return "expected installs per day in 0…\(Int(largestRate)), got \(perDay)"
        }
        guard weekdayWeights.count == 7 else {
            return "expected 7 weekday weights (Monday … Sunday), got \(weekdayWeights.count)"
        }
        guard weekdayWeights.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= largestRate }) else {
            return "expected weekday weights in 0…\(Int(largestRate)), got \(weekdayWeights)"
        }
        guard weekdayWeights.contains(where: { millionths($0) > 0 }) else {
            return "expected at least one weekday weight of 0.000001 or more, got \(weekdayWeights)"
        }
        return nil
    }

    static func millionths(_ value: Double) -> UInt64 {
        UInt64((value * 1_000_000).rounded(.toNearestOrEven))
    }

    /// Every caregiver of the run: the launch cohort and the installers of days `0 ..< days`.
    package var total: Int { initial + installers(before: days) }

    /// `⌊C(day)⌋`: installers (launch cohort not included) on run days `0 ..< day`.
    ///
    /// - Complexity: O(1), no allocation.
    package func installers(before day: Int) -> Int {
        precondition(day >= 0, "day must not be negative")
        let weeks = UInt64(day / 7)
        let weighted = 7 * (weeks * weekSum + partialWeeks[day % 7])
        let product = perDayMillionths.multipliedFullWidth(by: weighted)
        return Int(divisor.dividingFullWidth(product).quotient)
    }

    /// The agents who install on run day `day`: one contiguous range, the launch cohort first on
    /// day 0.
    ///
    /// - Complexity: O(1), no allocation.
    package func agents(installingOnDay day: Int) -> Range<Int> {
        precondition(day >= 0 && day < days, "day outside the run")
        let first = day == 0 ? 0 : initial + installers(before: day)
        return first ..< initial + installers(before: day + 1)
    }

    /// How many caregivers install on run day `day` (the launch cohort counts on day 0).
    package func installs(onDay day: Int) -> Int {
        agents(installingOnDay: day).count
    }

    /// Caregiver-days over the run when a caregiver with `remaining` run days left at install
    /// stays `installedDays(remaining)` of them (`ResponseModel.expectedDaysInstalled`; `remaining`
    /// if nobody leaves): what `ResourceEstimate` prices a run by.
    ///
    /// - Complexity: O(days) calls of `installedDays`.
    package func agentDays(installedDays: (Int) -> Double) -> Double {
        (0..<days).reduce(0) { $0 + Double(installs(onDay: $1)) * installedDays(days - $1) }
    }

    /// The run day agent `index` installs on: 0 for the launch cohort, else the day of installer
    /// `index − initial`.
    ///
    /// - Complexity: O(log days) by binary search on `installers(before:)`, no allocation.
    package func installDay(ofAgent index: Int) -> Int {
        precondition(index >= 0 && index < total, "no agent \(index) in a run of \(total)")
        let ordinal = index - initial
        if ordinal < 0 { return 0 }
        // The first day d with ⌊C(d + 1)⌋ > ordinal.
        var low = 0
        var high = days - 1
        while low < high {
            let middle = (low + high) / 2
            if installers(before: middle + 1) > ordinal { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
