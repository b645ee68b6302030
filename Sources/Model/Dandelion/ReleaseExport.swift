/// Bloom's export (seed 002 §2): the CSV of release metadata and the shareable prose summary,
/// made on the device. No writing content is ever exported.
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
    /// order, each at the local time and offset of the zone it was written in (decided here: an
    /// unknown zone identifier exports in UTC). The offset is always written as ±HH:MM.
    public static func csv(_ releases: [Release]) -> String {
        var zones: [String: Zone] = [:]
        var text = header + "\r\n"
        for release in releases.sorted(by: { $0.instant < $1.instant }) {
            let zone = zones[release.zoneIdentifier] ?? ((try? Zone(identifier: release.zoneIdentifier)) ?? .utc)
            zones[release.zoneIdentifier] = zone
            let offset = zone.offsetSeconds(at: release.instant)
            var stamp = release.instant.iso8601(offsetSeconds: offset)
            if stamp.hasSuffix("Z") { stamp = String(stamp.dropLast()) + "+00:00" }
            let local = zone.localMillisecondOfDay(at: release.instant)
            let time = "\(pad(Int(local / Milliseconds.hour))):\(pad(Int(local / 60_000 % 60)))"
            text += "\(stamp),\(zone.localDate(at: release.instant)),\(time),\(release.wordCount)\r\n"
        }
        return text
    }

    /// Reads an exported CSV back.
    public static func parse(_ csv: String) throws(ParseError) -> [Row] {
        var lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == header else { throw ParseError(line: 1, message: "expected the header \(header)") }
        var rows: [Row] = []
        for (index, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let words = Int(fields[3]), let stamp = parseTimestamp(fields[0]),
                  let date = parseDate(fields[1]) else {
                throw ParseError(line: index + 1, message: "expected timestamp_iso8601,local_date,local_time,word_count, got \"\(line)\"")
            }
            rows.append(Row(instant: stamp.instant, offsetSeconds: stamp.offset, localDate: date, localTime: fields[2], wordCount: words))
        }
        return rows
    }

    /// The prose summary, as the seed's example: start date, totals, the longest streak (entry-zone
    /// days), and a closing line.
    public static func summary(_ releases: [Release], asOf: Instant, zone: Zone) -> String {
        let insights = Insights.compute(releases: releases, asOf: asOf, zone: zone)
        guard let start = insights.journeyStart else { return "My Dandelion Journey\n\nNo releases yet.\n" }
        let longest = Streaks.compute(releases: releases, asOf: asOf, zone: zone, policy: .entryZone).longest
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
