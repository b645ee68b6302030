import Harness

/// The version of AppSim that wrote a file, recorded in every report manifest, baseline and sweep
/// shard so that a file can say what produced it.
package enum AppSimVersion {
    /// Semantic version; the minor number follows the wave of issues it shipped with.
    package static let current = "0.12.0"
}
