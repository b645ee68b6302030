import Testing
@testable import Model

@Suite("Persistent id index")
struct PersistentIDIndexTests {
    @Test("answers what a dictionary with the same entries answers, over seeded random inserts, lookups and rebuilds, growth and colliding ids included")
    func matchesDictionary() {
        var draw = SeededDraws(seed: 18)
        // Ids from a small range (many repeats and neighbours), multiples of 2^40 (the same low
        // bits) and arbitrary 64-bit values.
        func id() -> UInt64 {
            switch draw(3) {
            case 0: draw(300)
            case 1: draw(64) << 40
            default: draw.lastState
            }
        }
        var index = PersistentIDIndex(ids: [UInt64]())
        var truth: [UInt64: Int32] = [:]
        for step in 0..<20_000 {
            switch draw(100) {
            case 0:
                let ids = Array(Set(truth.keys).sorted().prefix(Int(draw(200))))
                index.rebuild(ids: ids)
                truth = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Int32($0)) })
            case 1..<40:
                let (key, value) = (id(), Int32(draw(1_000)))
                index.insert(key, at: value)
                truth[key] = value
            default:
                let key = id()
                guard index[key] == truth[key] else {
                    Issue.record("step \(step): id \(key) gives \(String(describing: index[key])), not \(String(describing: truth[key]))")
                    return
                }
            }
            #expect(index.count == truth.count)
        }
    }
}
