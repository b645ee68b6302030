import Time

/// A CSV file's text built as UTF-8 bytes: for tables of millions of rows (`backend.csv` of a
/// year's run), where a row built from interpolated strings costs several times its bytes in
/// string growth and number formatting.
///
/// Numbers are written as `"\(number)"` writes them, so the text is the same as the strings'.
struct CSVBytes {
    private(set) var bytes: [UInt8] = []
    /// The UTC day `appendUTCMinute` last wrote, and its text up to the `T`.
    private var labelledDay = Int64.min
    private var labelledDate: [UInt8] = []

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ utf8: [UInt8]) {
        bytes.append(contentsOf: utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `number` in decimal, with a minus sign when negative.
    mutating func append(_ number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[first...].reverse()
    }

    /// A comma, then `number`: the next field of a row.
    mutating func appendField(_ number: Int64) {
        bytes.append(UInt8(ascii: ","))
        append(number)
    }

    /// `value` (0 … 99) in two digits, as a clock shows it.
    mutating func appendTwoDigits(_ value: Int) {
        bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// The UTC minute `minute` (minutes since the epoch) as `2025-03-01T19:05Z`,
    /// `BackendReport.minuteLabel`'s text; the date is formatted once a day. A year outside
    /// 0 … 9999, whose date is not 10 characters, takes the label itself (it cuts the text).
    mutating func appendUTCMinute(_ minute: Int64) {
        let day = Zone.floorDivide(minute, 1_440)
        if day != labelledDay {
            labelledDay = day
            labelledDate = Array("\(LocalDate(daysSinceEpoch: day))T".utf8)
        }
        guard labelledDate.count == 11 else {
            bytes.append(contentsOf: BackendReport.minuteLabel(minute).utf8)
            return
        }
        let minuteOfDay = Int(minute - day * 1_440)
        bytes.append(contentsOf: labelledDate)
        appendTwoDigits(minuteOfDay / 60)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(minuteOfDay % 60)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// The text.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
