import Harness
import Model
import Sim
import Time

/// The watcher invariants, checked against the shadow the harness keeps, not the profile.
extension WatcherWorld {
    /// The pick is on the watcher's platforms, in their languages and content type, allowed by
    /// the content gate, at or above the quality gate, qualifies for its level, and was not
    /// shown in 30 days, rejected in 7, or seen.
    package mutating func checkPick(_ i: Int, _ title: Title, _ pick: RecommendationEngine.Pick, _ context: UserContext, at now: Instant) {
        let profile = agents[i].profile
        let valid = !title.platforms.isDisjoint(with: context.platforms) && context.languages.contains(LanguageSet(title.language))
            && title.contentType == context.contentType && profile.allows(title) && title.goodScore >= population.engine.qualityGate(for: profile)
            && Self.qualifies(title, for: pick.level, context)
        check(.pickSatisfiesItsLevel, valid, i, now, event: "pick shown", "\(title.name) (#\(title.id)) served by \(pick.level)")
        let shown = agents[i].lastShownShadow[title.id].map { $0.milliseconds(to: now) < ViewerProfile.shownExclusionMilliseconds } ?? false
        let rejected = agents[i].lastRejectedShadow[title.id].map { $0.milliseconds(to: now) < ViewerProfile.rejectedExclusionMilliseconds } ?? false
        let seen = agents[i].seenShadow.contains(title.id)
        check(.exclusionsHonoured, !(shown || rejected || seen), i, now, event: "pick shown",
              "\(title.name) (#\(title.id)) was \(shown ? "shown in 30 days" : rejected ? "rejected in 7 days" : "seen")")
    }

    /// The level rules restated (docs/rules.md#fallback-levels): 1 runtime in the window and a tag
    /// of the mood, 2 a tag of the wider mood, 3 runtime within 30 minutes of the window, 4
    /// anything.
    package static func qualifies(_ title: Title, for level: RecommendationEngine.Level, _ context: UserContext) -> Bool {
        let runtime = title.runtimeMinutes
        let window = context.length.minutes
        let mood = context.mood.intent.tags.isEmpty || !title.tags.isDisjoint(with: context.mood.intent.tags)
        let wider = context.mood.widerTags.isEmpty || !title.tags.isDisjoint(with: context.mood.widerTags)
        switch level {
        case .fullMatch: return (window?.contains(runtime) ?? true) && mood
        case .widerTags: return (window?.contains(runtime) ?? true) && wider
        case .widerRuntime: return (window.map { runtime >= $0.lowerBound - 30 && runtime <= $0.upperBound + 30 } ?? true) && wider
        case .anyAboveGate: return true
        }
    }
}
