import Time
/// Search-as-you-type debouncing (remote config `searchDebounceMs`, 150 ms by default;
/// docs/rules.md#search-debounce): a query is issued only after `searchDebounceMs` with no
/// keystroke.
///
/// Decided here: the quiet period includes its end. A keystroke exactly `searchDebounceMs` after
/// the previous one arrives as the timer fires; the app handles the keystroke first (input events
/// precede timers in the run loop), so it cancels the pending query.
public enum SearchDebounce {
    /// The queries issued for a typing sequence: each keystroke's text, at `delay` after it, unless
    /// another keystroke comes at or before that instant. Keystrokes must be in time order.
    public static func issuedQueries(_ keystrokes: [(at: Instant, text: String)], delayMilliseconds: Int64) -> [(at: Instant, text: String)] {
        var issued: [(at: Instant, text: String)] = []
        for (index, keystroke) in keystrokes.enumerated() {
            let due = keystroke.at.advanced(byMilliseconds: delayMilliseconds)
            if index + 1 < keystrokes.count && keystrokes[index + 1].at <= due { continue }
            issued.append((due, keystroke.text))
        }
        return issued
    }
}
