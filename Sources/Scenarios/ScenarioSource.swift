import Foundation
import Harness

/// Where a command's scenario comes from: a file, or the compiled-in default.
package enum ScenarioSource {
    /// Loads `path`; with no path, `scenarios/default.json5` if it exists here, else the
    /// compiled-in copy of it. Returns the scenario, the path to name in reports, and the text it
    /// was read from (a run shard keeps it, so a merge on another machine reads the same scenario).
    package static func load(path: String?, overrides: [String]) throws(ScenarioError) -> (scenario: Scenario, path: String, text: String) {
        let (named, text) = try source(path: path)
        return (try ScenarioFile.parse(text, file: named, overrides: overrides), named, text)
    }

    /// `load` with the default values of `template` below the scenario file
    /// (docs/rules.md#remote-config-template): also what the template gave, whose `assignments`
    /// come before `overrides` wherever the scenario is read again. An error a template value
    /// caused names the template.
    package static func load(path: String?, overrides: [String], template: RemoteConfigTemplate)
        throws(ScenarioError) -> (scenario: Scenario, path: String, text: String, remoteConfig: RemoteConfigImport) {
        let (named, text) = try source(path: path)
        let root = try ScenarioFile.parsed(text, file: named)
        let remoteConfig = try RemoteConfigImport(template, scenario: root, overrides: overrides)
        do {
            return (try ScenarioFile.resolve(root, file: named, overrides: remoteConfig.assignments + overrides), named, text, remoteConfig)
        } catch {
            throw remoteConfig.blamed(error)
        }
    }

    /// The path to name and the text: `path`'s; with none, `scenarios/default.json5` if it
    /// exists here, else the compiled-in copy of it.
    private static func source(path: String?) throws(ScenarioError) -> (path: String, text: String) {
        let named = path ?? DefaultScenario.path
        let text = path != nil || FileManager.default.fileExists(atPath: DefaultScenario.path)
            ? try ScenarioFile.text(path: named) : DefaultScenario.text
        return (named, text)
    }
}
