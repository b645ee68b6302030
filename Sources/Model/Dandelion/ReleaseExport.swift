import Time
/// Bloom's export (docs/rules.md#export): the CSV of release metadata and the shareable prose
/// summary, made on the device. No writing content is ever exported.
public enum ReleaseExport {
    /// The CSV header, in the seed's column order.
    public static let header = "timestamp_iso8601,local_date,local_time,word_count"

    /// One exported row, as parsed back.
    public struct Row: Equatable, Sendable {
        public var instant: Instant
        /// The offset in force where the release was written.
        public var offsetSeconds: Int
        public var localDate: LocalDate
        /// `HH:MM`.
        public var localTime: String
        public var wordCount: Int
    }

    /// Why a CSV could not be read back.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The CSV (RFC 4180: CRLF line ends, a header row; no field needs quoting), releases in time
    /// order, each dated by the app's day policy, the one its streaks and Insights use
    /// (docs/rules.md#day-policy):
    /// under `.entryZone` at the local time and offset of the zone it was written in, under
    /// `.currentZone` in `zone`, the zone the user is in now. The offset is always written as
    /// ±HH:MM. Decided here: a release whose zone identifier is unknown is written in `zone`, as
    /// the streaks and Insights date it, so all three agree.
    ///
    /// It is the header line followed by `line(_:in:)` of each release, so the CSV of a history
    /// that grew by appending later releases is the earlier CSV followed by their lines.
    public static func csv(_ releases: [Release], policy: StreakDayPolicy, zone: Zone) -> String {
        var zones: [String: Zone] = [:]
        var text = header + "\r\n"
        for release in releases.sorted(by: { $0.instant < $1.instant }) {
            var dating = zone
            if policy == .entryZone {
                dating = zones[release.zoneIdentifier] ?? ((try? Zone(identifier: release.zoneIdentifier)) ?? zone)
                zones[release.zoneIdentifier] = dating
            }
            text += line(release, in: dating)
        }
        return text
    }

