import Harness


/// One persona's shared inputs for the arms of a sweep: built once per distinct input (the arms
/// of a replication meet the same people, who mostly type the same searches), in arm order.
struct SharedInputs: Sendable {
    let persona: any Persona.Type
    /// For each arm, an index into `inputs`; `nil` when the arm does not simulate the persona.
    let arms: [Int?]
    let inputs: [any Sendable]

    /// The inputs of `persona` for each arm's scenario (`arms[arm]`).
    init(_ persona: any Persona.Type, arms: [Scenario]) {
        (self.arms, inputs) = Self.build(persona, arms)
        self.persona = persona
    }

    static func build<P: Persona>(_ persona: P.Type, _ arms: [Scenario]) -> ([Int?], [any Sendable]) {
        var inputs: [P.SharedInput] = []
        let positions = arms.map { scenario -> Int? in
            guard P.runs(in: scenario) else { return nil }
            if let known = inputs.firstIndex(where: { P.canShare($0, with: scenario) }) { return known }
            inputs.append(P.sharedInput(for: scenario))
            return inputs.count - 1
        }
        return (positions, inputs)
    }

    /// The runs of `seed` of the arms `arms` (an arm once per run) are about to start: each input
    /// two or more of them use is told how many (`Persona.expectRuns`), to keep what they share.
    func expect(seed: UInt64, arms runs: [Int]) {
        var users = [Int](repeating: 0, count: inputs.count)
        for arm in runs { if let input = arms[arm] { users[input] += 1 } }
        for (input, count) in users.enumerated() where count > 1 {
            persona.expectRuns(count, seed: seed, erasedShared: inputs[input])
        }
    }

    /// A run of `seed` and `arm` has finished (`Persona.finishedRun`).
    func finished(seed: UInt64, arm: Int) {
        guard let input = arms[arm] else { return }
        persona.finishedRun(seed: seed, erasedShared: inputs[input])
    }

    /// Runs the persona in `scenario` (a replication of `arm`) on one worker, each run
    /// single-threaded: `nil` when the arm does not simulate it or the sweep was cancelled.
    func run(_ scenario: Scenario, arm: Int, isCancelled: @escaping @Sendable () -> Bool) -> (any PersonaTally)? {
        guard let input = arms[arm] else { return nil }
        return persona.run(scenario, workers: 1, erasedShared: inputs[input], isCancelled: isCancelled)
    }
}
