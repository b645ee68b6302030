import Harness
import Testing

/// Numbers printed for people in `sweep.md`: known answers for each rule.
@Suite("Numbers for people")
struct ReportNumberTests {
    @Test("3 significant digits, half-to-even, with thousands separators; a carry adds no digit", arguments: [
        (3.417599, 3, "3.42"), (58_055.1, 3, "58,100"), (0.000123456, 3, "0.000123"), (9.996, 3, "10.0"),
        (999.6, 3, "1,000"), (-2.3456, 3, "-2.35"), (0, 3, "0"), (125, 3, "125"), (18.869350, 3, "18.9"),
        (1_234_567, 3, "1,230,000"), (0.1, 1, "0.1"), (1_234.5, 5, "1,234.5"), (0.125, 2, "0.12"), (-0.0049999, 2, "-0.0050"),
    ])
    func significantDigits(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(ReportNumber.significant(value, digits: digits) == expected)
    }

    @Test("shares are percents with one decimal, two when below 1 % after rounding", arguments: [
        (0.439051, "43.9%"), (0.0085, "0.85%"), (0.009996, "1.0%"), (0, "0.00%"), (1, "100.0%"), (-0.25, "-25.0%"),
    ])
    func percents(_ share: Double, _ expected: String) {
        #expect(ReportNumber.percent(share) == expected)
    }

    @Test("differences of shares are percentage points by the same digits rule")
    func percentagePoints() {
        #expect(ReportNumber.percentagePoints(0.031) == "3.1 pp")
        #expect(ReportNumber.percentagePoints(-0.0035) == "-0.35 pp")
    }

    @Test("counts are whole with separators from 100 (after rounding), one decimal below", arguments: [
        (58_055.1, "58,055"), (99.96, "100"), (42.46, "42.5"), (97.5, "97.5"), (0, "0.0"), (-1_883.4, "-1,883"), (-0.04, "0.0"),
    ])
    func counts(_ value: Double, _ expected: String) {
        #expect(ReportNumber.count(value) == expected)
    }

    @Test("a difference gets + unless it is negative or rounds to zero")
    func signs() {
        #expect(ReportNumber.signed("3.1 pp") == "+3.1 pp")
        #expect(ReportNumber.signed("$11.5") == "+$11.5")
        #expect(ReportNumber.signed("-2") == "-2")
        #expect(ReportNumber.signed("0.0") == "0.0")
        #expect(ReportNumber.signed("0.00 pp") == "0.00 pp")
    }

    @Test("each unit prints its values and differences: dollars (cents shown in dollars), percents and pp, counts, 3 digits")
    func units() {
        #expect(KPIUnit.money(.dollars).text(58.1234) == "$58.1")
        #expect(KPIUnit.money(.dollars).differenceText(-2.3456) == "-$2.35")
        #expect(KPIUnit.money(.dollars).differenceText(11.54) == "+$11.5")
        #expect(KPIUnit.money(.cents).text(290_012) == "$2,900")
        #expect(KPIUnit.share.text(0.365) == "36.5%")
        #expect(KPIUnit.share.differenceText(0.077) == "+7.7 pp")
        #expect(KPIUnit.share.changeText(0.05) == "5.0 pp")
        #expect(KPIUnit.count.text(136_372.4) == "136,372")
        #expect(KPIUnit.count.differenceText(0) == "0.0")
        #expect(KPIUnit.number.differenceText(0.003741) == "+0.00374")
    }
}
