import Foundation
import Harness
import Scenarios

/// The words after a subcommand: options (`--name value`, `--name=value`, flags) and positionals.
struct Arguments {
    private var words: [String]

    init(_ words: some Sequence<String>) {
        self.words = Array(words)
    }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { words.contains("--help") || words.contains("-h") }

    /// Removes and returns every value of the option `name` (repeatable).
    mutating func values(_ name: String) throws(UsageError) -> [String] {
        var found: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == name {
                guard index + 1 < words.count, !words[index + 1].hasPrefix("--") else {
                    throw UsageError("\(name) needs a value")
                }
                found.append(words[index + 1])
                words.removeSubrange(index...(index + 1))
            } else if words[index].hasPrefix(name + "=") {
                found.append(String(words[index].dropFirst(name.count + 1)))
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes and returns the last value of `name`, if given.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        try values(name).last
    }

    /// Removes and returns `name` as a whole number within `range`.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), range.contains(number) else {
            throw UsageError("\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return number
    }

    /// Removes and returns `name` as a decimal number within `range` (`2.5`, `0.53`, `10`).
    mutating func decimal(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = try value(name) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw UsageError("\(name) expects a number from \(ReportNumber.format(range.lowerBound)) to "
                             + "\(ReportNumber.format(range.upperBound)), got \"\(text)\"")
        }
        return number
    }

    /// Removes and returns `--seed` as a seed: a whole number from 0 to 2⁶⁴ − 1
    /// (18446744073709551615), the range of a scenario file's `seed`, written in decimal digits
    /// (`_` allowed between them, as in every whole-number option). Every command that takes a
    /// seed reads it here, so a negative number, anything that is not a number, and 2⁶⁴ or more
    /// are refused alike, naming `--seed` and the range.
    mutating func seed() throws(UsageError) -> UInt64? {
        guard let text = try value("--seed") else { return nil }
        let digits = text.replacingOccurrences(of: "_", with: "")
        guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let seed = UInt64(digits) else {
            throw UsageError("--seed expects a whole number from 0 to \(UInt64.max), got \"\(text)\"")
        }
        return seed
    }

    /// Removes and returns `--shard i/n` (`run`, `sweep`): whole numbers with 1 ≤ i ≤ n and n at
    /// most `RunShard.maxCount`, the most shards `merge` reads.
    mutating func shard() throws(UsageError) -> Shard? {
        guard let text = try value("--shard") else { return nil }
        guard let shard = Shard(text), shard.count <= RunShard.maxCount else {
            throw UsageError("--shard expects i/n with 1 ≤ i ≤ n ≤ \(RunShard.maxCount), got \"\(text)\"")
        }
        return shard
    }

    /// Removes the flag `name`; whether it was present.
    mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        return true
    }

    /// The words that are not options or their values (options in `valued` take a value).
    func positionalsAfterOptions(_ valued: [String]) throws(UsageError) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if valued.contains(word) { index += 2; continue }
            if !word.hasPrefix("-") { result.append(word) }
            index += 1
        }
        return result
    }

    /// The remaining positionals; fails on any unknown option.
    func positionals(max: Int) throws(UsageError) -> [String] {
        if let unknown = words.first(where: { $0.hasPrefix("-") }) {
            throw UsageError("unknown option \(unknown)")
        }
        guard words.count <= max else { throw UsageError("unexpected argument \(words[max])") }
        return words
    }
}
