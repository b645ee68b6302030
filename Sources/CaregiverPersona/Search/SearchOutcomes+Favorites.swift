import Model

/// A caregiver's favorites re-rank a remembered search without searching again: +10 points a
/// favorite (`SearchIndex.favoriteBonus`; docs/rules.md#favorite-bonus).
///
/// A row's key is (score, then catalog place): higher score first, then the earlier song — the
/// place compared as (its group's movie, its row), since a group's songs of equal score are listed
/// in catalog order and a movie's songs are contiguous in the catalog (`groupSongs`). The
/// listing puts each movie group's songs in key order and the groups in the order of their first
/// (best) song. With favorites only the favorites' keys improve, so the row of a song follows from
/// the rows without them and the favorites among them: the groups whose best key is better than
/// the song's group's new best, and the songs of its group with a better key. Only the favorites
/// the search lists are looked at: O(f log n) for f favorites over n rows, no allocation (they
/// are held on the stack). The listed ones are insertion-sorted, O(l²) for l listed: l is a
/// handful (a caregiver stars 5 % of the songs opened, `favoriteRate`; the regression scenario's
/// caregivers star 1,219 songs among 1,360), so a sort that could allocate would cost more.
extension SearchOutcomes.Rows {
    /// The row (from 1) of `song` when `favorites` (songs by catalog place) get +10; 0 when it is
    /// not listed; `nil` when the rows kept cannot tell (the song, or a favorite that could climb,
    /// may be listed beyond them: search again).
    package func row(of song: Int32, favorites: Favorites<Int32>) -> Int32? {
        guard let plain = row(of: song) else { return nil }
        guard plain > 0, !favorites.isEmpty else { return plain }
        guard complete else { return nil }
        return favorites.songIDs.withUnsafeBufferPointer { ids in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: ids.count) { listed in
                var count = 0
                for id in ids {
                    guard let row = row(of: id), row > 0 else { continue }
                    var slot = count
                    while slot > 0 && listed[slot - 1] > row - 1 {
                        listed[slot] = listed[slot - 1]
                        slot -= 1
                    }
                    listed[slot] = row - 1
                    count += 1
                }
                guard count > 0 else { return plain }
                return rank(Int(plain) - 1, favoriteRows: UnsafeBufferPointer(rebasing: listed[0..<count]))
            }
        }
    }

    /// The key of row `row` of group `group` without favorites: smaller is better (score above
    /// bit 42, the group's song from bit 10, the row below: rows < `SearchOutcomes.keptRows`).
    func key(_ row: Int, _ group: Int) -> Int64 {
        Int64(-Int32(scores[row])) << 42 | Int64(groupSongs[group]) << 10 | Int64(row)
    }

    /// The key of row `row` of group `group` with the favorite's +10.
    func favoriteKey(_ row: Int, _ group: Int) -> Int64 {
        key(row, group) - Int64(SearchIndex.favoriteBonus) << 42
    }

    /// The movie group (its index in `groupStarts`) of `row`.
    func group(of row: Int) -> Int {
        var low = 0, high = groupStarts.count
        while low < high {
            let mid = (low + high) >> 1
            if Int(groupStarts[mid]) <= row { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    /// Rows from `groupStarts[group]` up to the next group's start.
    func rows(of group: Int) -> Range<Int> {
        Int(groupStarts[group])..<(group + 1 < groupStarts.count ? Int(groupStarts[group + 1]) : count)
    }

    /// The row (from 1) of row `target` (from 0) when the songs at `favoriteRows` (ascending) get +10.
    func rank(_ target: Int, favoriteRows: UnsafeBufferPointer<Int32>) -> Int32 {
        func isFavorite(_ row: Int) -> Bool {
            var low = 0, high = favoriteRows.count
            while low < high {
                let mid = (low + high) >> 1
                if Int(favoriteRows[mid]) < row { low = mid + 1 } else { high = mid }
            }
            return low < favoriteRows.count && Int(favoriteRows[low]) == row
        }
        let own = group(of: target)
        let ownRows = rows(of: own)
        var best = key(ownRows.lowerBound, own)
        for row in favoriteRows where ownRows.contains(Int(row)) { best = min(best, favoriteKey(Int(row), own)) }
        // Groups whose best song was already better stay ahead: a prefix of the groups.
        var low = 0, high = own
        while low < high {
            let mid = (low + high) >> 1
            if key(Int(groupStarts[mid]), mid) < best { low = mid + 1 } else { high = mid }
        }
        var ahead = Int(groupStarts[low])
        // Later groups move ahead when one of their favorites is now better (each counted once:
        // the favorites' rows ascend, so a group's favorites are next to each other).
        var counted = -1
        for row in favoriteRows {
            let group = group(of: Int(row))
            guard group >= low, group != own, group != counted, favoriteKey(Int(row), group) < best else { continue }
            ahead += rows(of: group).count
            counted = group
        }
        // In its own group: the songs whose key was better, and the favorites that now are.
        let targetKey = isFavorite(target) ? favoriteKey(target, own) : key(target, own)
        var first = ownRows.lowerBound, last = ownRows.upperBound
        while first < last {
            let mid = (first + last) >> 1
            if key(mid, own) < targetKey { first = mid + 1 } else { last = mid }
        }
        var within = first - ownRows.lowerBound
        for row in favoriteRows where ownRows.contains(Int(row)) && Int(row) != target {
            if key(Int(row), own) >= targetKey && favoriteKey(Int(row), own) < targetKey { within += 1 }
        }
        return Int32(ahead + within + 1)
    }
}
