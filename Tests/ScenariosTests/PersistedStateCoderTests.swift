@testable import CaregiverPersona
import Foundation
import Model
import Sim
import Testing
import Time

/// The cold launch's `Codable` round trip (docs/rules.md#persisted-state-round-trip: state
/// round-trips through `Codable` exactly) through `PersistedStateCoder`: exact, the same value as
/// through JSON, and an error, never a trap, for what it cannot write or read.
@Suite("Persisted state coder")
struct PersistedStateCoderTests {
    /// A caregiver's saved state drawn from `generator`: a tracker after up to 40 opens, ads and
    /// aborted ads across zones (mid-day, unlocks inside their window), no subscription or one in
    /// any state (trial, paid, cancelled, renewed, family-shared), and up to 12 favorites.
    static func state(_ generator: inout Xoshiro256StarStar) throws -> CaregiverPersistedState {
        let zones = [try Zone(identifier: "America/New_York"), try Zone(identifier: "Asia/Kathmandu"), try Zone(identifier: "UTC")]
        func draw(_ bound: UInt64) -> Int { Int(generator.next() % bound) }
        let config = RemoteConfig()
        var now = Instant(millisecondsSinceEpoch: 1_748_000_000_000 + Int64(draw(86_400_000)))
        var tracker = UsageTracker<Int32>()
        for _ in 0..<draw(41) {
            now = now.advanced(byMilliseconds: Int64(draw(3_600_000)) - 300_000)
            let zone = zones[draw(UInt64(zones.count))]
            switch draw(5) {
            case 0: _ = tracker.completeAd(at: now, in: zone, config)
            case 1: tracker.abortAd(at: now, in: zone)
            default: _ = tracker.open(Int32(draw(30)) - 3, at: now, in: zone, config)
            }
        }
        var subscription: Subscription?
        if draw(4) > 0 {
            var bought = Subscription(plan: draw(2) == 0 ? .monthly : .yearly, startingAt: now, withTrial: draw(2) == 0,
                                      familyShared: draw(3) == 0, config)
            if draw(2) == 0 { bought.renew(through: now.advanced(byMilliseconds: Int64(draw(400)) * Milliseconds.day)) }
            if draw(3) == 0 { bought.cancel() }
            subscription = bought
        }
        var favorites = Favorites<Int32>()
        for _ in 0..<draw(13) { _ = favorites.toggle(Int32(draw(200))) }
        return CaregiverPersistedState(tracker: tracker, subscription: subscription, favorites: favorites)
    }

    @Test("over 400 random saved states, the round trip is the identity and agrees with JSON's; a reused coder writes a fresh one's bytes")
    func identity() throws {
        var generator = Xoshiro256StarStar(seed: 18)
        let reused = PersistedStateCoder()
        var withUnlocks = 0, subscribed = 0
        for _ in 0..<400 {
            let saved = try Self.state(&generator)
            let restored = try reused.roundTrip(saved)
            #expect(restored == saved)
            #expect(restored == (try JSONDecoder().decode(CaregiverPersistedState.self, from: JSONEncoder().encode(saved))))
            #expect(try reused.encode(saved) == PersistedStateCoder().encode(saved))
            withUnlocks += saved.tracker.unlocks.count > 1 ? 1 : 0
            subscribed += saved.subscription == nil ? 0 : 1
        }
        #expect(withUnlocks > 50 && subscribed > 200, "the draws cover unlocks and subscriptions")
    }

    /// The state as the compiler synthesizes its conformance, to hold the hand-written one to.
    struct SynthesizedState: Codable, Equatable {
        var tracker: UsageTracker<Int32>
        var subscription: Subscription?
        var favorites: Favorites<Int32>
    }

    @Test("the hand-written Codable of the saved state, tracker by direct call, writes and reads what the synthesized one does: JSON with sorted keys and this coder's bytes, 400 random states")
    func sameAsSynthesized() throws {
        var generator = Xoshiro256StarStar(seed: 19)
        let json = JSONEncoder()
        json.outputFormatting = .sortedKeys
        let coder = PersistedStateCoder()
        for _ in 0..<400 {
            let saved = try Self.state(&generator)
            let synthesized = SynthesizedState(tracker: saved.tracker, subscription: saved.subscription, favorites: saved.favorites)
            #expect(try json.encode(saved) == json.encode(synthesized))
            #expect(try coder.encode(saved) == coder.encode(synthesized))
            #expect(try JSONDecoder().decode(CaregiverPersistedState.self, from: json.encode(synthesized)) == saved)
            #expect(try coder.decode(SynthesizedState.self, from: coder.encode(saved)) == synthesized)
        }
    }

