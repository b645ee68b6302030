extension SweepDecision {
    /// A KPI that may move the wrong way by at most `limit`, in the KPI's own units (a share's
    /// 0.01 is one percentage point): `maxDrop` for KPIs where down is bad, `maxRise` where up is.
    package struct Guardrail: Sendable, Equatable, Encodable {
        /// Which way is bad.
        package enum Direction: Sendable, Equatable {
            /// The KPI may drop by at most `limit` (`maxDrop`).
            case drop
            /// The KPI may rise by at most `limit` (`maxRise`).
            case rise

            /// The key a scenario file writes: `maxDrop` or `maxRise`.
            package var key: String {
                switch self {
                case .drop: "maxDrop"
                case .rise: "maxRise"
                }
            }
        }

        /// `persona.kpi`.
        package var kpi: String
        package var direction: Direction
        /// How far the KPI may move the bad way (≥ 0), in its own units.
        package var limit: Double

        package init(kpi: String, direction: Direction, limit: Double) {
            self.kpi = kpi
            self.direction = direction
            self.limit = limit
        }

        /// The paired difference (arm − baseline) the guardrail is judged at: −limit for a drop,
        /// +limit for a rise.
        package var threshold: Double {
            direction == .drop ? -limit : limit
        }

        /// `{ kpi, maxDrop }` or `{ kpi, maxRise }`, as the file writes it.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Scenario.Key.self)
            try container.encode(kpi, forKey: Scenario.Key("kpi"))
            try container.encode(limit, forKey: Scenario.Key(direction.key))
        }
    }
}
