/// The availability pre-check "Show me" runs, and the Series check
/// (docs/rules.md#availability-check): whether any title matches the evening's choices; when none
/// does, an overlay explains it and offers to change platforms, language or duration, or "Try
/// Anyway".
///
/// Decided here (the seed names the check, not its filters): it asks what the overlay can change —
/// a title in one of the user's languages and the content type, on one of their platforms, with
/// the runtime in the window — at or above the user's quality gate, as a server-side count would:
/// without the user's history (exclusions), the content gate or the mood's tags. So a check can
/// pass and the engine still meet the empty state, and "Try Anyway" reaches the engine's fallback
/// levels (runtime ± 30 min, anything above the gate).
public enum AvailabilityCheck {
    /// Whether `context` has a matching title for `profile` in `catalog`.
    ///
    /// - Complexity: O(titles of the user's languages and content type above the gate), usually
    ///   a few: the lists are sorted by GoodScore and the first match ends the search.
    public static func hasMatches(_ context: UserContext, _ profile: ViewerProfile, in catalog: TitleCatalog,
                                  settings: RecommendationEngine.Settings = RecommendationEngine.Settings()) -> Bool {
        let gate = settings.qualityGate(for: profile)
        let window = context.length.minutes
        for language in context.languages.languages {
            for rank in catalog.ranks[catalog.list(context.contentType, language)] {
                let title = catalog.fetchOrder[Int(rank)]
                guard title.goodScore >= gate else { break }
                if !title.platforms.isDisjoint(with: context.platforms) && (window?.contains(title.runtimeMinutes) ?? true) { return true }
            }
        }
        return false
    }
}