    @Test("every width of integer, Bool, String, Double by bit pattern (−0, NaN payload), nil and nested containers come back exactly")
    func primitives() throws {
        struct Everything: Codable, Equatable {
            var int8 = Int8.min, int16 = Int16.max, int32 = Int32.min, int64 = Int64.min, int = Int.max
            var uint8 = UInt8.max, uint16 = UInt16.max, uint32 = UInt32.max, uint64 = UInt64.max, uint = UInt.max
            var flag = true, text = "Grüße, 🎵", empty = ""
            var float: Float = -1.5, missing: Int? = nil, present: Int? = 7
            var nested: [[String: [Int?]]] = [["a": [1, nil, 3]], [:]]
            var bits: UInt64 = 0
            var double: Double { get { Double(bitPattern: bits) } set { bits = newValue.bitPattern } }
        }
        let coder = PersistedStateCoder()
        var value = Everything()
        #expect(try coder.roundTrip(value) == value)
        for double in [-0.0, Double(nan: 0x1234, signaling: false), .infinity, .leastNonzeroMagnitude] {
            value.double = double
            #expect(try coder.roundTrip(value).bits == double.bitPattern)
        }
        #expect(try coder.roundTrip(Double(nan: 7, signaling: true)).bitPattern == Double(nan: 7, signaling: true).bitPattern)
    }

    @Test("decodeIfPresent reads nil for an absent key and for an explicit nil, the value when present, for generic and primitive types")
    func optionals() throws {
        struct Maybe: Codable {
            var date: LocalDate?
            var count: Int?
            var writesNil = false
            enum CodingKeys: String, CodingKey { case date, count }
            init(date: LocalDate?, count: Int?, writesNil: Bool) {
                self.date = date
                self.count = count
                self.writesNil = writesNil
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                date = try container.decodeIfPresent(LocalDate.self, forKey: .date)
                count = try container.decodeIfPresent(Int.self, forKey: .count)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                if writesNil {
                    try container.encodeNil(forKey: .date)
                    try container.encodeNil(forKey: .count)
                } else {
                    try container.encodeIfPresent(date, forKey: .date)
                    try container.encodeIfPresent(count, forKey: .count)
                }
            }
        }
        let coder = PersistedStateCoder()
        let day = LocalDate(year: 2025, month: 3, day: 9)
        for writesNil in [false, true] {
            let empty = try coder.roundTrip(Maybe(date: nil, count: nil, writesNil: writesNil))
            #expect(empty.date == nil && empty.count == nil, "writesNil \(writesNil)")
        }
        let full = try coder.roundTrip(Maybe(date: day, count: -3, writesNil: false))
        #expect(full.date == day && full.count == -3)
    }

