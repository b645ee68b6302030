import Harness
import Model

extension MelodyMapSettings {
    /// Reads `remoteConfig`, `arms`, `rollouts`, `probes` and `revenue` from the scenario's top
    /// level, strictly: every key known, every value checked, cross-key rules broken by an
    /// override naming it (`ObjectReader.overrideCaused`).
    package static func read(_ top: inout ObjectReader, days: Int) throws(ScenarioError) -> MelodyMapSettings {
        var settings = MelodyMapSettings()
        if let node = top.value("remoteConfig") {
            settings.remoteConfig = try readRemoteConfig(node, path: "remoteConfig", base: settings.remoteConfig, reader: top)
        }
        settings.arms = try readArms(&top)
        settings.rollouts = try readRollouts(&top, days: days, config: settings.remoteConfig, arms: settings.arms)
        settings.requiredProbes = try readProbes(&top)
        if var object = try top.object("revenue") {
            settings.revenue.adEcpmUSD = try object.number("adEcpmUSD", default: settings.revenue.adEcpmUSD, in: 0...10_000)
            try object.finish(known: ["adEcpmUSD"])
        }
        return settings
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
                return ObjectReader.overrideCaused(by: cause.node, victim: victim.node, file: reader.file,
                                      "\(cause.path) is \(cause.value), \(relation) \(victim.path) \(victim.value) "
                                      + "(\(ObjectReader.place(victim.node, file: reader.file))), \(fix)\(alsoSet)")
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
               let error = ObjectReader.overrideCaused(by: top.peek("days"), victim: dayNode, file: top.file,
                                          "\(object.path(of: "day")) is \(asked.magnitude), "
                                          + (days > 1 ? "past the last day a \(days)-day run can roll out on (day \(days - 1))" : "but a 1-day run has no day to roll out on")
                                          + " (\(ObjectReader.place(dayNode, file: top.file))); "
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
                    if let caused = ObjectReader.overrideCaused(by: top.peek("arms"), victim: object.peek("arm"), file: top.file,
                                                   "\(object.path(of: "arm")) is \"\(name)\" (\(ObjectReader.place(object.peek("arm"), file: top.file))), not one of the arms "
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

}
