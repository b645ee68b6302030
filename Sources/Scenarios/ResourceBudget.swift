import Foundation
import Harness
import Model

/// What a run may use on this machine: its memory, and the hours a person is willing to wait.
///
/// docs/rules.md#cost-estimate: cost is known before the run, and a run that cannot fit
/// this machine is refused with the way out. Decided here: a run whose estimated peak memory
/// (`ResourceEstimate`) exceeds 90 % of the memory this process may use — the machine's, or a
/// container's limit (cgroup `memory.max`) when lower — is refused (the estimate is calibrated
/// never to be under a run's peak, and at most 1.5× over it: `benchmarks/estimate/`); so is a run estimated to take longer than `hours` (24 by
/// default, `--max-hours`), which at that size is almost always a typo in a count, not a plan.
package struct ResourceBudget: Sendable, Equatable {
    /// Memory this process may use, in bytes.
    package var bytes: Double
    /// The longest wall time accepted, in seconds.
    package var seconds: Double

    package init(bytes: Double, seconds: Double) {
        self.bytes = bytes
        self.seconds = seconds
    }

    /// The share of the memory limit an estimate may reach.
    static let memoryShare = 0.9

    /// This machine's memory and `hours` of wall time.
    package static func thisMachine(hours: Double) -> ResourceBudget {
        var memory = Double(ProcessInfo.processInfo.physicalMemory)
        for path in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            if let text = try? InputFile.text(path), let limit = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), limit > 0 {
                memory = min(memory, limit)
            }
        }
        return ResourceBudget(bytes: memory, seconds: hours * 3_600)
    }

    /// What `--shard i/n` can split across machines, for the ways out a refusal names.
    package enum Splittable: Sendable {
        /// Nothing (`check`).
        case nothing
        /// A run (`run`, and `validate` of one): its partitions, which saves time, not memory —
        /// each machine still holds a partition per worker.
        case run
        /// A sweep: its runs, which saves both.
        case sweep
    }

    /// Why `estimate` does not fit, with the ways out, or `nil` when it fits.
    ///
    /// - Parameter splitting: what `--shard` would split across machines.
    package func refusal(_ estimate: ResourceEstimate, splitting: Splittable = .nothing) -> String? {
        let split = switch splitting {
        case .nothing: ""
        case .run: ", or split the run across machines with --shard i/n"
        case .sweep: ", or split the sweep across machines with --shard i/n"
        }
        if estimate.bytes > bytes * Self.memoryShare {
            return "this would need \(estimate.description) (estimated before the run), more than the "
                + "\(ResourceEstimate.memoryText(bytes)) of memory this machine has: run fewer agents or days, smaller libraries or catalogs, "
                + "or fewer --workers (each holds a partition: \(Personas.partitionSizes))\(splitting == .sweep ? split : "")"
        }
        if estimate.seconds > seconds {
            return "this would take \(estimate.description) (estimated before the run), longer than the "
                + "\(ResourceEstimate.timeText(seconds)) allowed: run fewer agents or days\(split), "
                + "or allow it with --max-hours \(Int((estimate.seconds / 3_600).rounded(.up)))"
        }
        return nil
    }
}
