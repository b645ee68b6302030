import Model
import Sim

/// How a caregiver types a search: one keystroke per character, with human timing.
///
/// Gaps between keystrokes are lognormal around `meanKeystrokeMilliseconds` (people type in bursts),
/// and now and then a pause to think or look up (`pauseProbability`, exponential with mean
/// `meanPauseMilliseconds`). Whatever pauses outlast the debounce issue a query mid-typing.
public struct Typist: Sendable, Equatable {
    public var meanKeystrokeMilliseconds = 180.0
    public var pauseProbability = 0.08
    public var meanPauseMilliseconds = 700.0

    public init() {}

    /// The keystrokes that type `text` from `start`: after each, the text typed so far.
    public func keystrokes<G: RandomNumberGenerator>(typing text: String, from start: Instant,
                                                     using random: inout G) -> [(at: Instant, text: String)] {
        var at = start
        var typed = ""
        var strokes: [(at: Instant, text: String)] = []
        // A lognormal with this mean: exp(mu + sigma²/2) = mean, sigma 0.35.
        let sigma = 0.35
        let mu = DeterministicMath.log(meanKeystrokeMilliseconds) - sigma * sigma / 2
        for character in text {
            if !strokes.isEmpty {
                var gap = random.lognormal(mu: mu, sigma: sigma)
                if random.bernoulli(pauseProbability) { gap += random.exponential(mean: meanPauseMilliseconds) }
                at = at.advanced(byMilliseconds: Int64(gap.rounded(.toNearestOrEven)) + 1)
            }
            typed.append(character)
            strokes.append((at, typed))
        }
        return strokes
    }
}
