/// How caregivers search for the song they want (issue 4, "Caregivers search").
///
/// A session that starts with a search goes: choose the song (by popularity, as any open), type
/// its title, its movie's title or one of its singers keystroke by keystroke (`typist`), perhaps
/// with one misspelling, wait for the debounce, read the grouped results and tap the song. Decided
/// here, where the issue is silent:
/// - A caregiver reads at most `rowsRead` result rows; a target further down, or not listed, is a
///   failed search. After a failure they retype the phrase correctly (`retypeAfterFailure`) or
///   find the song by browsing the movie list (`browseSeconds`).
/// - Picking a listed song takes `pickSeconds` plus `secondsPerRow` for each row above it.
/// - Only the query issued last (the whole phrase) decides what is tapped; queries issued during
///   pauses are counted, as the app sends each one to the index.
public struct SearchBehaviour: Sendable, Equatable, Encodable {
    /// Share of sessions that start with a search (the rest open a song from Home or Favorites).
    public var share = 1.0
    /// What is typed, as weights: the song's title, its movie's title, one of its singers.
    public var typed = TypedShares()
    /// Share of searches typed with one misspelling.
    public var typoRate = 0.15
    /// How misspellings split between the four classes, as weights.
    public var typoMix = TypoMix()
    /// Keystroke timing.
    public var typist = Typist()
    /// Result rows a caregiver reads before giving up on the list.
    public var rowsRead = 25
    /// Seconds to read the results and tap the first row.
    public var pickSeconds = 1.5
    /// Seconds more for each row above the song.
    public var secondsPerRow = 0.6
    /// Chance a failed search is typed again, correctly.
    public var retypeAfterFailure = 0.6
    /// Seconds to find the song through the movie list instead.
    public var browseSeconds = 25.0

    public init() {}

    /// Weights of what caregivers type.
    public struct TypedShares: Sendable, Equatable, Encodable {
        public var title = 0.7
        public var movie = 0.2
        public var singer = 0.1
    }

    /// Weights of the misspelling classes.
    public struct TypoMix: Sendable, Equatable, Encodable {
        public var substitution = 1.0
        public var omission = 1.0
        public var transposition = 1.0
        public var phonetic = 1.0

        /// The weights in `Typo.misspellings` order.
        var weights: [Double] { [substitution, omission, transposition, phonetic] }
    }
}
