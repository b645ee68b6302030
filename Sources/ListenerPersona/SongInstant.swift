/// A play of a song (a position in the system library) at an instant in milliseconds since 1970,
/// ordered by song, then instant: sorted, a list of them holds each song's plays together, in
/// chronological order.
package struct SongInstant: Comparable {
    package var song: Int32
    package var at: Int64

    package init(song: Int32, at: Int64) {
        self.song = song
        self.at = at
    }

    package static func < (a: SongInstant, b: SongInstant) -> Bool {
        a.song != b.song ? a.song < b.song : a.at < b.at
    }
}
