/// An absolute gate on a KPI's value in `appsim check`, written k6-style: `">= 0.7"`, `"< 100"`,
/// `"<= 0.5"`, `"> 0"`, `"== 0"`.
///
/// A threshold is independent of the baseline: a KPI whose value fails it fails the check even when
/// it is identical to the baseline, and passing it never excuses a move from the baseline (that is
/// the relative tolerance's job). A KPI the run did not measure (`n/a`) or no longer reports fails
/// its threshold: the gate cannot be shown to hold.
package struct Threshold: Sendable, Equatable, Encodable, CustomStringConvertible {
    /// How the value compares with the bound.
    package enum Comparison: String, Sendable, CaseIterable {
        // Two-character operators first, so `>=` is never read as `>` followed by `= 0.7`.
        case atLeast = ">=", atMost = "<=", equal = "==", above = ">", below = "<"
    }

    package var comparison: Comparison
    package var bound: Double

    package init(_ comparison: Comparison, _ bound: Double) {
        self.comparison = comparison
        self.bound = bound
    }

    /// Reads `">= 0.7"`: an operator (`>=`, `>`, `<=`, `<`, `==`), optional spaces, a finite
    /// number; `nil` for anything else.
    package init?(_ text: String) {
        let trimmed = Substring(text).trimmingSpaces
        guard let comparison = Comparison.allCases.first(where: { trimmed.hasPrefix($0.rawValue) }),
              let bound = Double(trimmed.dropFirst(comparison.rawValue.count).trimmingSpaces), bound.isFinite else { return nil }
        self.init(comparison, bound)
    }

    /// Whether `value` passes the gate.
    package func admits(_ value: Double) -> Bool {
        switch comparison {
        case .atLeast: value >= bound
        case .atMost: value <= bound
        case .equal: value == bound
        case .above: value > bound
        case .below: value < bound
        }
    }

    /// `">= 0.7"`: the operator, a space, the bound as written without a trailing `.0`.
    package var description: String {
        comparison.rawValue + " " + (bound == bound.rounded(.towardZero) && abs(bound) < 1e15 ? String(Int64(bound)) : String(bound))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

private extension Substring {
    /// Without leading and trailing spaces.
    var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
