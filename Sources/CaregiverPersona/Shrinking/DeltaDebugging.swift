/// Zeller and Hildebrandt's ddmin (2002): the smallest subsequence of `input` (1-minimal: removing
/// any one element makes it pass) for which `fails` still holds.
///
/// Tries chunks, then complements of chunks, at growing granularity; keeps order throughout.
package func minimizeFailing<Element>(_ input: [Element], fails: ([Element]) -> Bool) -> [Element] {
    var current = input
    var granularity = 2
    while current.count >= 2 {
        let size = (current.count + granularity - 1) / granularity
        let chunks = stride(from: 0, to: current.count, by: size).map { Array(current[$0..<min($0 + size, current.count)]) }
        var reduced = false
        for chunk in chunks where fails(chunk) {
            current = chunk
            granularity = 2
            reduced = true
            break
        }
        if !reduced && chunks.count > 2 {
            for index in chunks.indices {
                let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
                if fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
            }
        }
        if !reduced {
            guard granularity < current.count else { break }
            granularity = min(current.count, granularity * 2)
        }
    }
    return current
}
