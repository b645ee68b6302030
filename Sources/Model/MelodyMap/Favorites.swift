/// The songs a caregiver starred (⭐ in the song panel; the app's `FavoritesService`), kept in
/// UserDefaults as an array of song ids, which persists across launches (docs/rules.md#favorites).
///
/// Decided, where the seeds name no order: the array is kept sorted by id, each id once. Looking a
/// song up is then a binary search — search asks for every song it lists (+10,
/// docs/rules.md#favorite-bonus) — and the same stars always store the same array. A stored array
/// in any order, with repeats, decodes to the same favorites.
public struct Favorites<ID: Comparable & Codable & Sendable>: Codable, Equatable, Sendable {
    /// Starred song ids, ascending, each once.
    public private(set) var songIDs: [ID] = []

    /// Favorites holding `songIDs`, sorted, each once.
    ///
    /// - Complexity: O(n) when `songIDs` is already ascending with no repeats (as every array
    ///   this type stores is, so decoding what it encoded never sorts), O(n log n) otherwise.
    public init(songIDs: [ID] = []) {
        var ascending = true
        var index = 1
        while ascending && index < songIDs.count {
            ascending = songIDs[index - 1] < songIDs[index]
            index += 1
        }
        if ascending {
            self.songIDs = songIDs
            return
        }
        for id in songIDs.sorted() where self.songIDs.last != id { self.songIDs.append(id) }
    }

    /// Whether nothing is starred.
    @inlinable public var isEmpty: Bool { songIDs.isEmpty }

    /// How many songs are starred.
    @inlinable public var count: Int { songIDs.count }

    /// Where `id` is, or would be inserted, in `songIDs`.
    ///
    /// - Complexity: O(log n). Inlinable, like `contains(_:)`: search asks for every song it
    /// lists, so the generic binary search is specialised for the caller's id type.
    @inlinable func position(of id: ID) -> Int {
        var low = 0, high = songIDs.count
        while low < high {
            let mid = (low + high) >> 1
            if songIDs[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether `id` is starred.
    ///
    /// - Complexity: O(log n).
    @inlinable public func contains(_ id: ID) -> Bool {
        let index = position(of: id)
        return index < songIDs.count && songIDs[index] == id
    }

    /// Stars `id`, or unstars it if it was starred; returns whether it is starred now.
    ///
    /// - Complexity: O(n).
    @discardableResult
    public mutating func toggle(_ id: ID) -> Bool {
        let index = position(of: id)
        if index < songIDs.count && songIDs[index] == id {
            songIDs.remove(at: index)
            return false
        }
        songIDs.insert(id, at: index)
        return true
    }

    /// Reads the stored array, element by element from its unkeyed container (what decoding
    /// `[ID]` does). Inlinable, as is `encode(to:)`, so a caller that names its id type — the
    /// caregivers' `Int32` at each cold launch — runs it specialized.
    @inlinable
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var ids: [ID] = []
        if let count = container.count { ids.reserveCapacity(count) }
        while !container.isAtEnd { ids.append(try container.decode(ID.self)) }
        self.init(songIDs: ids)
    }

    /// Writes the ids, ascending, as an array (what encoding `[ID]` does).
    @inlinable
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for id in songIDs { try container.encode(id) }
    }
}
