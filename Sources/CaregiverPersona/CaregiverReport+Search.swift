import Harness
import Model
import Sim

extension CaregiverReport {
    /// How caregivers found their songs: the settings, hit rates by what was typed and how it was
    /// misspelled, and where the song was listed.
    package static func searchSection(_ tally: CaregiverTally, _ scenario: Scenario) -> String {
        let search = scenario.caregivers.search
        let totals = tally.totals
        var md = "\n## Search\n\n"
        md += "\(ReportNumber.grouped(totals[.searches])) searches in \(ReportNumber.grouped(totals[.sessions])) sessions: a session starts with one "
        md += "(share \(ReportNumber.fixed(search.share, decimals: 2))), and a caregiver goes back to Search for a song of another movie "
        md += "(the timeline stays within one movie; \(ReportNumber.grouped(totals[.timelineMoves])) opens moved along it). Caregivers type the song's title, its movie's title or a singer "
        md += "(weights \(ReportNumber.format(search.typed.title)) · \(ReportNumber.format(search.typed.movie)) · \(ReportNumber.format(search.typed.singer))) "
        md += "at \(ReportNumber.format(search.typist.meanKeystrokeMilliseconds)) ms a keystroke on average, misspelling "
        md += "\(ReportNumber.fixed(search.typoRate * 100, decimals: 1)) % of searches; the app issues a query after "
        md += "\(scenario.remoteConfig.searchDebounceMs) ms without a keystroke (`searchDebounceMs`). "
        md += "They read at most \(search.rowsRead) result rows; a song further down, or not listed, is a failed search, "
        md += "typed again correctly (\(ReportNumber.fixed(search.retypeAfterFailure * 100, decimals: 0)) %) or found by browsing. "
        md += "Hits and rows are of the first typing; a row counts songs down the movie groups.\n\n"
        guard totals[.searches] > 0 else { return md }
        md += tally.search.markdown
        md += "\n| song listed at row | searches |\n|---|---:|\n"
        let rows = tally.search.rows
        var previous: Int64 = 0
        for (index, count) in rows.counts.enumerated() {
            let label: String
            if index == rows.upperBounds.count {
                label = "after row \(previous)"
            } else {
                let bound = rows.upperBounds[index]
                label = bound == previous + 1 ? String(bound) : "\(previous + 1)–\(bound)"
                previous = bound
            }
            md += "| \(label) | \(ReportNumber.grouped(count)) |\n"
        }
        md += "| not listed | \(ReportNumber.grouped(totals[.searches] - rows.total)) |\n"
        return md
    }
}
