import Harness
@testable import Scenarios
import Sim

/// Breaks scenario and catalog text the way careless users and broken tools do, from a seeded
/// generator: a value set to 0, negative, huge (1e308, 2^63, 2^64), NaN or ±Infinity, a number
/// scaled (×0, ×1e-300 to ×1000; numbers are chosen more often than other values, so many mutants stay
/// valid and run with edge values), an empty
/// string, array or object, a value of the wrong type, a key deleted or duplicated, random bytes
/// inserted or flipped, the text cut short. Structural mutations work on the parsed JSON5 tree and
/// print it back; byte mutations work on the text, so they can make it invalid UTF-8.
struct ScenarioMutator {
    enum Mutation: CaseIterable {
        case zero, negative, huge, nan, infinity, small, scale, emptyString, emptyArray, emptyObject, wrongType
        case deleteKey, duplicateKey, insertBytes, flipBytes, truncate
    }

    /// One step from the root to a value: a member of an object or an element of an array.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    var random: Xoshiro256StarStar

    init(seed: UInt64, mutant: Int) {
        random = RandomStreams(seed: seed).generator(persona: StreamKeysTests.fuzzMutants.persona, agent: UInt64(mutant), purpose: 1)
    }

    /// Draws `below` and returns an index in `0 ..< below`.
    mutating func draw(_ below: Int) -> Int {
        Int(random.uniform(below: UInt64(below)))
    }

    mutating func pick<T>(_ options: [T]) -> T {
        options[draw(options.count)]
    }

    /// `text` with one mutation applied (or, less often, two or three), as bytes; the mutations' names.
    mutating func mutate(_ text: String) -> (bytes: [UInt8], mutations: [Mutation]) {
        var bytes = Array(text.utf8)
        var applied: [Mutation] = []
        for _ in 0..<pick([1, 1, 1, 2, 3]) {
            let mutation = pick(Mutation.allCases + [.zero, .small, .small, .scale, .scale, .scale])
            applied.append(mutation)
            bytes = apply(mutation, to: bytes)
        }
        return (bytes, applied)
    }

    /// A `--set key=value` for a random value of `text`'s tree (object members only, as `--set`
    /// takes dotted paths), with a value drawn like a structural mutation's.
    mutating func override(for text: String) -> String? {
        guard let root = try? JSON5Parser.parse(text) else { return nil }
        let paths = Self.paths(root).filter { path in !path.isEmpty && path.allSatisfy { if case .key = $0 { true } else { false } } }
        guard !paths.isEmpty else { return nil }
        let path = pick(paths).map { step -> String in if case .key(let key) = step { key } else { "" } }
        return path.joined(separator: ".") + "=" + replacement(for: pick([.zero, .negative, .huge, .nan, .infinity, .small, .emptyString,
                                                                          .emptyArray, .emptyObject, .wrongType])).text
    }

    mutating func apply(_ mutation: Mutation, to bytes: [UInt8]) -> [UInt8] {
        switch mutation {
        case .insertBytes:
            var out = bytes
            for _ in 0..<(1 + draw(4)) {
                out.insert(UInt8(truncatingIfNeeded: random.next()), at: draw(out.count + 1))
            }
            return out
        case .flipBytes:
            guard !bytes.isEmpty else { return bytes }
            var out = bytes
            for _ in 0..<(1 + draw(4)) {
                out[draw(out.count)] ^= UInt8(1 << draw(8))
            }
            return out
        case .truncate:
            return Array(bytes.prefix(draw(bytes.count + 1)))
        default:
            guard let root = try? JSON5Parser.parse(String(decoding: bytes, as: UTF8.self)) else {
                return apply(.flipBytes, to: bytes)
            }
            return Array(structural(mutation, root).text.utf8)
        }
    }

    mutating func structural(_ mutation: Mutation, _ root: JSON5Node) -> JSON5Node {
        let all = Self.paths(root)
        switch mutation {
        case .deleteKey, .duplicateKey:
            let members = all.filter { if case .key = $0.last { true } else { false } }
            guard let path = members.isEmpty ? nil : pickByDepth(members), case .key(let key) = path.last else { return root }
            return Self.updating(root, at: path.dropLast()[...]) { parent in
                guard case .object(var list) = parent.kind, let index = list.firstIndex(where: { $0.key == key }) else { return parent }
                if mutation == .deleteKey { list.remove(at: index) } else { list.insert(list[index], at: index + 1) }
                var copy = parent
                copy.kind = .object(list)
                return copy
            }
        case .zero, .negative, .huge, .nan, .infinity, .small, .scale:
            let numbers = all.filter { path in
                if case .number = Self.value(root, at: path[...])?.kind { true } else { false }
            }
            let path = numbers.isEmpty || draw(4) == 0 ? pickByDepth(all) : pickByDepth(numbers)
            let original = Self.value(root, at: path[...])
            let value = mutation == .scale ? scaled(original) : replacement(for: mutation)
            return Self.updating(root, at: path[...]) { _ in value }
        default:
            let path = pickByDepth(all)
            let value = replacement(for: mutation)
            return Self.updating(root, at: path[...]) { _ in value }
        }
    }

