/// `log` and `exp` built from `+ − × ÷` only, so every platform computes the same bits.
///
/// docs/rules.md#exact-arithmetic: libm's `log`/`exp` differ between C libraries in the last
/// bit, which is enough to move an event by a millisecond and change a report. These versions use
/// only IEEE-754 basic operations (correctly rounded everywhere) in a fixed order. They are
/// accurate to a few units in the last place, which the tests check against libm.
public enum DeterministicMath {
    @usableFromInline static let ln2High = 6.93147180369123816490e-01
    @usableFromInline static let ln2Low = 1.90821492927058770002e-10
    @usableFromInline static let inverseLn2 = 1.44269504088896338700e+00
    @usableFromInline static let sqrt2 = 1.41421356237309514547e+00

    /// The natural logarithm of `x`: NaN below zero, −∞ at zero.
    ///
    /// `x = m · 2ᵉ` with `m ∈ [√½, √2)`; `log m = 2·atanh((m−1)/(m+1))` by its odd series.
    @inlinable
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return .infinity }
        var bits = x.bitPattern
        var e = -1_023.0
        if bits >> 52 == 0 {
            // Subnormal: scale into the normal range exactly.
            bits = (x * 0x1p54).bitPattern
            e -= 54
        }
        e += Double(Int(bits >> 52))
        var m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        if m > sqrt2 {
            m *= 0.5
            e += 1
        }
        let s = (m - 1) / (m + 1)
        let z = s * s
        var p = 1.0 / 23
        p = p * z + 1.0 / 21
        p = p * z + 1.0 / 19
        p = p * z + 1.0 / 17
        p = p * z + 1.0 / 15
        p = p * z + 1.0 / 13
        p = p * z + 1.0 / 11
        p = p * z + 1.0 / 9
        p = p * z + 1.0 / 7
        p = p * z + 1.0 / 5
        p = p * z + 1.0 / 3
        let tail = s * z * p
        return e * ln2High + ((2 * s + 2 * tail) + e * ln2Low)
    }

    /// `e` raised to `x`: +∞ above ≈709.78, 0 below ≈−745.13.
    ///
    /// `x = k·ln2 + r` with `|r| ≤ ln2/2`; `exp r` by its Taylor series to degree 14; then scaled
    /// by `2ᵏ` exactly.
    @inlinable
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x * inverseLn2).rounded(.toNearestOrEven)
        let r = (x - k * ln2High) - k * ln2Low
        var p = 1.0 / 87_178_291_200
        p = p * r + 1.0 / 6_227_020_800
        p = p * r + 1.0 / 479_001_600
        p = p * r + 1.0 / 39_916_800
        p = p * r + 1.0 / 3_628_800
        p = p * r + 1.0 / 362_880
        p = p * r + 1.0 / 40_320
        p = p * r + 1.0 / 5_040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 1.0 / 2
        p = p * r + 1
        p = p * r + 1
        let exponent = Int(k)
        if exponent < -1_000 {
            return Double(sign: .plus, exponent: exponent + 200, significand: p) * 0x1p-200
        }
        if exponent > 1_000 {
            return Double(sign: .plus, exponent: exponent, significand: p)
        }
        // `p · 2ᵏ` by adding `k` to `p`'s exponent field: exact, as the line above, while the
        // result stays normal (`p` is about 0.7 … 1.4), and without its out-of-line call.
        return Double(bitPattern: p.bitPattern &+ UInt64(bitPattern: Int64(exponent)) &<< 52)
    }
}
