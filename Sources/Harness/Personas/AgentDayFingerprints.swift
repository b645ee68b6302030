import Foundation
import Sim
import Time

/// A fingerprint per agent and per local day of one contiguous range of a persona's agents: an
/// agent-day's fingerprint hashes, in order, what the agent's events counted that day (every KPI
/// is built from those counts) and the requests it made to a server. Two runs whose agent-day
/// fingerprints are equal behaved the same that day as far as any report can tell; the first
/// agent-day whose fingerprint differs is where a change of rule first showed (`appsim check`).
///
/// Slots are `days + 4` local dates per agent from two days before the scenario's first UTC date
/// (zones run from −12 h to +14 h, and a hand-set clock can be a day off); a date outside that
/// window counts in the nearest slot. Mixing costs a multiply and two xor-shifts: no allocation.
///
/// Ranges merge in order (`merge` appends the next range; an empty value is the identity), so a
/// run's fingerprints are the same whatever its partitions, workers and shards.
///
/// The type and its `mix` are public and `@inlinable` so that a persona's world inlines the mix
/// for its own metric type: a `package` generic would be called unspecialised, looking up metadata
/// on every count.
public struct AgentDayFingerprints: Sendable, Equatable {
    /// Every slot's value before anything is mixed into it.
    package static let basis: UInt32 = 0x811C_9DC5

    /// The first agent's index in its population.
    package private(set) var firstAgent: Int
    /// How many agents, from `firstAgent`.
    package private(set) var agentCount: Int
    /// The local date (days since 1970-01-01) of each agent's slot 0.
    @usableFromInline package let firstDay: Int64
    /// Slots per agent.
    @usableFromInline package let slotsPerAgent: Int
    /// Agent by agent, then day by day.
    @usableFromInline package internal(set) var values: [UInt32]

    /// Fingerprints of `agents` for a run of `scenario`, every slot at `basis`.
    package init(scenario: Scenario, agents: Range<Int>) {
        self.init(firstAgent: agents.lowerBound, agentCount: agents.count,
                  firstDay: Zone.utc.localDayNumber(at: scenario.start) - 2, slotsPerAgent: scenario.days + 4)
    }

    /// No agents: the identity of `merge`.
    package init(scenario: Scenario) {
        self.init(scenario: scenario, agents: 0..<0)
    }

    init(firstAgent: Int, agentCount: Int, firstDay: Int64, slotsPerAgent: Int) {
        self.firstAgent = firstAgent
        self.agentCount = agentCount
        self.firstDay = firstDay
        self.slotsPerAgent = slotsPerAgent
        values = [UInt32](repeating: Self.basis, count: agentCount * slotsPerAgent)
    }

    /// Recorded fingerprints, as a baseline file holds them; `values` has `agentCount × slotsPerAgent` entries.
    package init(firstAgent: Int, firstDay: Int64, slotsPerAgent: Int, values: [UInt32]) {
        precondition(slotsPerAgent > 0 && values.count % slotsPerAgent == 0, "whole agents")
        self.firstAgent = firstAgent
        agentCount = values.count / slotsPerAgent
        self.firstDay = firstDay
        self.slotsPerAgent = slotsPerAgent
        self.values = values
    }

    /// The slot of local date `day`, clamped to the window.
    @inlinable
    func slot(_ day: Int64) -> Int {
        Int(min(max(day - firstDay, 0), Int64(slotsPerAgent - 1)))
    }

    /// Mixes `value` into the fingerprint of the `agentOffset`-th agent of the range on local date
    /// `day`. Always inlined, as `DaySeries.add` is: it runs with every count.
    @inlinable @inline(__always)
    public mutating func mix(_ agentOffset: Int, day: Int64, value: UInt64) {
        let index = agentOffset * slotsPerAgent + slot(day)
        var x = (UInt64(values[index]) &* 0x9E37_79B9_7F4A_7C15) ^ value
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        x ^= x >> 29
        values[index] = UInt32(truncatingIfNeeded: x)
    }

    /// Mixes a count of `amount` of `metric` into the `agentOffset`-th agent's fingerprint of `day`.
    @inlinable
    public mutating func mix<Metric: MetricKey>(_ agentOffset: Int, day: Int64, _ metric: Metric, _ amount: Int64) {
        mix(agentOffset, day: day, value: UInt64(truncatingIfNeeded: metric.rawValue) << 48 ^ UInt64(bitPattern: amount))
    }

    /// Mixes a request to a server (its endpoint and instant) into the `agentOffset`-th agent's
    /// fingerprint of `day`.
    package mutating func mix(_ agentOffset: Int, day: Int64, _ request: BackendRequest) {
        mix(agentOffset, day: day, value: 1 << 63 | UInt64(request.endpoint) << 48 ^ UInt64(bitPattern: request.milliseconds))
    }

    /// The fingerprint of agent `agent` (its population index) on the slot's `slot`-th day.
    package func value(agent: Int, slot: Int) -> UInt32 {
        values[(agent - firstAgent) * slotsPerAgent + slot]
    }

    /// The local date of slot `slot`.
    package func day(ofSlot slot: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: firstDay + Int64(slot))
    }

    /// The agents covered.
    package var agents: Range<Int> { firstAgent..<(firstAgent + agentCount) }

    /// Appends the next contiguous range of agents.
    package mutating func merge(_ other: AgentDayFingerprints) {
        guard other.agentCount > 0 else { return }
        guard agentCount > 0 else {
            self = other
            return
        }
        precondition(other.firstAgent == firstAgent + agentCount && other.slotsPerAgent == slotsPerAgent && other.firstDay == firstDay,
                     "fingerprints merge the next range of the same run")
        agentCount += other.agentCount
        values += other.values
    }
}

extension AgentDayFingerprints: Codable {
    enum CodingKeys: String, CodingKey {
        case firstAgent, firstDay, slotsPerAgent, values
    }

    /// Compact: the values as base64 of their little-endian bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(firstAgent, forKey: .firstAgent)
        try container.encode(firstDay, forKey: .firstDay)
        try container.encode(slotsPerAgent, forKey: .slotsPerAgent)
        try container.encode(Data(Self.littleEndianBytes(values)).base64EncodedString(), forKey: .values)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .values)
        let slots = try container.decode(Int.self, forKey: .slotsPerAgent)
        guard let data = Data(base64Encoded: text), data.count % 4 == 0, slots > 0, (data.count / 4) % slots == 0 else {
            throw DecodingError.dataCorruptedError(forKey: .values, in: container, debugDescription: "expected base64 of whole agents' UInt32 values")
        }
        self.init(firstAgent: try container.decode(Int.self, forKey: .firstAgent), firstDay: try container.decode(Int64.self, forKey: .firstDay),
                  slotsPerAgent: slots, values: Self.values(littleEndian: [UInt8](data)))
    }

    /// `values` as little-endian bytes, four per value.
    package static func littleEndianBytes(_ values: [UInt32]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 4)
        for value in values {
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
            bytes.append(UInt8(truncatingIfNeeded: value >> 16))
            bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        }
        return bytes
    }

    /// Little-endian bytes (a multiple of four) as values.
    package static func values(littleEndian bytes: some Collection<UInt8>) -> [UInt32] {
        var values: [UInt32] = []
        values.reserveCapacity(bytes.count / 4)
        var iterator = bytes.makeIterator()
        while let b0 = iterator.next(), let b1 = iterator.next(), let b2 = iterator.next(), let b3 = iterator.next() {
            values.append(UInt32(b0) | UInt32(b1) << 8 | UInt32(b2) << 16 | UInt32(b3) << 24)
        }
        return values
    }
}
