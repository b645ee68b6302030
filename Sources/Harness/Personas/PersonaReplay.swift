/// One agent re-run alone: its world at the end of the run.
package struct PersonaReplay<Owner: Persona> {
    package let world: Owner.World

    /// What the agent counted and checked.
    package var tally: Owner.Tally { world.tally }
    /// Every event, with local time and zone.
    package var trace: [String] { world.trace ?? [] }
}
