import Harness
import Model
import Time

/// The CSV a journaler's app would export now, written as the app writes it (`ReleaseExport.csv`,
/// dated by the app's day policy) and read back — a line at a time as the history grows — with
/// what the read-back rows say about the journey, for the check that Insights date releases as
/// the export does.
///
/// An export is the header and one line per release in time order, and releases are only ever
/// appended, each later than those before (the clock moves forward). So export k is export k − 1
/// followed by the lines of the releases written since: its size is the earlier size plus theirs,
/// and reading it back gives the earlier rows plus theirs. Each line is therefore written and read
/// back once, when it first goes out, and the check after every export still covers every row of
/// the file: a line that did not read back fails that export and every later one, as it would in
/// the whole file. Under `.entryZone` a line never changes, so one ledger serves the journaler
/// everywhere; under `.currentZone` every line is written in `zone`, one ledger per zone.
package struct ExportLedger {
    /// How a line is dated.
    package let policy: StreakDayPolicy
    /// Where lines are written under `.currentZone`, and any release whose zone the mix does not
    /// name under `.entryZone` (as `ReleaseExport.csv` writes it).
    package let zone: Zone
    /// Releases whose lines have gone out.
    package private(set) var exported = 0
    /// The size of the export in bytes (the header alone before the first line).
    package private(set) var bytes = ReleaseExport.header.utf8.count + 2
    /// A line could not be parsed (the whole file would not read back).
    private var unreadable = false
    /// A line read back with another instant or word count than its release.
    private var mismatched = false
    /// The first row's `local_date`.
    package private(set) var firstDate: LocalDate?
    /// Rows and words read back by `local_date` (its day number), by month (`year × 12 + month −
    /// 1`) and rows by year.
    private var dates: [Int64: (rows: Int, words: Int)] = [:]
    private var months: [Int: (rows: Int, words: Int)] = [:]
    private var years: [Int: Int] = [:]
    /// Rows read back by ISO weekday of their `local_date` (Monday first) and by the time bucket
    /// of their `local_time`.
    private var weekdays = [Int](repeating: 0, count: 7)
    private var buckets = [Int](repeating: 0, count: Insights.TimeBucket.allCases.count)

    package init(policy: StreakDayPolicy, zone: Zone) {
        self.policy = policy
        self.zone = zone
    }

    /// Writes the lines of the releases written since the last call (`releases` is the whole
    /// history, appended to) in the zone the policy dates each in (`zones` of the mix, else as
    /// `ReleaseExport.csv` resolves it) and reads them back.
    ///
    /// - Complexity: O(k) for the k releases written since the last call.
    package mutating func catchUp(_ releases: [Release], zones: [Zone]) {
        while exported < releases.count {
            let release = releases[exported]
            exported += 1
            let dating = policy == .currentZone ? zone
                : zones.first { $0.identifier == release.zoneIdentifier } ?? ((try? Zone(identifier: release.zoneIdentifier)) ?? zone)
            let line = ReleaseExport.line(release, in: dating)
            bytes += line.utf8.count
            do {
                let row = try ReleaseExport.row(String(decoding: line.utf8.dropLast(2), as: UTF8.self), lineNumber: exported + 1)
                if row.instant != release.instant || row.wordCount != release.wordCount { mismatched = true }
                if firstDate == nil { firstDate = row.localDate }
                let date = dates[row.localDate.daysSinceEpoch] ?? (0, 0)
                dates[row.localDate.daysSinceEpoch] = (date.rows + 1, date.words + row.wordCount)
                let key = row.localDate.year * 12 + row.localDate.month - 1
                let month = months[key] ?? (0, 0)
                months[key] = (month.rows + 1, month.words + row.wordCount)
                years[row.localDate.year, default: 0] += 1
                weekdays[row.localDate.isoWeekday - 1] += 1
                buckets[Insights.TimeBucket(hour: Int(row.localTime.prefix(2)) ?? 0).rawValue] += 1
            } catch {
                unreadable = true
            }
        }
    }

    /// Whether the export read back row for row (instants and word counts).
    package var roundTrips: Bool { !unreadable && !mismatched }

    /// Rows the export read back: none when a line could not be parsed.
    package var rowsReadBack: Int { unreadable ? 0 : exported }

    /// Where `insights` disagrees with what the export's rows say — the first date, the active
    /// dates, the releases of each year, the most active weekday and time (the first of the
    /// largest counts, from 3 rows), the rolling windows and the monthly chart as of `today` (the
    /// day number of the user's current date; a row dated after today counts as today's, as
    /// `Insights` decides) — or `nil` when they agree. `insights` must cover the same releases.
    package func disagreement(with insights: Insights, today: Int64) -> String? {
        let activity = exported >= Insights.minimumForActivity
        let weekday = activity ? Insights.firstLargest(weekdays) + 1 : nil
        let time = activity ? Insights.TimeBucket(rawValue: Insights.firstLargest(buckets)) : nil
        let sameYears = insights.years.allSatisfy { years[$0.year, default: 0] == $0.releases }
            && insights.years.reduce(0) { $0 + $1.releases } == exported
        guard insights.journeyStart != firstDate || insights.activeDays != dates.count || !sameYears
                || insights.mostActiveWeekday != weekday || insights.mostActiveTime != time else { return windowDisagreement(with: insights, today: today) }
        return "Insights: start \(insights.journeyStart.map(String.init(describing:)) ?? "none"), \(insights.activeDays) active days, "
            + "years \(insights.years.map { "\($0.year): \($0.releases)" }), weekday \(insights.mostActiveWeekday ?? 0), "
            + "\(insights.mostActiveTime.map(String.init(describing:)) ?? "no time"); export: start "
            + "\(firstDate.map(String.init(describing:)) ?? "none"), \(dates.count) dates, \(exported) rows, weekday \(weekday ?? 0), "
            + "\(time.map(String.init(describing:)) ?? "no time")"
    }

    /// Where the rolling windows or the monthly chart of `insights` disagree with the rows dated
    /// in them, or `nil`. A row is at most two dates after today (zone offsets lie within −12 h
    /// and +14 h), so at most in the month after today's.
    private func windowDisagreement(with insights: Insights, today: Int64) -> String? {
        var rows = (last7: 0, last28: 0, last30: 0, previous30: 0, words30: 0)
        for day in (today - 59)...(today + 2) {
            guard let counted = dates[day] else { continue }
            let age = max(0, today - day)
            if age < 7 { rows.last7 += counted.rows }
            if age < 28 { rows.last28 += counted.rows }
            if age < 30 {
                rows.last30 += counted.rows
                rows.words30 += counted.words
            } else {
                rows.previous30 += counted.rows
            }
        }
        func charted(_ index: Int) -> (rows: Int, words: Int) {
            let key = insights.months[index].year * 12 + insights.months[index].month - 1
            let month = months[key] ?? (0, 0)
            let ahead: (rows: Int, words: Int) = index == insights.months.count - 1 ? months[key + 1] ?? (0, 0) : (0, 0)
            return (month.rows + ahead.rows, month.words + ahead.words)
        }
        let sameChart = insights.months.count == 12
            && insights.months.indices.allSatisfy { charted($0) == (insights.months[$0].releases, insights.months[$0].words) }
        guard insights.releasesLast7Days != rows.last7 || insights.weeklyAverageLast4Weeks * 4 != Double(rows.last28)
                || insights.releasesLast30Days != rows.last30 || insights.wordsLast30Days != rows.words30
                || insights.releasesPrevious30Days != rows.previous30 || !sameChart else { return nil }
        return "Insights: last 7 days \(insights.releasesLast7Days), 4 weeks \(insights.weeklyAverageLast4Weeks * 4), last 30 \(insights.releasesLast30Days) "
            + "(\(insights.wordsLast30Days) words), previous 30 \(insights.releasesPrevious30Days), months \(insights.months.map(\.releases)); "
            + "export: \(rows.last7), \(rows.last28), \(rows.last30) (\(rows.words30) words), \(rows.previous30), months \(insights.months.indices.map { charted($0).rows })"
    }
}
