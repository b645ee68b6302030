import Harness

/// How caregivers search for the song they want (docs/rules.md#caregiver-search-behaviour).
///
/// A session that starts with a search goes: choose the song (by popularity, as any open), type
/// its title, its movie's title or one of its singers keystroke by keystroke (`typist`), perhaps
/// with one misspelling, wait for the debounce, read the grouped results and tap the song. Decided
/// here, where the seeds are silent:
/// - A caregiver reads at most `rowsRead` result rows; a target further down, or not listed, is a
///   failed search. After a failure they retype the phrase correctly (`retypeAfterFailure`) or
///   find the song by browsing the movie list (`browseSeconds`).
/// - Picking a listed song takes `pickSeconds` plus `secondsPerRow` for each row above it.
/// - Only the query issued last (the whole phrase) decides what is tapped; queries issued during
///   pauses are counted, as the app sends each one to the index.
package struct SearchBehaviour: Sendable, Equatable, Encodable {
    /// Share of sessions that start with a search, and of returns from a movie's timeline for a
    /// song of another movie that search for it (the rest open a song from Home).
    package var share = 1.0
    /// What is typed, as weights: the song's title, its movie's title, one of its singers.
    package var typed = TypedShares()
    /// Share of searches typed with one misspelling.
    package var typoRate = 0.15
    /// How misspellings split between the four classes, as weights.
    package var typoMix = TypoMix()
    /// Keystroke timing.
    package var typist = Typist()
    /// Result rows a caregiver reads before giving up on the list.
    package var rowsRead = 25
    /// Seconds to read the results and tap the first row.
    package var pickSeconds = 1.5
    /// Seconds more for each row above the song.
    package var secondsPerRow = 0.6
    /// Chance a failed search is typed again, correctly.
    package var retypeAfterFailure = 0.6
    /// Seconds to find the song through the movie list instead.
    package var browseSeconds = 25.0

    package init() {}

    /// Weights of what caregivers type.
    package struct TypedShares: Sendable, Equatable, Encodable {
        package var title = 0.7
        package var movie = 0.2
        package var singer = 0.1
    }

    /// Weights of the misspelling classes.
    package struct TypoMix: Sendable, Equatable, Encodable {
        package var substitution = 1.0
        package var omission = 1.0
        package var transposition = 1.0
        package var phonetic = 1.0

        /// The weights in `Typo.misspellings` order.
        package var weights: [Double] { [substitution, omission, transposition, phonetic] }
    }
}
