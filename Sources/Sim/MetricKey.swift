/// An enumeration whose cases name metrics, stored densely by raw value `0 ..< allCases.count`.
///
/// Counters live in arrays indexed by enums, so recording a metric is an array increment and
/// merging is element-wise addition — no dictionaries, no hashing order
/// (docs/rules.md#metric-arrays).
public protocol MetricKey: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == Int {
    /// The name used in reports (snake_case).
    var name: String { get }
}

extension MetricKey {
    /// The number of keys.
    @inlinable
    public static var keyCount: Int { allCases.count }
}
