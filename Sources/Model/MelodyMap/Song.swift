/// A song as `/getSongs` returns it, field for field (docs/rules.md#catalog-contract).
///
/// `releaseYear` and `movieRuntimeMinutes` repeat the movie's; `percent` is the song's place on
/// the movie's timeline; `startTime` is `HH:MM:SS` into the movie.
public struct Song: Identifiable, Codable, Equatable, Sendable {
    public let id: String
    public let movieId: String
    public let title: String
    public let percent: Int
    public let startTime: String
    public let singers: [String]
    public let releaseYear: Int
    public let movieRuntimeMinutes: Int
    public let streamingLinks: [String]
    public let purchaseLinks: [String]
    public let keywords: [String]
    public let blurb: String

    public init(id: String, movieId: String, title: String, percent: Int, startTime: String, singers: [String],
                releaseYear: Int, movieRuntimeMinutes: Int, streamingLinks: [String] = [], purchaseLinks: [String] = [],
                keywords: [String] = [], blurb: String = "") {
        self.id = id
        self.movieId = movieId
        self.title = title
        self.percent = percent
        self.startTime = startTime
        self.singers = singers
        self.releaseYear = releaseYear
        self.movieRuntimeMinutes = movieRuntimeMinutes
        self.streamingLinks = streamingLinks
        self.purchaseLinks = purchaseLinks
        self.keywords = keywords
        self.blurb = blurb
    }

    /// `startTime` in seconds, or `nil` when it is not `H…H:MM:SS` with minutes and seconds below 60.
    public var startSeconds: Int? { Song.seconds(fromTimecode: startTime) }

    /// Parses `HH:MM:SS` (one or more hour digits, at most 1,000,000 hours; two-digit minutes and seconds, each below 60).
    public static func seconds(fromTimecode text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Int(parts[2]),
              hours <= 1_000_000, minutes < 60, seconds < 60 else { return nil }
        return hours * 3_600 + minutes * 60 + seconds
    }
}

/// A movie as `/getMovies` returns it (docs/rules.md#catalog-contract).
public struct Movie: Identifiable, Codable, Equatable, Sendable {
    public let id: String
    public let title: String
    public let imageURL: String
    public let releaseYear: Int
    public let sortOrder: Int

    public init(id: String, title: String, imageURL: String = "", releaseYear: Int, sortOrder: Int) {
        self.id = id
        self.title = title
        self.imageURL = imageURL
        self.releaseYear = releaseYear
        self.sortOrder = sortOrder
    }
}
