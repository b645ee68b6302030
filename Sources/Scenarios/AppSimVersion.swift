/// The version of AppSim that wrote a file, recorded in every report manifest, baseline and sweep
/// shard so that a file can say what produced it.
public enum AppSimVersion {
    /// Semantic version; the minor number follows the wave of issues it shipped with.
    public static let current = "0.12.0"
}
