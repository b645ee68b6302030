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

    /// `numerator / denominator`, or 0 when the denominator is 0 (an empty state is 0, never NaN).
    package static func ratio(_ numerator: Int64, _ denominator: Int64) -> Double {
        denominator == 0 ? 0 : Double(numerator) / Double(denominator)
    }

    /// A remote-config value as the user wrote it: whole numbers without decimals.
    package static func format(_ value: Double) -> String {
        value == value.rounded(.towardZero) ? String(Int64(value)) : fixed(value, decimals: 2)
    }
}