    @Test("nested keyed and unkeyed containers and super coders, as hand-written Codable uses them, come back exactly")
    func nestedAndSuper() throws {
        struct Layered: Codable, Equatable {
            enum Key: CodingKey { case inner, list }
            var inner = 5, list = [1, -2], base = "base"
            init() {}
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                inner = try container.nestedContainer(keyedBy: Key.self, forKey: .inner).decode(Int.self, forKey: .inner)
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                self.list = [try list.decode(Int.self), try list.decode(Int.self)]
                base = try container.superDecoder().singleValueContainer().decode(String.self)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
                try nested.encode(inner, forKey: .inner)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                for element in self.list { try list.encode(element) }
                var base = container.superEncoder().singleValueContainer()
                try base.encode(self.base)
            }
        }
        var value = Layered()
        value.inner = -9
        value.base = "derived"
        #expect(try PersistedStateCoder().roundTrip(value) == value)
    }

    @Test("what it cannot write exactly is refused with an error: Int128, a value that encodes nothing, two containers for one value")
    func refusals() {
        struct Silent: Encodable { func encode(to encoder: any Encoder) {} }
        struct TwoContainers: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var first = encoder.container(keyedBy: Key.self)
                try first.encode(1, forKey: .a)
                var second = encoder.unkeyedContainer()
                try second.encode(2)
            }
        }
        let coder = PersistedStateCoder()
        #expect(throws: EncodingError.self) { try coder.encode(Int128(1)) }
        #expect(throws: EncodingError.self) { try coder.encode(Silent()) }
        #expect(throws: EncodingError.self) { try coder.encode(TwoContainers()) }
        #expect(throws: DecodingError.self) { try coder.decode(String.self, from: coder.encode(7)) }
        #expect(throws: DecodingError.self) { try coder.decode(Int8.self, from: coder.encode(300)) }
        #expect(throws: DecodingError.self) { try coder.decode(UInt.self, from: coder.encode(-1)) }
    }

    @Test("corrupted bytes are a DecodingError, never a trap: every truncation, a trailing byte, an unknown tag; 2,000 random byte changes decode or throw")
    func corruption() throws {
        var generator = Xoshiro256StarStar(seed: 1818)
        let coder = PersistedStateCoder()
        var refused = 0
        for _ in 0..<100 {
            let bytes = try coder.encode(try Self.state(&generator))
            for length in 0..<bytes.count {
                #expect(throws: DecodingError.self) { try coder.decode(CaregiverPersistedState.self, from: Array(bytes[..<length])) }
            }
            #expect(throws: DecodingError.self) { try coder.decode(CaregiverPersistedState.self, from: bytes + [0]) }
            #expect(throws: DecodingError.self) { try coder.decode(CaregiverPersistedState.self, from: [0xEE] + bytes.dropFirst()) }
            for _ in 0..<20 {
                var changed = bytes
                changed[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
                refused += (try? coder.decode(CaregiverPersistedState.self, from: changed)) == nil ? 1 : 0
            }
        }
        #expect(refused > 500, "most random changes break the structure")
    }

    @Test("keys are found in any order, in containers of many entries and in nested containers of the same keys; an absent key is absent")
    func keyLookups() throws {
        struct Wide: Codable, Equatable {
            enum Key: String, CodingKey { case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, missing }
            var values: [Int]
            var inner: [Int]
            init(_ values: [Int], inner: [Int]) { self.values = values; self.inner = inner }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                #expect(!container.contains(.missing))
                #expect(try container.decodeIfPresent(Int.self, forKey: .missing) == nil)
                #expect(container.allKeys.count == 12)
                let nested = try container.nestedContainer(keyedBy: Key.self, forKey: .k11)
                inner = try (0..<3).reversed().map { try nested.decode(Int.self, forKey: Key(stringValue: "k\($0)")!) }.reversed()
                values = try (0..<11).reversed().map { try container.decode(Int.self, forKey: Key(stringValue: "k\($0)")!) }.reversed()
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                for (k, value) in values.enumerated() { try container.encode(value, forKey: Key(stringValue: "k\(k)")!) }
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .k11)
                for (k, value) in inner.enumerated() { try nested.encode(value, forKey: Key(stringValue: "k\(k)")!) }
            }
        }
        let wide = Wide(Array(100..<111), inner: [-1, -2, -3])
        #expect(try PersistedStateCoder().roundTrip(wide) == wide)
        #expect(try PersistedStateCoder().roundTrip([wide, Wide(Array(0..<11), inner: [7, 8, 9])]) == [wide, Wide(Array(0..<11), inner: [7, 8, 9])])
    }

    @Test("a key written twice in one container is a DecodingError, wherever the second one is; the same key in two containers is not")
    func duplicateKeys() throws {
        struct Pairs: Decodable {
            enum Key: String, CodingKey { case a }
            init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .a) }
        }
        /// A keyed container of `keys` (one letter each), each with the value 1.
        func keyed(_ keys: String) -> [UInt8] {
            let content: [UInt8] = keys.utf8.flatMap { key -> [UInt8] in [1, key, PersistedStateFormat.Tag.signed.rawValue, 2] }
            return [PersistedStateFormat.Tag.keyed.rawValue, UInt8(content.count), 0, 0, 0] + content
        }
        let coder = PersistedStateCoder()
        #expect(throws: Never.self) { try coder.decode(Pairs.self, from: keyed("abcdefghijkl")) }
        for keys in ["aa", "abca", "abcdefghijka", "abcdefghijkll", "lbcdefghijkl" + "b"] {
            #expect(throws: DecodingError.self, "\(keys)") { try coder.decode(Pairs.self, from: keyed(keys)) }
        }
        let two = keyed("ab") + keyed("ba")
        #expect(throws: Never.self) { try coder.decode([Pairs].self, from: [PersistedStateFormat.Tag.unkeyed.rawValue, UInt8(two.count), 0, 0, 0] + two) }
    }

    @Test("a lossy Codable still fails the round trip: the coder decodes what was encoded, it does not restore what was dropped")
    func lossy() throws {
        struct DropsAds: Codable, Equatable {
            enum Key: CodingKey { case views }
            var views = 3, ads = 2
            init() {}
            init(from decoder: any Decoder) throws { views = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .views); ads = 0 }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(views, forKey: .views)
            }
        }
        #expect(try PersistedStateCoder().roundTrip(DropsAds()) != DropsAds())
    }
}
