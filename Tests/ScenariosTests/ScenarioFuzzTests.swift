import CaregiverPersona
import Foundation
import Harness
import JournalerPersona
import ListenerPersona
import Model
@testable import Scenarios
import Sim
import TestSupport
import Testing
import WatcherPersona

/// Mutated scenarios and catalogs either fail validation with a message a person can act on, or
/// run: never a trap.
///
/// Every mutant is drawn from (seed, mutant number) alone. `swift test` runs 120 mutants, the
/// long set (`LongTests`) 240; `APPSIM_FUZZ_MUTANTS=20000 swift test -c release --filter
/// ScenarioFuzz` runs a long one, and `APPSIM_FUZZ_SEED` and `APPSIM_FUZZ_FIRST` choose the seed
/// and the first mutant. A trap stops the test process, which is how it fails; the mutant being
/// tried is always in `$TMPDIR/appsim-fuzz-<seed>/mutant.json5` (its seed and number in
/// `mutant.txt`).
@Suite("Scenario fuzzing")
struct ScenarioFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let mutants = environment["APPSIM_FUZZ_MUTANTS"].flatMap(Int.init) ?? LongTests.size(quick: 120, long: 240)
    static let seed = environment["APPSIM_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123
    static let first = environment["APPSIM_FUZZ_FIRST"].flatMap(Int.init) ?? 0

    /// The shipped scenarios, and a small catalog folder's two files.
    static let scenarios: [(name: String, text: String)] = {
        let folder = Fixtures.root.appendingPathComponent("scenarios")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json5") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }()
    static let catalogFiles = SearchConsole.files(SyntheticCatalog.generate(songs: 12))

    /// A tiny scenario searching the catalog folder `catalog` beside it.
    static let catalogScenario = """
    { name: "fuzz-catalog", seed: 3, start: "2025-03-29T00:00:00Z", days: 2,
      populations: { caregivers: { count: 3, catalog: "catalog", sessionsPerDay: 4, search: { typoRate: 0.5, typed: { title: 1, movie: 1, singer: 1 } } } } }
    """

    @Test("mutated scenarios and catalogs fail validation naming the file, or run without trapping")
    func mutants() throws {
        #expect(Self.scenarios.count >= 6, "the shipped scenarios are found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appsim-fuzz-\(Self.seed)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("catalog"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mutant.json5").path
        var refused = 0, ran = 0
        for mutant in Self.first..<(Self.first + Self.mutants) {
            var mutator = ScenarioMutator(seed: Self.seed, mutant: mutant)
            let label = "seed \(Self.seed), mutant \(mutant)"
            var overrides: [String] = []
            let described: String
            if mutator.draw(4) == 0 {
                let target = mutator.draw(Self.catalogFiles.count)
                for (index, catalogFile) in Self.catalogFiles.enumerated() {
                    let bytes = index == target ? mutator.mutate(catalogFile.contents).bytes : Array(catalogFile.contents.utf8)
                    try Data(bytes).write(to: folder.appendingPathComponent("catalog/\(catalogFile.name)"))
                }
                try Data(Self.catalogScenario.utf8).write(to: URL(fileURLWithPath: file))
                described = "catalog/\(Self.catalogFiles[target].name) mutated"
            } else {
                let (name, text) = mutator.pick(Self.scenarios)
                if mutator.draw(5) == 0, let assignment = mutator.override(for: text) {
                    overrides = [assignment]
                    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
                    described = "\(name) with --set \(assignment)"
                } else {
                    let mutated = mutator.mutate(text)
                    try Data(mutated.bytes).write(to: URL(fileURLWithPath: file))
                    described = "\(name) mutated by \(mutated.mutations)"
                }
            }
            try Data("\(label): \(described)\n".utf8).write(to: folder.appendingPathComponent("mutant.txt"))
            let scenario: Scenario
            do {
                scenario = try ScenarioFile.load(path: file, overrides: overrides)
            } catch {
                refused += 1
                check(error, file: file, overrides: overrides, label: "\(label) (\(described))")
                continue
            }
            ran += 1
            try run(Self.tiny(scenario), file: file, overrides: overrides, label: "\(label) (\(described))")
        }
        #expect(refused + ran == Self.mutants)
        #expect(ran * 6 >= Self.mutants, "at least a sixth of the mutants are valid and run (\(ran) of \(Self.mutants))")
    }

    /// A refusal names the file (or the `--set`) and says something, on one line with no control characters.
    func check(_ error: ScenarioError, file: String, overrides: [String], label: String) {
        let named = error.file == file || (error.file.hasPrefix("--set ") && !overrides.isEmpty)
        #expect(named && !error.message.isEmpty, "\(label): \(error)")
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(label): \(error)")
    }

    /// Runs the shrunk scenario and writes its report in memory; a sweep's arms are prepared too.
    func run(_ scenario: Scenario, file: String, overrides: [String], label: String) throws {
        let outcome = try #require(ScenarioRun.run(scenario, scenarioPath: file, overrides: overrides, workers: 1), "\(label)")
        #expect(!RunReport(outcome).files.isEmpty, "\(label)")
        guard var plan = scenario.sweep else { return }
        plan.replications = 1
        do {
            _ = try SweepRun.prepare(path: file, overrides: overrides, plan: plan, independent: false)
        } catch {
            check(error, file: file, overrides: overrides, label: label)
        }
    }

    /// `scenario` on a tiny population: at most 3 of each persona for at most 3 days, small catalogs.
    static func tiny(_ scenario: Scenario) -> Scenario {
        var s = scenario
        s.days = min(s.days, 3)
        s.rollouts = s.rollouts.filter { $0.day < s.days }
        s.caregivers.count = min(s.caregivers.count, 3)
        if case .synthetic(let songs) = s.caregivers.catalog { s.caregivers.catalog = .synthetic(songs: min(songs, 40)) }
        s.watchers.count = min(s.watchers.count, 3)
        s.watchers.catalogTitles = min(s.watchers.catalogTitles, 300)
        s.journalers.count = min(s.journalers.count, 3)
        s.listeners.count = min(s.listeners.count, 3)
        s.listeners.librarySongs = min(s.listeners.librarySongs, 40)
        return s
    }
}
