@testable import Scenarios
import Sim
import Testing

/// `backend.csv` is written as bytes (`CSVBytes`); its fields must read as the strings did.
@Suite("CSV bytes")
struct CSVBytesTests {
    @Test("numbers are written as string interpolation writes them, over 2,000 seeded values and the extremes")
    func numbers() {
        var random = Xoshiro256StarStar(seed: 7)
        var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, .max, .min, .max - 1, .min + 1]
        for _ in 0..<2_000 {
            let value = Int64(bitPattern: random.next())
            values.append(value >> Int64(random.uniform(below: 64)))
        }
        var text = CSVBytes()
        for value in values {
            text.append(value)
            text.append(byte: UInt8(ascii: ","))
        }
        #expect(text.string == values.map { "\($0)," }.joined())
    }

    @Test("UTC minutes read as BackendReport.minuteLabel, across days, years, before 1970 and beyond year 9999")
    func minutes() {
        var random = Xoshiro256StarStar(seed: 8)
        // The last minute of 9999, the first of 10000 and one of 10001, and one 400 days before year 1: a date longer than 10 characters is cut as the label cuts it.
        var minutes: [Int64] = [0, -1, 1_439, 1_440, 29_008_800, 29_010_239, 29_010_240, 4_223_371_679, 4_223_371_680, 4_224_422_880, -1_036_169_280]
        var minute: Int64 = 28_900_000
        for _ in 0..<2_000 {
            minute += Int64(random.uniform(below: 3_000))
            minutes.append(minute)
        }
        for _ in 0..<200 { minutes.append(Int64(random.uniform(below: 400_000_000)) - 200_000_000) }
        var text = CSVBytes()
        for minute in minutes {
            text.appendUTCMinute(minute)
            text.append("\n")
        }
        #expect(text.string == minutes.map { BackendReport.minuteLabel($0) + "\n" }.joined())
    }

    @Test("two digits pad below ten", arguments: [(0, "00"), (7, "07"), (10, "10"), (59, "59"), (99, "99")])
    func twoDigits(_ value: Int, _ expected: String) {
        var text = CSVBytes()
        text.appendTwoDigits(value)
        #expect(text.string == expected)
    }
}
