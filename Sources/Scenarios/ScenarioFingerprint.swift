import Foundation
import Harness

extension Scenario {
    /// A hash of the resolved scenario: every value after the file was read, defaults filled in
    /// and `--set` overrides applied, catalog folders by their content.
    ///
    /// Two scenarios that would run identically have the same fingerprint however they were
    /// written (comments, key order, defaults spelled out or left out); any change to a value
    /// changes it. Report manifests and sweep shards record it, so `appsim merge` can refuse
    /// shards run from different scenario contents. It is the FNV-1a hash of the scenario encoded
    /// as JSON with sorted keys, as 16 hex digits.
    package var fingerprint: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(self) else { preconditionFailure("a Scenario always encodes") }
        return Fingerprint.of(bytes: data)
    }
}
