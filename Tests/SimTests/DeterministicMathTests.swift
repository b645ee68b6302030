import Foundation
import Testing
import Sim

@Suite("DeterministicMath")
struct DeterministicMathTests {
    static func ulpDistance(_ a: Double, _ b: Double) -> Int64 {
        abs(Int64(bitPattern: a.bitPattern) - Int64(bitPattern: b.bitPattern))
    }

    @Test("log is within 2 ulp of libm over 200,000 values from 1e-300 to 1e300")
    func logAgreesWithLibm() {
        var g = Xoshiro256StarStar(seed: 1)
        var worst: Int64 = 0
        for _ in 0..<200_000 {
            let x = Foundation.exp(g.uniform(from: -690, to: 690))
            worst = max(worst, Self.ulpDistance(DeterministicMath.log(x), Foundation.log(x)))
        }
        for x in [0.5, 0.7071, 0.70711, 1.4142, 1.4143, 2.0, 0x1p-1060, Double.leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            worst = max(worst, Self.ulpDistance(DeterministicMath.log(x), Foundation.log(x)))
        }
        #expect(worst <= 2)
    }

    @Test("exp is within 2 ulp of libm over 200,000 values from −700 to 700")
    func expAgreesWithLibm() {
        var g = Xoshiro256StarStar(seed: 2)
        var worst: Int64 = 0
        for _ in 0..<200_000 {
            let x = g.uniform(from: -700, to: 700)
            worst = max(worst, Self.ulpDistance(DeterministicMath.exp(x), Foundation.exp(x)))
        }
        #expect(worst <= 2)
    }

    @Test("exact and special values: log 1 = 0, exp 0 = 1, log 0 = −∞, log −1 = NaN, overflow and underflow")
    func specialValues() {
        #expect(DeterministicMath.log(1) == 0)
        #expect(DeterministicMath.exp(0) == 1)
        #expect(DeterministicMath.log(0) == -.infinity)
        #expect(DeterministicMath.log(-1).isNaN)
        #expect(DeterministicMath.log(.infinity) == .infinity)
        #expect(DeterministicMath.exp(710) == .infinity)
        #expect(DeterministicMath.exp(-746) == 0)
        #expect(DeterministicMath.exp(-740) > 0)
        #expect(DeterministicMath.log(Double(2)) == 0.6931471805599453)
    }
}
