import Foundation
import Harness

/// Where a command's scenario comes from: a file, or the compiled-in default.
package enum ScenarioSource {
    /// Loads `path`; with no path, `scenarios/default.json5` if it exists here, else the
    /// compiled-in copy of it. Returns the scenario and the path to name in reports.
    package static func load(path: String?, overrides: [String]) throws(ScenarioError) -> (scenario: Scenario, path: String) {
        if let path {
            return (try ScenarioFile.load(path: path, overrides: overrides), path)
        }
        if FileManager.default.fileExists(atPath: DefaultScenario.path) {
            return (try ScenarioFile.load(path: DefaultScenario.path, overrides: overrides), DefaultScenario.path)
        }
        return (try ScenarioFile.parse(DefaultScenario.text, file: DefaultScenario.path, overrides: overrides), DefaultScenario.path)
    }
}
