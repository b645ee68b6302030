/// Where two values of one type differ, named by the path of stored properties that leads there
/// (`CaregiverTally.periods.charged[3]`), found by reflection so that a stored property added
/// later is compared without editing the caller.
///
/// The top level is always walked property by property (`Mirror` lists every stored property),
/// so a hand-written `==` that forgot a property cannot hide it. Below that, a value that is
/// `Equatable` is compared with its own `==` — which is what "equal" means for it: a
/// `BackendLog` is equal to another holding the same requests however they are chunked — and only
/// when that says they differ does the walk go on into its stored properties, to name the
/// innermost one that differs. A value that is not `Equatable` is walked into; a leaf of that kind
/// is compared by its full description. A caller may say what of a value must match
/// (`canonical`): each value is replaced by its canonical form before it is compared or walked.
enum FieldDifference {
    /// Maps a value to what of it must match; the identity unless a caller says otherwise.
    typealias Canonical = (Any) -> Any

    /// The stored properties of `value`, each with its label (`[i]` for an element of a collection).
    static func fields(of value: Any) -> [(label: String, value: Any)] {
        Mirror(reflecting: value).children.enumerated().map { index, child in (child.label ?? "[\(index)]", child.value) }
    }

    /// The path, from `root`, of the first stored property of `a` that differs from `b`'s, or
    /// `nil` when every one is equal. `a`'s own `==` is not consulted at the top level.
    static func first(_ a: Any, _ b: Any, root: String, canonical: Canonical = { $0 }) -> String? {
        walk(a, b, path: root, canonical: canonical)
    }

    /// The labels of `a`'s top-level stored properties that are equal to `b`'s, in declaration order.
    static func equalFields(_ a: Any, _ b: Any, canonical: Canonical = { $0 }) -> [String] {
        zip(fields(of: a), fields(of: b)).filter { walk($0.value, $1.value, path: "", canonical: canonical, checkingSelf: true) == nil }
            .map(\.0.label)
    }

    /// The first difference below `path`, comparing `a` and `b` themselves when `checkingSelf`.
    private static func walk(_ a: Any, _ b: Any, path: String, canonical: Canonical, checkingSelf: Bool = false) -> String? {
        let (a, b) = (canonical(a), canonical(b))
        let equal = checkingSelf ? isEqual(a, b) : nil
        if equal == true { return nil }
        let (left, right) = (fields(of: a), fields(of: b))
        guard left.count == right.count else { return "\(path) (\(left.count) against \(right.count) elements)" }
        for (x, y) in zip(left, right) {
            let step = x.label.hasPrefix("[") ? path + x.label : path + "." + x.label
            if let found = walk(x.value, y.value, path: step, canonical: canonical, checkingSelf: true) { return found }
        }
        switch equal {
        case false?: return path
        case true?: return nil
        case nil: return left.isEmpty && String(reflecting: a) != String(reflecting: b) ? path : nil
        }
    }

    /// `a == b` when `a` is `Equatable` (and `b` of its type), else `nil`.
    static func isEqual(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return equals(a, b)
    }

    private static func equals<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        (b as? T).map { $0 == a } ?? false
    }
}
