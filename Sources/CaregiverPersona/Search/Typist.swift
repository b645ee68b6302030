import Harness
import Model
import Sim
import Time

/// How a caregiver types a search: one keystroke per character, with human timing.
///
/// Gaps between keystrokes are lognormal around `meanKeystrokeMilliseconds` (people type in bursts),
/// and now and then a pause to think or look up (`pauseProbability`, exponential with mean
/// `meanPauseMilliseconds`). Whatever pauses outlast the debounce issue a query mid-typing.
package struct Typist: Sendable, Equatable, Encodable {
    package var meanKeystrokeMilliseconds = 330.0
    package var pauseProbability = 0.08
    package var meanPauseMilliseconds = 700.0

    package init() {}

    /// Gaps are lognormal with this sigma, and `mu` such that their mean is the typist's:
    /// exp(mu + sigma²/2) = mean.
    package static let sigma = 0.35
    package var mu: Double { DeterministicMath.log(meanKeystrokeMilliseconds) - Self.sigma * Self.sigma / 2 }

    /// The gap before the next keystroke, in whole milliseconds (at least 1).
    package func gap<G: RandomNumberGenerator>(mu: Double, using random: inout G) -> Int64 {
        var gap = random.lognormal(mu: mu, sigma: Self.sigma)
        if random.bernoulli(pauseProbability) { gap += random.exponential(mean: meanPauseMilliseconds) }
        return Int64(gap.rounded(.toNearestOrEven)) + 1
    }

    /// The keystrokes that type `text` from `start`: after each, the text typed so far.
    package func keystrokes<G: RandomNumberGenerator>(typing text: String, from start: Instant,
                                                     using random: inout G) -> [(at: Instant, text: String)] {
        var at = start
        var typed = ""
        var strokes: [(at: Instant, text: String)] = []
        let mu = mu
        for character in text {
            if !strokes.isEmpty { at = at.advanced(byMilliseconds: gap(mu: mu, using: &random)) }
            typed.append(character)
            strokes.append((at, typed))
        }
        return strokes
    }

    /// Typing `count` characters from the first keystroke, with a search debounce of
    /// `debounceMilliseconds`: the same draws as `keystrokes(typing:from:using:)`, without the texts.
    package func typing<G: RandomNumberGenerator>(characters count: Int, debounceMilliseconds: Int64,
                                                 using random: inout G) -> Typing {
        var typing = Typing(queries: count > 0 ? 1 : 0, milliseconds: 0)
        let mu = mu
        for _ in 1..<max(count, 1) {
            let gap = gap(mu: mu, using: &random)
            if gap > debounceMilliseconds { typing.queries += 1 }
            typing.milliseconds += gap
        }
        return typing
    }

    /// What typing a phrase comes to.
    package struct Typing: Equatable, Sendable {
        /// Queries the debounce lets through: one per pause longer than the debounce, and the
        /// whole text after the last keystroke (`SearchDebounce`).
        package var queries: Int
        /// From the first keystroke to the last.
        package var milliseconds: Int64
    }
}
