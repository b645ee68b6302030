/// One rule of a scenario's `tolerances`: the KPIs it covers and what it allows them in
/// `appsim check`.
///
/// A rule's key is an exact KPI id (`caregiver.views`), a prefix wildcard (`caregiver.*`,
/// `caregiver.ads_*`: every id starting with the text before the `*`) or `*` (every KPI). A rule
/// sets a relative tolerance (`|now − baseline| ≤ relative × |baseline|`), a threshold (an absolute
/// gate, `Threshold`) or both. For each KPI the relative tolerance and the threshold resolve on
/// their own, each to the *most specific* rule covering the KPI that sets it: the exact id, else
/// the wildcard with the longest prefix, else `*`. A KPI no rule gives a relative tolerance must
/// match its baseline exactly; one no rule gives a threshold has no gate.
package struct Tolerance: Sendable, Equatable, Encodable {
    /// The key as written: an exact KPI id, `prefix*` or `*`.
    package var kpi: String
    /// The allowed relative change, if this rule sets one.
    package var relative: Double?
    /// The absolute gate on the KPI's value, if this rule sets one.
    package var threshold: Threshold?

    package init(kpi: String, relative: Double? = nil, threshold: Threshold? = nil) {
        self.kpi = kpi
        self.relative = relative
        self.threshold = threshold
    }

    /// The text before a key's trailing `*`; `nil` for an exact id.
    package static func wildcardPrefix(_ key: String) -> Substring? {
        key.hasSuffix("*") ? key.dropLast() : nil
    }

    /// Whether this rule covers the KPI `id`.
    package func covers(_ id: String) -> Bool {
        guard let prefix = Self.wildcardPrefix(kpi) else { return kpi == id }
        return id.hasPrefix(prefix)
    }

    /// How specific the rule is: an exact id beats every wildcard, a longer prefix beats a shorter
    /// one, `*` (prefix length 0) is the least. Two rules covering one KPI never tie: equal prefix
    /// lengths covering one id are the same key.
    var specificity: Int {
        Self.wildcardPrefix(kpi).map(\.count) ?? Int.max
    }

    /// The relative tolerance of the KPI `id`: the most specific rule covering it that sets one.
    package static func relative(of id: String, in rules: [Tolerance]) -> Double? {
        mostSpecific(id, rules.filter { $0.relative != nil })?.relative
    }

    /// The threshold of the KPI `id`: the most specific rule covering it that sets one.
    package static func threshold(of id: String, in rules: [Tolerance]) -> Threshold? {
        mostSpecific(id, rules.filter { $0.threshold != nil })?.threshold
    }

    static func mostSpecific(_ id: String, _ rules: [Tolerance]) -> Tolerance? {
        rules.filter { $0.covers(id) }.max { $0.specificity < $1.specificity }
    }
}
