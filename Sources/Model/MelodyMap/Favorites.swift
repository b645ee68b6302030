/// The songs a caregiver starred, kept in UserDefaults as an array of song ids (spec: "Favorites:
/// UserDefaults array of song.id"), in the order they were starred.
public struct Favorites: Codable, Equatable, Sendable {
    /// Starred song ids, oldest first, each once.
    public private(set) var songIDs: [String] = []

    public init(songIDs: [String] = []) {
        for id in songIDs where !self.songIDs.contains(id) { self.songIDs.append(id) }
    }

    /// Whether `id` is starred.
    public func contains(_ id: String) -> Bool {
        songIDs.contains(id)
    }

    /// Stars `id`, or unstars it if it was starred; returns whether it is starred now.
    @discardableResult
    public mutating func toggle(_ id: String) -> Bool {
        if let index = songIDs.firstIndex(of: id) {
            songIDs.remove(at: index)
            return false
        }
        songIDs.append(id)
        return true
    }

    public init(from decoder: any Decoder) throws {
        self.init(songIDs: try decoder.singleValueContainer().decode([String].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(songIDs)
    }
}
