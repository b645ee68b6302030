import Harness
import Model

/// The watchers' shared input: the synthetic catalog every partition of a run picks from.
extension TitleCatalog: PersonaSharedInput {
    /// The synthetic catalog of the scenario's size.
    package init(scenario: Scenario) {
        self.init(SyntheticTitles.generate(count: scenario.watchers.catalogTitles))
    }

    /// A catalog of the same size is the same catalog (it depends on nothing else).
    package func serves(_ scenario: Scenario) -> Bool {
        titles.count == scenario.watchers.catalogTitles
    }
}
