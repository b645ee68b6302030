import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import TestSupport
import Testing

/// A persona's top-level keys (`PersonaSettings`): read by the persona, encoded where the file has
/// them (docs/rules.md#persona-settings).
@Suite("Persona settings")
struct PersonaSettingsTests {
    @Test("the committed regression baseline's fingerprint is the scenario's: each persona's settings encode at the top level, under the file's keys")
    func fingerprintKnownAnswer() throws {
        let scenario = try ScenarioFile.load(path: Fixtures.root.appendingPathComponent("scenarios/regression.json5").path)
        let baseline = try Baseline.load(directory: Fixtures.root.appendingPathComponent("reports/baselines/regression").path)
        #expect(ScenarioPin.fingerprint(of: scenario) == baseline.pin.resolved?.fingerprint)
        #expect(baseline.pin.resolved?.fingerprint == "8036a474600590bf")
    }

    @Test("a persona's settings are the scenario's: another remote config, rollout, arm, probe or revenue is another fingerprint")
    func settingsArePinned() throws {
        let base = try Fixtures.smallScenario()
        var changed = base
        changed.remoteConfig.baseQuota += 1
        #expect(changed != base && changed.fingerprint != base.fingerprint)
        changed = base
        changed.revenue.adEcpmUSD += 1
        #expect(changed != base && changed.fingerprint != base.fingerprint)
        changed = base
        changed.requiredProbes = []
        #expect(base.requiredProbes.isEmpty || (changed != base && changed.fingerprint != base.fingerprint))
    }

    @Test("the scenario reader knows every registered persona's top-level keys, and a bare shorthand names its setting")
    func keysAndShorthands() throws {
        for persona in Personas.all {
            #expect(persona.settingsKeys.allSatisfy(ScenarioFile.topLevelKeys.contains), "\(persona.plural)")
        }
        #expect(MelodyMapSettings.keys == ["remoteConfig", "rollouts", "arms", "probes", "revenue"])
        #expect(SweepPlan.setting(ofKey: "baseQuota") == "remoteConfig.baseQuota")
        #expect(SweepPlan.setting(ofKey: "populations.caregivers.count") == "populations.caregivers.count")
        #expect(SweepPlan.setting(ofKey: "days") == "days")
        let scenario = try Fixtures.smallScenario(["baseQuota=7"])
        #expect(scenario.remoteConfig.baseQuota == 7)
        #expect(throws: ScenarioError.self) { try Fixtures.smallScenario(["baseQuotaa=7"]) }
    }
}
