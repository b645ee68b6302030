/// One misspelling of a phrase, described by numbers alone, so a search outcome can be remembered
/// by them without building the typed text: which typo, at which character, which variant
/// (the substitute key, or the sound-alike rule).
package struct Misspelling: Hashable, Sendable {
    package var typo: Typo
    package var position: Int
    package var variant: Int

    /// Typed as written.
    package static let none = Misspelling(typo: .none, position: 0, variant: 0)
}
