import Foundation
import Harness

/// Where a command's scenario comes from: a file, or the compiled-in default.
package enum ScenarioSource {
    /// Loads `path`; with no path, `scenarios/default.json5` if it exists here, else the
    /// compiled-in copy of it. Returns the scenario, the path to name in reports, and the text it
    /// was read from (a run shard keeps it, so a merge on another machine reads the same scenario).
    package static func load(path: String?, overrides: [String]) throws(ScenarioError) -> (scenario: Scenario, path: String, text: String) {
        let named = path ?? DefaultScenario.path
        let text = path != nil || FileManager.default.fileExists(atPath: DefaultScenario.path)
            ? try ScenarioFile.text(path: named) : DefaultScenario.text
        return (try ScenarioFile.parse(text, file: named, overrides: overrides), named, text)
    }
}
