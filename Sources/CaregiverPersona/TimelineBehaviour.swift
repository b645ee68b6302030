import Sim

/// How caregivers move along a movie's timeline once a song of it is open: a drag on the timeline
/// (magnetic snap) or an arrow tap, only between songs of that one movie, each move costing a view
/// (docs/rules.md#timeline-within-movie), read from `populations.caregivers.timeline`.
///
/// The seeds give the gestures but no rates, so every default here is an assumption, listed in
/// docs/scenarios.md and settable:
/// - a later open of the session that is not a re-open moves along the timeline of the movie on
///   screen (`moveShare`), else the caregiver goes back for a song of another movie;
/// - a move is a drag that snaps to any other song of the movie (`dragShare`), else an arrow tap
///   to the neighbouring song: the next one (`forwardShare`) or the previous one; at either end of
///   the timeline the arrow only points inward;
/// - a movie with a single song has no timeline to move along: the caregiver goes back instead.
package struct TimelineBehaviour: Sendable, Equatable, Encodable {
    /// Chance a later open (not a re-open) is a move along the timeline of the movie on screen.
    package var moveShare = 0.6
    /// Chance a move is a drag to any other song of the movie rather than an arrow tap.
    package var dragShare = 0.25
    /// Chance an arrow tap goes to the next song rather than the previous one.
    package var forwardShare = 0.7

    package init() {}

    /// How a move was made.
    package enum Move: Sendable, Equatable {
        case arrowForward, arrowBack, drag
    }

    /// The song a caregiver on song `song` of the movie whose songs are `movie` (catalog places, in
    /// timeline order) moves to, and how; `nil` when they leave the movie instead. Four draws,
    /// always, so a move decides the same way whatever the movie: leave or move, drag or arrow,
    /// the drag's target, the arrow's direction.
    package func move(from song: Int32, in movie: Range<Int32>, using random: inout Xoshiro256StarStar) -> (song: Int32, move: Move)? {
        let moves = random.bernoulli(moveShare)
        let drags = random.bernoulli(dragShare)
        let other = Int32(random.uniform(below: UInt64(max(movie.count - 1, 1))))
        let forward = random.bernoulli(forwardShare)
        guard moves, movie.count > 1 else { return nil }
        if drags {
            let target = movie.lowerBound + other
            return (target >= song ? target + 1 : target, .drag)
        }
        if song == movie.lowerBound || forward && song + 1 < movie.upperBound { return (song + 1, .arrowForward) }
        return (song - 1, .arrowBack)
    }
}
