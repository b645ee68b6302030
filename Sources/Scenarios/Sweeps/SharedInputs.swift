import Harness


/// One persona's shared inputs for the arms of a sweep: built once per distinct input (the arms
/// of a replication meet the same people, who mostly type the same searches), in arm order.
struct SharedInputs: Sendable {
    /// For each arm, an index into `inputs`; `nil` when the arm does not simulate the persona.
    let arms: [Int?]
    let inputs: [AnySharedInput]

    /// The inputs of `persona` for each arm's scenario (`arms[arm]`): an arm takes the first
    /// input already built that serves it (`PersonaSharedInput.serves`), else builds its own.
    init(_ persona: any Persona.Type, arms: [Scenario]) {
        var inputs: [AnySharedInput] = []
        self.arms = arms.map { scenario -> Int? in
            guard persona.runs(in: scenario) else { return nil }
            if let known = inputs.firstIndex(where: { $0.serves(scenario) }) { return known }
            inputs.append(AnySharedInput(persona, for: scenario))
            return inputs.count - 1
        }
        self.inputs = inputs
    }

    /// The runs of `seed` of the arms `arms` (an arm once per run) are about to start: each input
    /// two or more of them use is told how many (`PersonaSharedInput.expectRuns`), to keep what
    /// they share.
    func expect(seed: UInt64, arms runs: [Int]) {
        var users = [Int](repeating: 0, count: inputs.count)
        for arm in runs { if let input = arms[arm] { users[input] += 1 } }
        for (input, count) in users.enumerated() where count > 1 {
            inputs[input].expectRuns(count, seed: seed)
        }
    }

    /// A run of `seed` and `arm` has finished (`PersonaSharedInput.finishedRun`).
    func finished(seed: UInt64, arm: Int) {
        guard let input = arms[arm] else { return }
        inputs[input].finishedRun(seed: seed)
    }

    /// Runs the persona in `scenario` (a replication of `arm`) on one worker, each run
    /// single-threaded: `nil` when the arm does not simulate it or the sweep was cancelled.
    func run(_ scenario: Scenario, arm: Int, isCancelled: @escaping @Sendable () -> Bool) -> (any PersonaTally)? {
        guard let input = arms[arm] else { return nil }
        return inputs[input].run(scenario, workers: 1, isCancelled: isCancelled)?.tally
    }
}
