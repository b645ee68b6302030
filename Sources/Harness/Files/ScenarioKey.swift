/// One key of an object in a scenario file, as the scenario reference (docs/scenarios.md) shows
/// it: its name, the type of its value and the values allowed, what leaving it out means, and what
/// it does (docs/rules.md#scenario-reference).
///
/// Whoever reads the object declares its keys, in a `ScenarioKeyTable` beside the reader: a
/// persona in its own folder, the scenario's own keys in `Scenarios`. A test holds every table to
/// the reader: the same keys, the ranges the reader enforces, and defaults that read as leaving the
/// key out.
package struct ScenarioKey: Sendable, Equatable {
    /// The key as a file writes it (`sessionsPerDay`).
    package let name: String
    /// What a value is and which values the reader allows.
    package let values: Values
    /// What leaving the key out means.
    package let fallback: Default
    /// What the key does, for people: a sentence or two, in Markdown.
    package let meaning: String

    package init(_ name: String, _ values: Values, default fallback: Default, _ meaning: String) {
        self.name = name
        self.values = values
        self.fallback = fallback
        self.meaning = meaning
    }

    /// What a value of a key is, as a user writes it, and which values the reader allows.
    package enum Values: Sendable, Equatable {
        /// A number from the range's lower bound to its upper, both included.
        case number(ClosedRange<Double>)
        /// A whole number in the range.
        case wholeNumber(ClosedRange<Int>)
        /// Any other value, in words: its type (`array of objects`) and the values allowed
        /// (Markdown).
        case other(String, allowed: String)

        /// A chance or a share: a number from 0 to 1.
        package static let probability = Values.number(0...1)

        /// A nested object, whose keys the reference lists under the heading `anchor` names.
        package static func object(keysAt anchor: String) -> Values {
            .other("object", allowed: "[its keys](#\(anchor))")
        }

        /// `count` weights, as `ObjectReader.weights` reads them.
        package static func weights(_ count: Int) -> Values {
            .other("array of \(count) numbers", allowed: "0 to 1,000,000 each, at least one positive")
        }

        /// A rate a month, as `ObjectReader.monthlyRate` reads it, up to `maximum`.
        package static func monthlyRate(maximum: Double) -> Values {
            .other("number", allowed: "0 (never), or 0.001 to \(ScenarioKey.shown(maximum))")
        }

        /// The type as a user writes it: `number`, `whole number`, `string`, `object`, …
        package var type: String {
            switch self {
            case .number: "number"
            case .wholeNumber: "whole number"
            case .other(let type, _): type
            }
        }

        /// Which values are allowed, for people: `0 to 10,000,000`.
        package var allowed: String {
            switch self {
            case .number(let range): "\(ScenarioKey.shown(range.lowerBound)) to \(ScenarioKey.shown(range.upperBound))"
            case .wholeNumber(let range): "\(ReportNumber.grouped(Int64(range.lowerBound))) to \(ReportNumber.grouped(Int64(range.upperBound)))"
            case .other(_, let allowed): allowed
            }
        }
    }

    /// What leaving a key out means.
    package enum Default: Sendable, Equatable {
        /// Nothing: the file must give the key.
        case required
        /// A value, as JSON5 text, that the reader reads exactly as it reads the key left out.
        case value(String)
        /// What leaving the key out means, in words (`none`, `every arm`, `a family's day`),
        /// where no short value says it.
        case words(String)

        /// A number as a file writes it (`1.5`, `1500`).
        package static func number(_ value: Double) -> Default {
            .value(ObjectReader.format(value))
        }

        /// An array of numbers as a file writes it (`[3, 4, 2]`).
        package static func numbers(_ values: [Double]) -> Default {
            .value("[" + values.map(ObjectReader.format).joined(separator: ", ") + "]")
        }
    }

    /// A bound for people: whole numbers with thousands separators (`10,000,000`), others as
    /// written (`0.001`).
    static func shown(_ value: Double) -> String {
        value == value.rounded(.towardZero) && abs(value) < 1e15 ? ReportNumber.grouped(Int64(value)) : ObjectReader.format(value)
    }
}
