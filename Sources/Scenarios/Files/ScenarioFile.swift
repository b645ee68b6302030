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
    /// Top-level keys, in the order the scenario reference documents them: the scenario's own,
    /// then each registered persona's (`PersonaSettings.keys`).
    static let topLevelKeys = ["name", "description", "seed", "start", "days", "populations", "tolerances", "sweep", "decision"]
        + Personas.all.flatMap { $0.settingsKeys }

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
    /// `root` already has (a sweep applies its own once, then each arm's:
    /// docs/rules.md#sweep-arms). An error caused by an override names it, whichever applied it.
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
        var populations = Populations(Personas.all)
        for persona in Personas.all {
            try readSettings(persona, from: &top, days: days, into: &populations)
        }
        if var object = try top.object("populations") {
            for persona in Personas.all {
                try readPopulation(persona, from: &object, into: &populations)
            }
            try object.finish(known: Personas.all.map { $0.plural })
        }
        let tolerances = try readTolerances(&top)
        let sweep = try readSweep(&top)
        let decision = try readDecision(&top, sweep: sweep)
        try top.finish(known: topLevelKeys)
        var scenario = Scenario(name: name, seed: seed, start: start, days: days, populations: populations, tolerances: tolerances,
                                sweep: sweep)
        if let decision {
            try checkKPIs(decision, of: scenario, reader: top)
            scenario.decision = decision.decision
        }
        return scenario
    }

    /// The top-level settings `persona` owns (`PersonaSettings`).
    static func readSettings<P: Persona>(_ persona: P.Type, from top: inout ObjectReader, days: Int,
                                         into populations: inout Populations) throws(ScenarioError) {
        populations[settings: P.self] = try P.Settings.read(&top, days: days)
    }

    /// `populations.<plural>` of `persona`, when the file has it.
    static func readPopulation<P: Persona>(_ persona: P.Type, from object: inout ObjectReader,
                                           into populations: inout Populations) throws(ScenarioError) {
        if var reader = try object.object(P.plural) {
            populations[P.self] = try P.readPopulation(&reader)
        }
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
                // The same rules as --grid (docs/rules.md#sweep-grids).
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

    /// `start`, inside the years the zone tables cover (1970–2100; docs/rules.md#scenario-years),
    /// so that daylight saving never silently disappears.
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
