import Harness
import Model
import Time

/// Reads scenario files (JSON5) strictly into a `Scenario`.
///
/// Every key is known, every value has its type and range checked, and the first problem stops
/// the load with a `ScenarioError` naming the file, position, key path and expectation
/// (the CLI exits 2). Command-line `--set key=value` overrides are applied to the parsed file
/// first, so they are checked by exactly the same rules; their errors name `--set`.
package enum ScenarioFile {
    /// Top-level keys, in the order the README documents them.
    static let topLevelKeys = ["name", "description", "seed", "start", "days", "remoteConfig", "rollouts", "arms", "populations", "probes", "tolerances", "sweep", "decision", "revenue"]

    /// Loads and validates the scenario at `path`, applying `overrides` (`key=value`).
    package static func load(path: String, overrides: [String] = []) throws(ScenarioError) -> Scenario {
        try parse(try text(path: path), file: path, overrides: overrides)
    }

    /// The text of the scenario file at `path`, with errors naming it.
    package static func text(path: String) throws(ScenarioError) -> String {
        do {
            return try InputFile.text(path)
        } catch {
            throw ScenarioError(file: path, line: error.line, column: error.column, path: "", message: error.message)
        }
    }

    /// Parses and validates scenario `text`; `file` names it in errors.
    package static func parse(_ text: String, file: String, overrides: [String] = []) throws(ScenarioError) -> Scenario {
        try resolve(try parsed(text, file: file), file: file, overrides: overrides)
    }

    /// The JSON5 tree of scenario `text`, not yet validated; `file` names it in errors.
    package static func parsed(_ text: String, file: String) throws(ScenarioError) -> JSON5Node {
        do {
            return try JSON5Parser.parse(text)
        } catch {
            throw ScenarioError(file: file, line: error.line, column: error.column, path: "", message: error.message)
        }
    }

    /// Validates the parsed scenario `root` with `overrides` applied, the first `applied` of which
    /// `root` already has (a sweep applies its own once, then each arm's: docs/rules.md, "Sweep
    /// grids"). An error caused by an override names it, whichever applied it.
    package static func resolve(_ root: JSON5Node, file: String, overrides: [String], applied: Int = 0) throws(ScenarioError) -> Scenario {
        var root = root
        do {
            for index in overrides.indices.dropFirst(applied) {
                root = try ScenarioOverride.apply(overrides[index], index: index, to: root)
            }
            return try read(root, file: file)
        } catch {
            guard let index = error.overrideIndex, overrides.indices.contains(index) else { throw error }
            throw ScenarioError(file: ScenarioOverride.shown(overrides[index]), path: error.path, message: error.message)
        }
    }

    static func read(_ root: JSON5Node, file: String) throws(ScenarioError) -> Scenario {
        var top = try ObjectReader(root, path: "", file: file)
        let name = try top.string("name")
        guard !name.isEmpty, name.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D || $0 == 0x5F }) else {
            throw top.error(top.value("name")!, "name", "expected a name of letters, digits, - and _ (it names the report folder), got \(TextLimits.shown(name))")
        }
        guard name.utf8.count <= TextLimits.nameLength else {
            throw top.error(top.value("name")!, "name", "expected a name of at most \(TextLimits.nameLength) characters (it names the report folder, "
                            + "which a file system limits to 255 bytes with the staging suffix), got \(name.utf8.count); shorten it")
        }
        _ = try top.string("description", default: "")
        let seed = try top.unsigned("seed")
        let start = try readStart(&top)
        let days = try readDays(&top, start: start)
        var config = RemoteConfig()
        if let node = top.value("remoteConfig") {
            config = try readRemoteConfig(node, path: "remoteConfig", base: config, reader: top)
        }
        let arms = try readArms(&top)
        let rollouts = try readRollouts(&top, days: days, config: config, arms: arms)
        var populations = Populations(Personas.all)
        if var object = try top.object("populations") {
            for persona in Personas.all {
                try readPopulation(persona, from: &object, into: &populations)
            }
            try object.finish(known: Personas.all.map { $0.plural })
        }
        let probes = try readProbes(&top)
        let tolerances = try readTolerances(&top)
        let sweep = try readSweep(&top)
        let decision = try readDecision(&top, sweep: sweep)
        var revenue = RevenueModel()
        if var object = try top.object("revenue") {
            revenue.adEcpmUSD = try object.number("adEcpmUSD", default: revenue.adEcpmUSD, in: 0...10_000)
            try object.finish(known: ["adEcpmUSD"])
        }
        try top.finish(known: topLevelKeys)
        var scenario = Scenario(name: name, seed: seed, start: start, days: days, remoteConfig: config,
                                rollouts: rollouts, arms: arms, populations: populations, requiredProbes: probes, tolerances: tolerances,
                                sweep: sweep, revenue: revenue)
        if let decision {
            try checkKPIs(decision, of: scenario, reader: top)
            scenario.decision = decision.decision
        }
        return scenario
    }

    /// `populations.<plural>` of `persona`, when the file has it.
    static func readPopulation<P: Persona>(_ persona: P.Type, from object: inout ObjectReader,
                                           into populations: inout Populations) throws(ScenarioError) {
        if var reader = try object.object(P.plural) {
            populations[P.self] = try P.readPopulation(&reader)
        }
    }

    /// Reads a remote-config object (`remoteConfig`, or a rollout's `set` with `outer` the
    /// scenario's `remoteConfig`, where values the rollout does not set come from) over `base`.
    /// A cross-key rule broken by a value from an override names the override
    /// (`overrideCaused`), wherever the other value stands.
    static func readRemoteConfig(_ node: JSON5Node, path: String, base: RemoteConfig, reader: ObjectReader,
                                 outer: ObjectReader? = nil) throws(ScenarioError) -> RemoteConfig {
        var object = try ObjectReader(node, path: path, file: reader.file)
        var config = base
        for key in object.keys {
            guard let configKey = RemoteConfig.Key(rawValue: key) else {
                try object.finish(known: RemoteConfig.Key.allCases.map(\.rawValue))
                continue
            }
            let valueNode = object.value(key)!
            let value = configKey.isInteger
                ? Double(try ObjectReader.integer(valueNode, path: object.path(of: key), in: 0...1_000_000_000, reader: object))
                : try ObjectReader.number(valueNode, path: object.path(of: key), in: 0...1_000_000, reader: object)
            do {
                try config.set(configKey, to: value)
            } catch {
                throw object.error(valueNode, object.path(of: key), error.description)
            }
        }
        do {
            try config.validate()
        } catch {
            let key = error.key
            /// Where `name`'s value came from: this object, else the outer `remoteConfig`.
            func origin(_ name: String) -> (name: String, node: JSON5Node?, path: String, value: String) {
                let value = ObjectReader.format(config[RemoteConfig.Key(rawValue: name)!])
                if let outer, !object.has(name), outer.has(name) { return (name, outer.peek(name), outer.path(of: name), value) }
                return (name, object.peek(name), object.path(of: name), value)
            }
            /// The error naming `cause`'s override, `relation` to `victim` (from the file), and the fix.
            func blame(_ cause: (name: String, node: JSON5Node?, path: String, value: String),
                       _ relation: String, _ victim: (name: String, node: JSON5Node?, path: String, value: String), fix: String) -> ScenarioError? {
                let alsoSet = victim.path == "remoteConfig.\(victim.name)" ? ", or --set \(victim.name) too" : ""
                return overrideCaused(by: cause.node, victim: victim.node, file: reader.file,
                                      "\(cause.path) is \(cause.value), \(relation) \(victim.path) \(victim.value) "
                                      + "(\(place(victim.node, file: reader.file))), \(fix)\(alsoSet)")
            }
            if let rule = RemoteConfig.crossKeyRules.first(where: { $0.key.rawValue == key }) {
                let (limited, bound) = (origin(key), origin(rule.bound.rawValue))
                if let caused = blame(bound, "above", limited,
                                      fix: "which must be at least \(bound.name); set \(bound.name) to at most \(limited.value)") {
                    throw caused
                }
                if let caused = blame(limited, "below", bound, fix: "which it must be at least; set \(key) to at least \(bound.value)") {
                    throw caused
                }
            }
            let at = object.has(key) ? object.value(key)! : node
            throw object.error(at, object.path(of: key), "\(error)".replacingOccurrences(of: "\(key): ", with: ""))
        }
        return config
    }

    /// `arms: [{ name: "A", share: 1 }, { name: "B", share: 1 }]`.
    static func readArms(_ top: inout ObjectReader) throws(ScenarioError) -> [ArmShare] {
        guard let elements = try top.array("arms") else { return [] }
        var arms: [ArmShare] = []
        for (index, element) in elements.enumerated() {
            var object = try ObjectReader(element, path: "arms[\(index)]", file: top.file)
            let name = try object.string("name")
            guard !name.isEmpty, !arms.contains(where: { $0.name == name }) else {
                throw object.error(object.value("name")!, object.path(of: "name"), "expected a new, non-empty arm name, got \(TextLimits.shown(name))")
            }
            if let problem = TextLimits.armNameProblem(name) {
                throw object.error(object.value("name")!, object.path(of: "name"), problem)
            }
            let share = try object.number("share", in: 0...1_000_000)
            guard share > 0 else { throw object.error(object.value("share")!, object.path(of: "share"), "expected a positive share, got 0") }
            try object.finish(known: ["name", "share"])
            arms.append(ArmShare(name: name, share: share))
        }
        guard arms.count != 1 else {
            throw top.error(top.value("arms")!, "arms", "expected at least two arms (or none), got 1")
        }
        return arms
    }

    static func readRollouts(_ top: inout ObjectReader, days: Int, config: RemoteConfig, arms: [ArmShare]) throws(ScenarioError) -> [Rollout] {
        guard let elements = try top.array("rollouts") else { return [] }
        guard elements.count < ConfigTimeline.maximumVersions else {
            throw top.error(top.value("rollouts")!, "rollouts",
                            "expected at most \(ConfigTimeline.maximumVersions - 1) rollouts (a device numbers its config versions in a byte), got \(elements.count)")
        }
        var rollouts: [Rollout] = []
        var current = [RemoteConfig](repeating: config, count: max(arms.count, 1))
        let outer = try top.peek("remoteConfig").map { node throws(ScenarioError) in try ObjectReader(node, path: "remoteConfig", file: top.file) }
        for (index, element) in elements.enumerated() {
            var object = try ObjectReader(element, path: "rollouts[\(index)]", file: top.file)
            if let dayNode = object.peek("day"), case .number(let text) = dayNode.kind, let asked = JSON5Number(text)?.integer,
               !asked.negative, asked.magnitude >= UInt64(max(1, days)),
               let error = overrideCaused(by: top.peek("days"), victim: dayNode, file: top.file,
                                          "\(object.path(of: "day")) is \(asked.magnitude), "
                                          + (days > 1 ? "past the last day a \(days)-day run can roll out on (day \(days - 1))" : "but a 1-day run has no day to roll out on")
                                          + " (\(place(dayNode, file: top.file))); "
                                          + "run \(asked.magnitude + 1) days or more, or remove the rollout") {
                throw error
            }
            let day = try object.integer("day", in: 1...max(1, days - 1))
            if let previous = rollouts.last, day < previous.day {
                throw object.error(object.value("day")!, object.path(of: "day"), "expected rollouts in day order (after day \(previous.day)), got \(day)")
            }
            var arm: Int?
            if object.has("arm") {
                let name = try object.string("arm")
                guard let found = arms.firstIndex(where: { $0.name == name }) else {
                    if let caused = overrideCaused(by: top.peek("arms"), victim: object.peek("arm"), file: top.file,
                                                   "\(object.path(of: "arm")) is \"\(name)\" (\(place(object.peek("arm"), file: top.file))), not one of the arms "
                                                   + "(\(arms.map(\.name).joined(separator: ", "))); keep an arm named \(name), or remove the rollout") {
                        throw caused
                    }
                    throw object.error(object.value("arm")!, object.path(of: "arm"),
                                       "expected one of the arms (\(arms.map(\.name).joined(separator: ", "))), got \"\(name)\"")
                }
                arm = found
            }
            guard let setNode = object.value("set") else {
                throw object.error(element, object.path(of: "set"), "required key is missing")
            }
            var changes: [Rollout.Change] = []
            for target in current.indices where arm == nil || arm == target {
                let updated = try readRemoteConfig(setNode, path: object.path(of: "set"), base: current[target], reader: object, outer: outer)
                changes = RemoteConfig.Key.allCases.compactMap { key -> Rollout.Change? in
                    updated[key] != current[target][key] || setNodeHas(setNode, key.rawValue) ? Rollout.Change(key: key, value: updated[key]) : nil
                }
                current[target] = updated
            }
            try object.finish(known: ["day", "arm", "set"])
            rollouts.append(Rollout(day: day, arm: arm, changes: changes))
        }
        return rollouts
    }

    static func setNodeHas(_ node: JSON5Node, _ key: String) -> Bool {
        if case .object(let members) = node.kind { return members.contains { $0.key == key } }
        return false
    }

    static func readProbes(_ top: inout ObjectReader) throws(ScenarioError) -> [CoverageProbe] {
        guard let elements = try top.array("probes") else { return [] }
        var probes: [CoverageProbe] = []
        for (index, element) in elements.enumerated() {
            let known = CoverageProbe.allCases.map(\.name).joined(separator: ", ")
            guard case .string(let name) = element.kind, let probe = CoverageProbe(name: name) else {
                throw top.error(element, "probes[\(index)]", "expected a probe name (one of: \(known)), got \(ObjectReader.show(element))")
            }
            if !probes.contains(probe) { probes.append(probe) }
        }
        return probes
    }

    /// `sweep: { grid: { baseQuota: [2, 3, 4] }, replications: 10 }`. Two keys naming the same
    /// setting (`baseQuota` and `remoteConfig.baseQuota`) are refused, and so is a dimension that
    /// breaks a grid's rules (`SweepPlan.Dimension.problem`: an empty key, value or repeated value). The values themselves are
    /// checked when `SweepRun.prepare` applies each arm (for `validate` too), by the rules of the
    /// keys they set.
    static func readSweep(_ top: inout ObjectReader) throws(ScenarioError) -> SweepPlan? {
        guard var sweep = try top.object("sweep") else { return nil }
        var dimensions: [SweepPlan.Dimension] = []
        if var grid = try sweep.object("grid") {
            for key in grid.keys {
                guard let values = try grid.array(key), !values.isEmpty else {
                    throw grid.error(grid.value(key)!, grid.path(of: key), "expected a non-empty array of values")
                }
                let dimension = SweepPlan.Dimension(key: key, values: values.map(\.text))
                // docs/rules.md, "Sweep grids": the same rules as --grid.
                if let problem = dimension.problem {
                    throw grid.error(grid.value(key)!, grid.path(of: key), problem)
                }
                if let earlier = dimensions.first(where: { $0.overlaps(dimension) }) {
                    throw grid.error(grid.value(key)!, grid.path(of: key),
                                     "\"\(earlier.key)\" and \"\(key)\" name the same setting (\(dimension.setting)); keep one of them")
                }
                dimensions.append(dimension)
            }
        }
        let replications = try sweep.integer("replications", default: 1, in: 1...10_000)
        try sweep.finish(known: ["grid", "replications"])
        return SweepPlan(dimensions: dimensions, replications: replications)
    }

    /// The earliest start: a year after the zone tables begin, because listeners' seeded history
    /// reaches a year before the start.
    static let earliestStart = Instant(millisecondsSinceEpoch: Zone.compiledRange.lowerBound.millisecondsSinceEpoch + 365 * Milliseconds.day)
    /// The latest start: one day before the zone tables end.
    static let latestStart = Zone.compiledRange.upperBound.advanced(byMilliseconds: -Milliseconds.day)

    /// `start`, inside the years the zone tables cover (DESIGN.md: 1970–2100), so that daylight
    /// saving never silently disappears.
    static func readStart(_ top: inout ObjectReader) throws(ScenarioError) -> Instant {
        let start = try readInstant(&top, "start")
        guard start >= earliestStart && start <= latestStart else {
            throw top.error(top.value("start")!, "start",
                            "expected a UTC time from \(shown(earliestStart)) to \(shown(latestStart)) (time zones are compiled "
                            + "for 1970 to 2100, and listeners' history reaches a year before the start), got \(shown(start))")
        }
        return start
    }

    /// How many days a scenario may run: one to ten years.
    package static let dayRange = 1...3_650

    /// `days`: within `dayRange`, and the run must end when the zone tables do (2100-01-01T00:00:00Z).
    static func readDays(_ top: inout ObjectReader, start: Instant) throws(ScenarioError) -> Int {
        let days = try top.integer("days", in: dayRange)
        let left = Int(start.milliseconds(to: Zone.compiledRange.upperBound) / Milliseconds.day)
        guard days <= left else {
            throw top.error(top.value("days")!, "days",
                            "expected at most \(left) days from start \(shown(start)) (time zones are compiled up to "
                            + "\(shown(Zone.compiledRange.upperBound))), got \(days); start earlier or run fewer days")
        }
        return days
    }

    /// `2025-03-06T00:00:00Z` (milliseconds only when there are any).
    static func shown(_ instant: Instant) -> String {
        let text = instant.iso8601(offsetSeconds: 0)
        return text.hasSuffix(".000Z") ? String(text.dropLast(5)) + "Z" : text
    }

    /// An ISO 8601 UTC instant: `YYYY-MM-DDTHH:MM:SSZ` (or `…:SS.mmmZ`).
    static func readInstant(_ reader: inout ObjectReader, _ key: String) throws(ScenarioError) -> Instant {
        let text = try reader.string(key)
        guard let instant = parseInstant(text) else {
            throw reader.error(reader.value(key)!, reader.path(of: key), "expected a UTC time like \"2025-03-01T00:00:00Z\", got \(TextLimits.shown(text))")
        }
        return instant
    }

    static func parseInstant(_ text: String) -> Instant? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue! }),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return nil }
        var milliseconds = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let ms = number(20..<23) else { return nil }
            milliseconds = ms
        }
        let date = LocalDate(year: year, month: month, day: day)
        guard day >= 1, LocalDate(daysSinceEpoch: date.daysSinceEpoch) == date else { return nil }
        return Instant(utc: date, hour: hour, minute: minute, second: second, millisecond: milliseconds)
    }
}
