import JournalerPersona
import Model
import Testing
import Time

/// The insightsAgreeWithExport check itself: it passes the Insights of the exported releases and
/// names every figure that disagrees with the export's rows.
@Suite("Export ledger")
struct ExportLedgerTests {
    @Test("the export check agrees with Insights of the same releases, a release dated tomorrow included, and fails on each figure that disagrees")
    func disagreementCatchesEachFigure() throws {
        let kiritimati = try Zone(identifier: "Pacific/Kiritimati")
        let pagoPago = try Zone(identifier: "Pacific/Pago_Pago")
        let zones = [kiritimati, pagoPago]
        func release(_ zone: Zone, _ month: Int, _ day: Int, hour: Int, words: Int) -> Release {
            let local = LocalDate(year: 2025, month: month, day: day).daysSinceEpoch * Milliseconds.day + Int64(hour) * Milliseconds.hour
            return Release(instant: zone.firstInstant(atOrAfterLocalMilliseconds: local, notBefore: .epoch), wordCount: words, zoneIdentifier: zone.identifier)
        }
        // The last is written on 1 April in Kiritimati, 30 March in Pago Pago: dated after today there.
        let releases = [release(pagoPago, 1, 20, hour: 9, words: 30), release(pagoPago, 2, 25, hour: 9, words: 20),
                        release(pagoPago, 3, 28, hour: 20, words: 10), release(kiritimati, 4, 1, hour: 0, words: 40)]
        let asOf = releases[3].instant.advanced(byMilliseconds: 60_000)
        var ledger = ExportLedger(policy: .entryZone, zone: pagoPago)
        ledger.catchUp(releases, zones: zones)
        let insights = Insights.compute(releases: releases, asOf: asOf, zone: pagoPago, policy: .entryZone) { id in zones.first { $0.identifier == id } }
        let today = pagoPago.localDayNumber(at: asOf)
        #expect(ledger.disagreement(with: insights, today: today) == nil)
        let wrong: [(String, (inout Insights) -> Void)] = [
            ("first date", { $0.journeyStart = LocalDate(year: 2025, month: 1, day: 21) }), ("active days", { $0.activeDays += 1 }),
            ("years", { $0.years[0].releases -= 1 }), ("weekday", { $0.mostActiveWeekday = ($0.mostActiveWeekday ?? 0) % 7 + 1 }),
            ("time", { $0.mostActiveTime = $0.mostActiveTime == .night ? .morning : .night }),
            ("last 7 days", { $0.releasesLast7Days -= 1 }), ("4 weeks", { $0.weeklyAverageLast4Weeks -= 0.25 }),
            ("last 30 days", { $0.releasesLast30Days -= 1 }), ("words of 30 days", { $0.wordsLast30Days -= 40 }),
            ("previous 30 days", { $0.releasesPrevious30Days += 1 }), ("chart", { $0.months[11].releases -= 1 }),
            ("chart words", { $0.months[10].words += 1 }),
        ]
        for (figure, change) in wrong {
            var shown = insights
            change(&shown)
            #expect(ledger.disagreement(with: shown, today: today) != nil, "a wrong \(figure) passes the check")
        }
    }
}
