import Harness
import Scenarios

/// `appsim sweep … --remote-config FILE --export-remote-config OUT [--rollout-percent N]`: the
/// template with the decision's choice, written once the sweep's report is
/// (docs/rules.md#remote-config-export).
struct RemoteConfigExportOption {
    /// The help lines of the two options.
    static let help = """
      --export-remote-config OUT
                         with --remote-config: write the template with the decision's chosen
                         values as new default values (OUT: a new or empty file, or one AppSim
                         exported); refused when the decision chooses no arm
      --rollout-percent N
                         with --export-remote-config: give the chosen values to N% of app
                         instances (1 to 99) under a new percent condition instead
    """

    /// The file to write, as named.
    var path: String
    var rolloutPercent: Int?

    /// Removes and returns the options, refusing them where they cannot apply: without a template
    /// to start from, or in a shard, which holds part of the sweep.
    static func parse(_ arguments: inout Arguments, remoteConfig: String?, shard: Shard?) throws(UsageError) -> RemoteConfigExportOption? {
        let path = try arguments.value("--export-remote-config")
        let percent = try arguments.integer("--rollout-percent", in: RolloutCondition.percents)
        guard let path else {
            guard percent == nil else { throw UsageError("--rollout-percent needs --export-remote-config OUT") }
            return nil
        }
        guard remoteConfig != nil else {
            throw UsageError("--export-remote-config writes a template it has read: add --remote-config FILE (firebase remoteconfig:get -o FILE)")
        }
        guard shard == nil else {
            throw UsageError("--export-remote-config needs the whole sweep's decision, and a shard holds part of it: run the sweep unsharded")
        }
        return RemoteConfigExportOption(path: path, rolloutPercent: percent)
    }

    /// Claims the file before the run: a new or empty file, or a template AppSim exported.
    func claim() throws(OutputError) -> ReportFile {
        try ReportFile.claim(path, option: "--export-remote-config",
                             unlike: "it is not a template exactly as AppSim writes one, keys sorted with two-space indent",
                             isAppSims: RemoteConfigExport.isAppSims)
    }

    /// Writes the export of `result` to `file` after the sweep ended with `status`: the status to
    /// end with — the sweep's, or 2 when the export was refused, 3 when it could not be written.
    func write(_ result: SweepResult, template: RemoteConfigTemplate, to file: ReportFile, after status: ExitCode) -> ExitCode {
        let export: RemoteConfigExport
        do {
            export = try RemoteConfigExport(result, template: template, rolloutPercent: rolloutPercent)
        } catch {
            Console.failure("appsim: --export-remote-config: \(PrintableText.terminal(path)) not written: \(PrintableText.terminal(error.description))\n")
            return status == .success ? .badInput : status
        }
        do {
            try file.write(export.text)
        } catch {
            return Output.fail(error)
        }
        Console.out("wrote \(PrintableText.terminal(path)): \(export.summary)\n")
        return status
    }
}
