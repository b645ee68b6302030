/// One agent re-run alone: its world at the end of the run.
struct PersonaReplay<Owner: Persona> {
    let world: Owner.World

    /// What the agent counted and checked.
    var tally: Owner.Tally { world.tally }
    /// Every event, with local time and zone.
    var trace: [String] { world.trace ?? [] }
}
