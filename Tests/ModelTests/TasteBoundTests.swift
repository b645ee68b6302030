@testable import Model
import Testing

/// `RecommendationEngine.tasteBounds`: the most the taste points of a title with n tags can be.
@Suite("Taste bounds")
struct TasteBoundTests {
    /// Weights of 0.3 on comedy, 0.15 on drama and −0.2 on dark; every other tag 0.
    static var learned: TagWeights {
        var weights = TagWeights()
        weights.learn(.watchNow, on: TagSet([.comedy, .drama]))
        weights.learn(.feedbackCompleted, on: TagSet([.comedy]))
        weights.learn(.notTonight, on: TagSet([.dark]))
        weights.learn(.feedbackAbandoned, on: TagSet([.dark]))
        return weights
    }

    static func bounds(_ weights: TagWeights, weight: Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: TagSet.RawValue.bitWidth + 1) { buffer, count in
            RecommendationEngine.tasteBounds(weights, weight: weight, into: buffer)
            count = buffer.count
        }
    }

    @Test("known answers: the n largest products of the weight and the learned weights, summed; past the 26 tags, the sum of all")
    func knownAnswers() {
        let liking = Self.bounds(Self.learned, weight: 10)
        let expected: [(count: Int, bound: Double)] = [(0, 0), (1, 3), (2, 4.5), (3, 4.5), (25, 4.5), (26, 2.5), (32, 2.5)]
        for (count, bound) in expected { #expect(abs(liking[count] - bound) < 1e-12, "\(count) tags: \(liking[count])") }
        // A negative weight turns the dislike into the largest product.
        let averse = Self.bounds(Self.learned, weight: -10)
        for (count, bound) in [(0, 0.0), (1, 2), (2, 2), (24, 2), (25, 0.5), (26, -2.5)] {
            #expect(abs(averse[count] - bound) < 1e-12, "\(count) tags: \(averse[count])")
        }
        #expect(Self.bounds(TagWeights(), weight: 5).allSatisfy { $0 == 0 })
    }

    @Test("no set of n tags scores above the bound for n, over random learned weights and random tag sets")
    func boundsEveryTagSet() {
        var draw = SeededDraws(seed: 71)
        for _ in 0..<300 {
            var weights = TagWeights()
            for _ in 0..<Int(draw(60)) {
                let tags = TagSet(rawValue: UInt32(draw(1 << UInt64(TitleTag.allCases.count))))
                weights.learn(Interaction.allCases[Int(draw(UInt64(Interaction.allCases.count)))], on: tags)
            }
            let weight = Double(Int(draw(601)) - 300) / 10
            let bounds = Self.bounds(weights, weight: weight)
            for _ in 0..<40 {
                let tags = TagSet(rawValue: UInt32(draw(1 << UInt64(TitleTag.allCases.count))))
                #expect(weight * weights.sum(tags) <= bounds[tags.count] + RecommendationEngine.scoreBoundMargin)
            }
            // And the bound is reached: the n tags of the largest products score it.
            let order = TitleTag.allCases.sorted { weight * weights[$0] > weight * weights[$1] }
            let best = TagSet(Array(order.prefix(3)))
            #expect(abs(weight * weights.sum(best) - bounds[3]) < 1e-9)
        }
    }
}
