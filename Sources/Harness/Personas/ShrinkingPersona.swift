/// A persona whose failing agent `appsim replay --shrink` can cut down to a minimal sequence of
/// calls on the app's state, printed as a test against the Model API.
package protocol ShrinkingPersona: Persona {
    /// Replays agent `index` (named `name`), shrinks what it did to a minimal sequence that still
    /// breaks the same invariant: what to print, and whether it broke one.
    static func shrink(_ scenario: Scenario, agent index: Int, name: String) -> (text: String, violated: Bool)
}
