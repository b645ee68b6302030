import Harness
import Model
import Sim

extension CaregiverReport {
    /// How caregivers found their songs: the settings, hit rates by what was typed and how it was
    /// misspelled, and where the song was listed.
    package static func searchSection(_ tally: CaregiverTally, _ scenario: Scenario) -> String {
        let search = scenario.caregivers.search
        let totals = tally.totals
        let md = """

            ## Search

            \(ReportNumber.grouped(totals[.searches])) searches in \(ReportNumber.grouped(totals[.sessions])) sessions: a session starts with one \
            (share \(ReportNumber.fixed(search.share, decimals: 2))), and a caregiver goes back to Search for a song of another movie \
            (the timeline stays within one movie; \(ReportNumber.grouped(totals[.timelineMoves])) opens moved along it). \
            Caregivers type the song's title, its movie's title or a singer \
            (weights \(ReportNumber.format(search.typed.title)) · \(ReportNumber.format(search.typed.movie)) · \(ReportNumber.format(search.typed.singer))) \
            at \(ReportNumber.format(search.typist.meanKeystrokeMilliseconds)) ms a keystroke on average, misspelling \
            \(ReportNumber.fixed(search.typoRate * 100, decimals: 1)) % of searches; the app issues a query after \
            \(scenario.remoteConfig.searchDebounceMs) ms without a keystroke (`searchDebounceMs`). \
            They read at most \(search.rowsRead) result rows; a song further down, or not listed, is a failed search, \
            typed again correctly (\(ReportNumber.fixed(search.retypeAfterFailure * 100, decimals: 0)) %) or found by browsing. \
            Hits and rows are of the first typing; a row counts songs down the movie groups.


            """
        guard totals[.searches] > 0 else { return md }
        var listed = MarkdownTable([("song listed at row", .left), ("searches", .right)])
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
            listed.append([label, ReportNumber.grouped(count)])
        }
        listed.append(["not listed", ReportNumber.grouped(totals[.searches] - rows.total)])
        return md + tally.search.markdown + "\n" + listed.text
    }
}
