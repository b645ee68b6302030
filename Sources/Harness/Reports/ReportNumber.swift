/// Deterministic number formatting for reports: no `printf`, no locale.
///
/// A `Double` is scaled, rounded half-to-even and printed from the integer, so the same value
/// prints the same digits on every platform.
package enum ReportNumber {
    /// `value` with exactly `decimals` digits after the point (`-0` prints as `0`).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrEven)
        guard abs(scaled) < 9e18 else { return String(value) }
        let integer = Int64(scaled)
        let negative = integer < 0
        var digits = String(integer.magnitude)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return negative ? "-" + digits : digits
    }

    /// What a report prints for a KPI the run could not measure, such as Day-28 retention when no
    /// install's 28th date is inside the run, or a ratio whose denominator is 0 (trial conversion
    /// when no trial started): never a 0 that reads as a measurement (docs/rules.md#not-measured).
    package static let notMeasured = "n/a"

    /// `value` as `fixed` prints it, or `notMeasured` when there is none (a ratio whose
    /// denominator is 0, docs/rules.md#not-measured).
    package static func fixed(measured value: Double?, decimals: Int) -> String {
        value.map { fixed($0, decimals: decimals) } ?? notMeasured
    }

    /// A measured time or rate: three decimals below 10, one from 10 up (`0.283`, `15.6`), so a
    /// small figure keeps its digits and a large one drops its noise.
    package static func measured(_ value: Double) -> String {
        fixed(value, decimals: value < 10 ? 3 : 1)
    }

    /// An integer with thousands separators: `1,234,567`.
    package static func grouped(_ value: Int64) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }

    /// `numerator / denominator`, or `nil` when the denominator is 0: a ratio with nothing to
    /// measure is not measured (`notMeasured`), never 0 and never NaN (docs/rules.md#not-measured).
    package static func ratio(_ numerator: Int64, _ denominator: Int64) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }

    /// A remote-config value as the user wrote it: whole numbers without decimals.
    package static func format(_ value: Double) -> String {
        value == value.rounded(.towardZero) ? String(Int64(value)) : fixed(value, decimals: 2)
    }

    /// A share (0.439) as a percent for people: one decimal (`43.9%`), two when it rounds below
    /// 1 % in magnitude (`0.85%`, `0.00%`). The choice is made on the rounded value, so 0.99996
    /// prints `1.0%`, never `1.00%`.
    package static func percent(_ share: Double) -> String {
        percentDigits(share) + "%"
    }

    /// A difference of two shares in percentage points, by the digits rule of `percent`:
    /// 0.031 is `3.1 pp`, -0.0035 is `-0.35 pp`.
    package static func percentagePoints(_ difference: Double) -> String {
        percentDigits(difference) + " pp"
    }

    /// `share × 100` with one decimal, or two when that rounds below 1 in magnitude.
    static func percentDigits(_ share: Double) -> String {
        let percent = share * 100
        return (abs(percent) * 100).rounded(.toNearestOrEven) < 100 ? fixed(percent, decimals: 2) : fixed(percent, decimals: 1)
    }

    /// A count, or a mean of counts, for people: an integer with thousands separators from 100
    /// (`24,595`), one decimal below (`42.5`, `0.0`). The choice is made on the rounded value, so
    /// 99.96 prints `100`.
    package static func count(_ value: Double) -> String {
        guard value.isFinite, (abs(value) * 10).rounded(.toNearestOrEven) >= 1_000 else { return fixed(value, decimals: 1) }
        let rounded = value.rounded(.toNearestOrEven)
        return abs(rounded) < 9e18 ? grouped(Int64(rounded)) : String(value)
    }

    /// `value` to `digits` (≥ 1) significant digits, rounded half-to-even, with thousands
    /// separators: `significant(3.417599, digits: 3)` is `3.42`, `58055.1` is `58,100`, `0.000123456`
    /// is `0.000123`, 9.996 is `10.0`; 0 is `0`. The decimal exponent is found by multiplying by
    /// ten, never with `log` (docs/rules.md#report-numbers), and the digits come from `fixed`.
    package static func significant(_ value: Double, digits: Int) -> String {
        precondition(digits >= 1, "at least one significant digit")
        guard value.isFinite else { return fixed(value, decimals: 0) }
        guard value != 0 else { return "0" }
        let magnitude = abs(value)
        // The decimals that keep `digits` digits: digits − 1 − e, where 10^e ≤ magnitude < 10^(e+1).
        var decimals = digits - 1
        if magnitude >= 1 {
            var power = 10.0
            while magnitude >= power {
                power *= 10
                decimals -= 1
            }
        } else {
            var scaled = magnitude
            while scaled < 1 {
                scaled *= 10
                decimals += 1
            }
        }
        // Rounding can carry into one more digit (9.996 → 10.00): keep one decimal fewer.
        var limit = 1.0
        for _ in 0..<digits { limit *= 10 }
        if rounded(magnitude, decimals: decimals) >= limit { decimals -= 1 }
        if decimals > 0 { return groupedFixed(fixed(value, decimals: decimals)) }
        var unit = 1.0
        for _ in 0..<(-decimals) { unit *= 10 }
        let whole = (magnitude / unit).rounded(.toNearestOrEven) * unit
        guard whole < 9e18 else { return String(value) }
        return grouped(value < 0 ? -Int64(whole) : Int64(whole))
    }

    /// `magnitude` scaled by 10^decimals (either sign) and rounded half-to-even, as `fixed` and
    /// `significant` round it.
    static func rounded(_ magnitude: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<abs(decimals) { scale *= 10 }
        return (decimals >= 0 ? magnitude * scale : magnitude / scale).rounded(.toNearestOrEven)
    }

    /// `fixed` text with thousands separators in its whole part: `1234.5` → `1,234.5`.
    package static func groupedFixed(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let point = unsigned.firstIndex(of: ".") ?? unsigned.endIndex
        guard let whole = Int64(unsigned[..<point]), whole >= 1_000 else { return text }
        return (negative ? "-" : "") + grouped(whole) + unsigned[point...]
    }

    /// A difference for people, with its sign: `+` before a value that does not round to zero
    /// (`+3.1 pp`, `+$11.5`), the value as it is when negative or zero (`-0.35 pp`, `0.0`).
    package static func signed(_ text: String) -> String {
        text.hasPrefix("-") || !text.contains(where: { ("1"..."9").contains($0) }) ? text : "+" + text
    }
}