    /// One release's CSV line, CRLF included, at the local time and offset of `zone` (the zone
    /// its identifier names).
    ///
    /// - Complexity: written byte by byte for the years 0–9999 (offsets under 100 hours); any
    ///   other date goes through the general text formatting, which writes the same characters.
    public static func line(_ release: Release, in zone: Zone) -> String {
        let offset = zone.offsetSeconds(at: release.instant)
        let localMilliseconds = release.instant.millisecondsSinceEpoch + Int64(offset) * 1_000
        let day = Zone.floorDivide(localMilliseconds, Milliseconds.day)
        let ms = localMilliseconds - day * Milliseconds.day
        let stampDate = LocalDate(daysSinceEpoch: day)
        let localDate = zone.localDate(at: release.instant)
        let local = zone.localMillisecondOfDay(at: release.instant)
        let magnitude = abs(offset)
        guard (0...9_999).contains(stampDate.year), (0...9_999).contains(localDate.year), magnitude < 100 * 3_600 else {
            return generalLine(release, in: zone)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        func date(_ date: LocalDate) {
            digits(date.year, 4)
            bytes.append(UInt8(ascii: "-"))
            digits(date.month, 2)
            bytes.append(UInt8(ascii: "-"))
            digits(date.day, 2)
        }
        date(stampDate)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(ms / 3_600_000), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(ms / 60_000 % 60), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(ms / 1_000 % 60), 2)
        bytes.append(UInt8(ascii: "."))
        digits(Int(ms % 1_000), 3)
        bytes.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        digits(magnitude / 3_600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(magnitude % 3_600 / 60, 2)
        bytes.append(UInt8(ascii: ","))
        date(localDate)
        bytes.append(UInt8(ascii: ","))
        digits(Int(local / Milliseconds.hour), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(local / 60_000 % 60), 2)
        bytes.append(UInt8(ascii: ","))
        bytes.append(contentsOf: String(release.wordCount).utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `line(_:in:)` by text formatting, for any date.
    static func generalLine(_ release: Release, in zone: Zone) -> String {
        let offset = zone.offsetSeconds(at: release.instant)
        var stamp = release.instant.iso8601(offsetSeconds: offset)
        if stamp.hasSuffix("Z") { stamp = String(stamp.dropLast()) + "+00:00" }
        let local = zone.localMillisecondOfDay(at: release.instant)
        let time = "\(pad(Int(local / Milliseconds.hour))):\(pad(Int(local / 60_000 % 60)))"
        return "\(stamp),\(zone.localDate(at: release.instant)),\(time),\(release.wordCount)\r\n"
    }

    /// Reads an exported CSV back.
    public static func parse(_ csv: String) throws(ParseError) -> [Row] {
        var lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == header else { throw ParseError(line: 1, message: "expected the header \(header)") }
        var rows: [Row] = []
        for (index, line) in lines.enumerated().dropFirst() {
            rows.append(try row(line, lineNumber: index + 1))
        }
        return rows
    }

    /// Reads one data line back (without its CRLF); `lineNumber` names it in the error.
    ///
    /// - Complexity: a line in exactly the form `line(_:in:)` writes is read byte by byte; any
    ///   other goes through the general field-by-field reading, which accepts the same lines and
    ///   gives the same rows.
    public static func row(_ line: String, lineNumber: Int) throws(ParseError) -> Row {
        if let row = canonicalRow(line) { return row }
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4, let words = Int(fields[3]), let stamp = parseTimestamp(fields[0]),
              let date = parseDate(fields[1]) else {
            throw ParseError(line: lineNumber, message: "expected timestamp_iso8601,local_date,local_time,word_count, got \"\(line)\"")
        }
        return Row(instant: stamp.instant, offsetSeconds: stamp.offset, localDate: date, localTime: fields[2], wordCount: words)
    }

    /// The prose summary, as the seed's example: start date, totals, the longest streak, and a
    /// closing line; dated by `policy` for a user now in `zone`, as the CSV and Insights are.
    public static func summary(_ releases: [Release], asOf: Instant, zone: Zone, policy: StreakDayPolicy) -> String {
        let insights = Insights.compute(releases: releases, asOf: asOf, zone: zone, policy: policy)
        guard let start = insights.journeyStart else { return "My Dandelion Journey\n\nNo releases yet.\n" }
        let longest = insights.longestStreak
        let count = insights.totalReleases
        return """
        My Dandelion Journey

        Started: \(monthNames[start.month - 1]) \(start.day), \(start.year)
        Total Releases: \(grouped(count))
        Words Released: \(grouped(insights.totalWords))
        Longest Streak: \(longest) \(longest == 1 ? "day" : "days")

        "\(grouped(count)) \(count == 1 ? "moment" : "moments") of letting go."

        """
    }

    /// The row of a line in the exact form `line(_:in:)` writes —
    /// `YYYY-MM-DDTHH:MM:SS.mmm±HH:MM,YYYY-MM-DD,HH:MM,W` with ASCII digits and at most 18 digits
    /// of words — read byte by byte; `nil` for anything else.
    static func canonicalRow(_ line: String) -> Row? {
        let bytes = Array(line.utf8)
        guard bytes.count >= 48, bytes.count <= 65, bytes[29] == UInt8(ascii: ","), bytes[40] == UInt8(ascii: ","),
              bytes[46] == UInt8(ascii: ","), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."), bytes[26] == UInt8(ascii: ":"),
              bytes[43] == UInt8(ascii: ":"), bytes[23] == UInt8(ascii: "+") || bytes[23] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func date(_ at: Int) -> LocalDate? {
            guard bytes[at + 4] == UInt8(ascii: "-"), bytes[at + 7] == UInt8(ascii: "-"), let year = number(at..<(at + 4)),
                  let month = number((at + 5)..<(at + 7)), let day = number((at + 8)..<(at + 10)) else { return nil }
            return LocalDate(year: year, month: month, day: day)
        }
        guard let stampDate = date(0), let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              let millisecond = number(20..<23), let offsetHours = number(24..<26), let offsetMinutes = number(27..<29),
              let localDate = date(30), number(41..<43) != nil, number(44..<46) != nil,
              let words = number(47..<bytes.count) else { return nil }
        let offset = (bytes[23] == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3_600 + offsetMinutes * 60)
        let local = stampDate.daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour + Int64(minute) * 60_000
            + Int64(second) * 1_000 + Int64(millisecond)
        return Row(instant: Instant(millisecondsSinceEpoch: local - Int64(offset) * 1_000), offsetSeconds: offset, localDate: localDate,
                   localTime: String(decoding: bytes[41..<46], as: UTF8.self), wordCount: words)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                             "November", "December"]

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }

    static func parseDate(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10 else { return nil }
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmm±HH:MM`.
    static func parseTimestamp(_ text: String) -> (instant: Instant, offset: Int)? {
        let characters = Array(text)
        guard characters.count == 29, characters[10] == "T", let date = parseDate(String(characters[0..<10])),
              let hour = Int(String(characters[11..<13])), let minute = Int(String(characters[14..<16])),
              let second = Int(String(characters[17..<19])), let millisecond = Int(String(characters[20..<23])),
              characters[23] == "+" || characters[23] == "-",
              let offsetHours = Int(String(characters[24..<26])), let offsetMinutes = Int(String(characters[27..<29])) else { return nil }
        let offset = (characters[23] == "-" ? -1 : 1) * (offsetHours * 3_600 + offsetMinutes * 60)
        let local = date.daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour + Int64(minute) * 60_000
            + Int64(second) * 1_000 + Int64(millisecond)
        return (Instant(millisecondsSinceEpoch: local - Int64(offset) * 1_000), offset)
    }
}
