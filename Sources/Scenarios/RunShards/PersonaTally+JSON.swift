import Foundation
import Harness

extension PersonaTally {
    /// The persona this tally counts.
    var persona: any Persona.Type { Owner.self }

    /// The tally as a run shard keeps it: its synthesized `Codable` form as JSON with sorted keys,
    /// then a newline. Every count is an integer, written in full, so `decodeTally` gives back an
    /// equal tally, and the same tally always gives the same bytes.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { preconditionFailure("a tally always encodes") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Merges `other`, a tally of the same persona, after this one's counts (`merge`), in place:
    /// a shard's backend log is appended, never copied.
    mutating func merge(erased other: any PersonaTally) {
        guard let other = other as? Self else { preconditionFailure("tallies of one persona merge") }
        merge(other)
    }
}

extension Persona {
    /// The tally `json` wrote, or `nil` when `text` is not one of this persona's tallies.
    static func decodeTally(_ text: String) -> (any PersonaTally)? {
        try? JSONDecoder().decode(Tally.self, from: Data(text.utf8))
    }
}
