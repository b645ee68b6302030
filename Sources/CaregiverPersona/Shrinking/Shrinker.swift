import Harness
import Model
import Time

/// Cuts a failing caregiver's recorded actions down to a minimal sequence that still breaks the
/// same invariant, and writes it as a ready-to-paste Swift Testing test against the Model API.
///
/// Delta debugging runs twice: over whole local days first (cheap, large cuts), then over the
/// single actions left. `configure` and `relaunch` actions are shrunk like any other.
package enum Shrinker {
    package struct Result: Sendable {
        package var original: Int
        package var actions: [QuotaAction]
        package var failure: QuotaActionReplay.Failure
    }

    /// The minimal failing sequence, or `nil` when `actions` break no invariant.
    package static func shrink<Model: QuotaModel>(_ actions: [QuotaAction], model: Model.Type) -> Result? {
        guard let failure = QuotaActionReplay.firstFailure(actions, model: model) else { return nil }
        let target = failure.invariant
        func fails(_ candidate: [QuotaAction]) -> Bool {
            QuotaActionReplay.firstFailure(candidate, model: model)?.invariant == target
        }
        var zones: [String: Zone] = [:]
        var days: [[QuotaAction]] = []
        var lastDay: Int64?
        for action in actions.prefix(failure.index + 1) {
            let day = action.day(zones: &zones) ?? lastDay
            if days.isEmpty || day != lastDay { days.append([]) }
            days[days.count - 1].append(action)
            lastDay = day
        }
        let byDay = minimizeFailing(days) { fails($0.flatMap { $0 }) }.flatMap { $0 }
        let minimal = minimizeFailing(byDay, fails: fails)
        return Result(original: actions.count, actions: minimal, failure: QuotaActionReplay.firstFailure(minimal, model: model)!)
    }

    /// The minimal sequence as a Swift Testing test against `UsageTracker`.
    package static func swiftTest(_ result: Result, agent: String, seed: UInt64) -> String {
        let function = agent.replacingOccurrences(of: "#", with: "") + Self.functionSuffix(result.failure.invariant)
        var lines = [
            "import Foundation",
            "import Testing",
            "import Model",
            "",
            "/// Shrunk by `appsim replay --shrink` from \(result.original) recorded actions of \(agent) (seed \(seed)).",
            "@Test(\"\(agent), seed \(seed): \(result.failure.invariant.name) — \(result.actions.count) actions\")",
            "func \(function)() throws {",
            "    var tracker = UsageTracker<Int32>()",
            result.actions.contains { if case .configure(let config) = $0 { config != RemoteConfig() } else { false } }
                ? "    var config = RemoteConfig()" : "    let config = RemoteConfig()",
        ]
        var declaredZones: [String] = []
        for action in result.actions {
            switch action {
            case .open(_, _, let zone, _), .completeAd(_, let zone), .abortAd(_, let zone):
                if !declaredZones.contains(zone) {
                    lines.append("    let zone\(declaredZones.count) = try Zone(identifier: \"\(zone)\")")
                    declaredZones.append(zone)
                }
            case .relaunch, .configure: break
            }
        }
        for (index, action) in result.actions.enumerated() {
            let last = index == result.actions.count - 1
            lines += render(action, first: index == 0, last: last, zones: declaredZones, invariant: result.failure.invariant)
        }
        lines.append(contentsOf: expectation(result.failure.invariant, action: result.actions.last!))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `viewsWithinAllowance` → `ViewsWithinAllowance`.
    package static func functionSuffix(_ invariant: CaregiverInvariant) -> String {
        let name = String(describing: invariant)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    package static func instant(_ at: Instant) -> String {
        "Instant(millisecondsSinceEpoch: \(at.millisecondsSinceEpoch)) /* \(at) */"
    }

    package static func render(_ action: QuotaAction, first: Bool, last: Bool, zones: [String], invariant: CaregiverInvariant) -> [String] {
        func zone(_ identifier: String) -> String { "zone\(zones.firstIndex(of: identifier)!)" }
        let before = last && invariant == .noResetOnBackwardDate
            ? ["    let before = (day: tracker.quotaDay, views: tracker.viewsUsed, ads: tracker.adsCompleted)"] : []
        switch action {
        case .configure(let config):
            let defaults = RemoteConfig()
            if first && config == defaults { return [] }
            return ["    config = RemoteConfig()"] + RemoteConfig.Key.allCases.filter { config[$0] != defaults[$0] }.map {
                "    try config.set(.\($0.rawValue), to: \(ReportNumber.format(config[$0])))"
            }
        case .relaunch:
            return ["    tracker = try JSONDecoder().decode(UsageTracker<Int32>.self, from: JSONEncoder().encode(tracker))"]
        case .open(let song, let at, let identifier, let unlimited):
            let call = "tracker.open(\(song), at: \(instant(at)), in: \(zone(identifier)), config\(unlimited ? ", isUnlimited: true" : ""))"
            let usesOutcome = last && (invariant == .noAdInsideCooldown || invariant == .freeRewatchOnlyInsideWindow)
            return before + [usesOutcome ? "    let outcome = \(call)" : "    _ = \(call)"]
        case .completeAd(let at, let identifier):
            return before + ["    _ = tracker.completeAd(at: \(instant(at)), in: \(zone(identifier)), config)"]
        case .abortAd(let at, let identifier):
            return before + ["    tracker.abortAd(at: \(instant(at)), in: \(zone(identifier)))"]
        }
    }

    /// The invariant, stated on the Model API after the last action.
    package static func expectation(_ invariant: CaregiverInvariant, action: QuotaAction) -> [String] {
        switch invariant {
        case .viewsWithinAllowance:
            return ["    #expect(tracker.viewsUsed <= tracker.allowance(config) && tracker.allowance(config) <= config.dailyViewCap)"]
        case .adsWithinLimit:
            return ["    #expect(tracker.adsCompleted <= config.adDailyLimit)"]
        case .exactPhraseListsSong:
            return ["    // Search is not quota state: replay the caregiver with --trace to see the search."]
        case .noAdInsideCooldown:
            return ["    // An ad was on offer less than adCooldownSeconds after an aborted one.",
                    "    #expect(outcome != .quotaSheet(.available))"]
        case .freeRewatchOnlyInsideWindow:
            return ["    // The song re-opened free outside [charged, charged + rewatchWindowMinutes).",
                    "    if case .freeRewatch = outcome { Issue.record(\"free re-watch outside the window\") }"]
        case .noResetOnBackwardDate:
            let at: Instant
            let zone: String
            switch action {
            case .open(_, let a, let z, _), .completeAd(let a, let z), .abortAd(let a, let z): (at, zone) = (a, z)
            case .relaunch, .configure: return ["    #expect(Bool(false), \"the quota day moved without a device date to move to\")"]
            }
            return ["    let deviceDay = try Zone(identifier: \"\(zone)\").localDate(at: \(instant(at)))",
                    "    if tracker.quotaDay == before.day {",
                    "        #expect(tracker.viewsUsed >= before.views && tracker.adsCompleted >= before.ads)",
                    "    } else {",
                    "        #expect(tracker.quotaDay == deviceDay && (before.day.map { deviceDay > $0 } ?? true))",
                    "    }"]
        case .persistedStateRoundTrips:
            return ["    #expect(try JSONDecoder().decode(UsageTracker<Int32>.self, from: JSONEncoder().encode(tracker)) == tracker)"]
        }
    }
}