    /// A path of a depth drawn uniformly first, so whole files and sections are hit as often as
    /// single values deep inside them.
    mutating func pickByDepth(_ paths: [[Step]]) -> [Step] {
        let depths = Array(Set(paths.map(\.count))).sorted()
        let depth = pick(depths)
        return pick(paths.filter { $0.count == depth })
    }

    /// The value a structural mutation puts in place.
    mutating func replacement(for mutation: Mutation) -> JSON5Node {
        func node(_ kind: JSON5Node.Kind) -> JSON5Node { JSON5Node(kind: kind, line: 1, column: 1) }
        switch mutation {
        case .zero: return node(.number(pick(["0", "0.0", "-0"])))
        case .negative: return node(.number(pick(["-1", "-0.5", "-3650", "-9223372036854775808", "-1e308"])))
        case .huge: return node(.number(pick(["1e308", "9223372036854775807", "9223372036854775808", "18446744073709551615",
                                              "18446744073709551616", "0x7FFFFFFFFFFFFFFF", "1e19", "4294967296", "1000000000"])))
        case .nan: return node(.number(pick(["NaN", "-NaN"])))
        case .infinity: return node(.number(pick(["Infinity", "-Infinity", "+Infinity"])))
        case .small: return node(.number(pick(["1", "2", "3", "0.5", "1e-300", "5e-324", "23", "24", "100000", "3650"])))
        case .emptyString: return node(.string(pick(["", " ", "\n", "\u{1B}[31m", "é", "UTC+14:00", "Pacific/Kiritimati"])))
        case .emptyArray: return node(.array([]))
        case .emptyObject: return node(.object([]))
        default: return pick([node(.bool(true)), node(.null), node(.string("x")), node(.array([node(.number("1"))])), node(.number("7"))])
        }
    }

    /// A number multiplied by 0, 1e-300, 1e-12, 0.1, 0.5, 2, 10 or 1000 (another value is returned as it is).
    mutating func scaled(_ node: JSON5Node?) -> JSON5Node {
        guard let node, case .number(let text) = node.kind, let number = JSON5Number(text) else {
            return node ?? JSON5Node(kind: .null, line: 1, column: 1)
        }
        var copy = node
        let value = number.double * pick([0, 1e-300, 1e-12, 0.1, 0.5, 2, 10, 1_000])
        copy.kind = .number(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value))
        return copy
    }

    /// The value at `path` in `node`, if there is one.
    static func value(_ node: JSON5Node, at path: ArraySlice<Step>) -> JSON5Node? {
        guard let step = path.first else { return node }
        switch (step, node.kind) {
        case (.key(let key), .object(let members)): return members.first { $0.key == key }.flatMap { value($0.value, at: path.dropFirst()) }
        case (.index(let index), .array(let elements)): return index < elements.count ? value(elements[index], at: path.dropFirst()) : nil
        default: return nil
        }
    }

    /// Every path in `node`, the root's (empty) first.
    static func paths(_ node: JSON5Node) -> [[Step]] {
        var out: [[Step]] = [[]]
        switch node.kind {
        case .object(let members):
            for member in members { out += paths(member.value).map { [.key(member.key)] + $0 } }
        case .array(let elements):
            for (index, element) in elements.enumerated() { out += paths(element).map { [.index(index)] + $0 } }
        default: break
        }
        return out
    }

    /// `node` with the value at `path` replaced by `change(value)`.
    static func updating(_ node: JSON5Node, at path: ArraySlice<Step>, _ change: (JSON5Node) -> JSON5Node) -> JSON5Node {
        guard let step = path.first else { return change(node) }
        var copy = node
        switch (step, node.kind) {
        case (.key(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return node }
            members[index].value = updating(members[index].value, at: path.dropFirst(), change)
            copy.kind = .object(members)
        case (.index(let index), .array(var elements)):
            elements[index] = updating(elements[index], at: path.dropFirst(), change)
            copy.kind = .array(elements)
        default: return node
        }
        return copy
    }
}
