import Harness
import Model
import Sim
import Time

/// Favorites: caregivers star songs in Song Detail (⭐), the stars persist with the quota
/// (docs/rules.md#favorites), and a starred song gets +10 in their searches
/// (docs/rules.md#favorite-bonus). Starring is local to the device (UserDefaults): it sends no
/// request.
extension CaregiverWorld {
    /// The song shown in Song Detail is starred with `favoriteRate` when it is not a favorite
    /// yet, one draw from the session's `starring` stream. Decided: caregivers never unstar (the
    /// seeds give them no reason to), so favorites only grow.
    package mutating func maybeStar(_ i: Int, song: Int32, at now: Instant) {
        guard population.favoriteRate > 0, !agents[i].favorites.contains(song),
              agents[i].starring.bernoulli(population.favoriteRate) else { return }
        agents[i].favorites.toggle(song)
        count(.favoritesStarred, i)
        let starred = agents[i].favorites.count
        record(i, now, "stars song \(song) (\(starred) favorite\(starred == 1 ? "" : "s"))")
    }

    /// Counts how the favorites' +10 moved a search for a song (`favorite` when it is one):
    /// `row` with the favorites, `plain` without.
    package mutating func countFavoritesEffect(_ i: Int, favorite: Bool, row: Int32, plain: Int32) {
        if favorite {
            count(.searchesForFavorites, i)
            if row == 1 { count(.searchHitsAt1ForFavorites, i) }
        }
        if row == 1 && plain != 1 { count(.searchHitsAt1GainedByFavorites, i) }
        if plain == 1 && row != 1 { count(.searchHitsAt1LostToFavorites, i) }
    }
}
