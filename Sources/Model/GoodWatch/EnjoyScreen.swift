/// The Enjoy screen after Watch Now (docs/rules.md#enjoy-screen): "Pick another" (gold CTA) or
/// "Done for tonight" (text link); with no tap it returns to Landing after 5 seconds.
///
/// Decided here (the seed gives no finer rule): a tap counts if it lands strictly before the
/// 5 seconds are up; at 5.000 s the screen has already gone back to Landing.
public enum EnjoyScreen {
    /// "Returns to Landing after 5 seconds if no tap".
    public static let autoDismissMilliseconds: Int64 = 5_000

    /// What the user taps.
    public enum Tap: Sendable {
        case pickAnother, doneForTonight
    }

    /// What the screen does.
    public enum Outcome: Equatable, Sendable {
        /// Another pick for tonight, same choices.
        case pickAnother
        /// Back to Landing by the tap.
        case doneForTonight
        /// Back to Landing after `autoDismissMilliseconds` with no tap in time.
        case autoDismissed
    }

    /// The outcome of `tap` made `milliseconds` after the screen showed (`nil`: no tap).
    public static func outcome(of tap: Tap?, after milliseconds: Int64) -> Outcome {
        guard let tap, milliseconds < autoDismissMilliseconds else { return .autoDismissed }
        switch tap {
        case .pickAnother: return .pickAnother
        case .doneForTonight: return .doneForTonight
        }
    }
}
