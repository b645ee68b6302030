import Foundation

/// Melody Map's movies and songs, validated, in timeline order.
///
/// Loaded from the app's own data contract: `movies.json` and `songs.json`, arrays exactly as
/// `/getMovies` and `/getSongs` return them. Decided here, where the spec is silent:
/// - Unknown fields are ignored (the API may add fields); missing fields and wrong types are errors.
/// - Every id is non-empty and unique; every song's `movieId` names a movie.
/// - `startTime` is `HH:MM:SS` within the movie's runtime; `percent` is 0…100 and within one point
///   of `startTime` over the runtime (the timeline dot must sit where the song starts).
/// - A song's `releaseYear` and `movieRuntimeMinutes` equal its movie's `releaseYear` and the
///   runtime every other song of that movie states.
///
/// Movies are ordered by `sortOrder`, then id; songs by their movie's place, then start time, then id.
public struct Catalog: Equatable, Sendable, Encodable {
    public let movies: [Movie]
    public let songs: [Song]

    /// Validates and orders `movies` and `songs`; `movieFile`/`songFile` name them in errors.
    public init(movies: [Movie], songs: [Song], movieFile: String = "movies.json", songFile: String = "songs.json") throws(CatalogError) {
        var movieIndex: [String: Int] = [:]
        for (index, movie) in movies.enumerated() {
            func fail(_ field: String, _ message: String) -> CatalogError {
                CatalogError(file: movieFile, record: "movies[\(index)]", id: movie.id, field: field, message: message,
                             location: [.index(index), .key(field)])
            }
            guard !movie.id.isEmpty else { throw fail("id", "expected a non-empty id") }
            guard movieIndex[movie.id] == nil else { throw fail("id", "expected a unique id; movies[\(movieIndex[movie.id]!)] has it too") }
            guard !movie.title.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("title", "expected a title") }
            guard (1888...2100).contains(movie.releaseYear) else { throw fail("releaseYear", "expected a year from 1888 to 2100, got \(movie.releaseYear)") }
            movieIndex[movie.id] = index
        }
        var songIndex: [String: Int] = [:]
        var runtimes: [String: (minutes: Int, song: Int)] = [:]
        for (index, song) in songs.enumerated() {
            func fail(_ field: String, _ message: String) -> CatalogError {
                CatalogError(file: songFile, record: "songs[\(index)]", id: song.id, field: field, message: message,
                             location: [.index(index), .key(field)])
            }
            guard !song.id.isEmpty else { throw fail("id", "expected a non-empty id") }
            guard songIndex[song.id] == nil else { throw fail("id", "expected a unique id; songs[\(songIndex[song.id]!)] has it too") }
            guard !song.title.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("title", "expected a title") }
            guard let movie = movieIndex[song.movieId].map({ movies[$0] }) else {
                throw fail("movieId", "expected the id of a movie in \(movieFile), got \"\(song.movieId)\"")
            }
            guard song.releaseYear == movie.releaseYear else {
                throw fail("releaseYear", "expected \(movie.releaseYear) (the movie's), got \(song.releaseYear)")
            }
            guard (1...100_000).contains(song.movieRuntimeMinutes) else {
                throw fail("movieRuntimeMinutes", "expected a whole number of minutes from 1 to 100000, got \(song.movieRuntimeMinutes)")
            }
            if let stated = runtimes[song.movieId], stated.minutes != song.movieRuntimeMinutes {
                throw fail("movieRuntimeMinutes", "expected \(stated.minutes) (as songs[\(stated.song)] of the same movie), got \(song.movieRuntimeMinutes)")
            }
            runtimes[song.movieId] = runtimes[song.movieId] ?? (song.movieRuntimeMinutes, index)
            guard let start = song.startSeconds else { throw fail("startTime", "expected HH:MM:SS, got \"\(song.startTime)\"") }
            let runtime = song.movieRuntimeMinutes * 60
            guard start <= runtime else {
                throw fail("startTime", "expected a time within the movie's \(song.movieRuntimeMinutes) minutes, got \(song.startTime)")
            }
            guard (0...100).contains(song.percent) else { throw fail("percent", "expected 0 to 100, got \(song.percent)") }
            let expected = (start * 100 + runtime / 2) / runtime
            guard abs(song.percent - expected) <= 1 else {
                throw fail("percent", "expected about \(expected) (\(song.startTime) of \(song.movieRuntimeMinutes) minutes), got \(song.percent)")
            }
            songIndex[song.id] = index
        }
        self.movies = movies.sorted { ($0.sortOrder, $0.id) < ($1.sortOrder, $1.id) }
        let place = Dictionary(uniqueKeysWithValues: self.movies.enumerated().map { ($0.element.id, $0.offset) })
        self.songs = songs.sorted {
            (place[$0.movieId]!, $0.startSeconds!, $0.id) < (place[$1.movieId]!, $1.startSeconds!, $1.id)
        }
    }

    /// Decodes and validates the two files' contents; every error names its file, line and column.
    public static func load(moviesJSON: Data, songsJSON: Data, movieFile: String = "movies.json",
                            songFile: String = "songs.json") throws(CatalogError) -> Catalog {
        let movies = try decode([Movie].self, from: moviesJSON, file: movieFile, array: "movies")
        let songs = try decode([Song].self, from: songsJSON, file: songFile, array: "songs")
        do {
            return try Catalog(movies: movies, songs: songs, movieFile: movieFile, songFile: songFile)
        } catch {
            throw error.located(in: error.file == movieFile ? moviesJSON : songsJSON)
        }
    }

    /// Reads `movies.json` and `songs.json` from `directory` (each must be UTF-8, see `InputFile`).
    public static func load(directory: String) throws(CatalogError) -> Catalog {
        let moviePath = directory + "/movies.json"
        let songPath = directory + "/songs.json"
        func read(_ path: String) throws(CatalogError) -> Data {
            do {
                return Data(try InputFile.utf8(path))
            } catch {
                var failure = CatalogError(file: path, record: "", id: nil, field: "", message: error.message)
                failure.line = error.line
                failure.column = error.column
                throw failure
            }
        }
        return try load(moviesJSON: try read(moviePath), songsJSON: try read(songPath), movieFile: moviePath, songFile: songPath)
    }

    /// Decodes `type`, turning decoding errors into messages that name the line, column, record
    /// and field (a syntax error is found by `JSONPosition`, which `JSONDecoder` does not report).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, array: String) throws(CatalogError) -> T {
        let bytes = [UInt8](data)
        if let syntax = JSONPosition.syntaxError(in: bytes) {
            var failure = CatalogError(file: file, record: "", id: nil, field: "", message: "not valid JSON: " + syntax.message)
            failure.line = syntax.position.line
            failure.column = syntax.position.column
            throw failure
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty { throw corrupted(data, file: file) }
            throw CatalogError(decoding: error, file: file, array: array).located(in: data)
        } catch {
            throw CatalogError(file: file, record: "", id: nil, field: "", message: "not valid JSON")
        }
    }

    /// A `dataCorrupted` error without a coding path: `JSONDecoder`'s word for a number that does
    /// not fit its field (every number in the catalog is a whole number), found and located here.
    static func corrupted(_ data: Data, file: String) -> CatalogError {
        guard let number = JSONPosition.firstNonInteger(in: [UInt8](data)) else {
            return CatalogError(file: file, record: "", id: nil, field: "", message: "not valid JSON")
        }
        var failure = CatalogError(file: file, record: "", id: nil, field: "",
                                   message: "expected a whole number from \(Int.min) to \(Int.max), got \(number.text)")
        failure.line = number.position.line
        failure.column = number.position.column
        return failure
    }
}

/// Why a catalog was refused: the file, the record (and its id) and the field at fault.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// `songs[12]`, or empty for the whole file.
    public var record: String
    public var id: String?
    public var field: String
    public var message: String
    /// 1-based line and column in `file` of the value at fault, when known.
    public var line: Int?
    public var column: Int?
    /// The coding path of the value at fault, to find its line and column.
    var location: [JSONPosition.Step]

    public init(file: String, record: String, id: String?, field: String, message: String) {
        self.init(file: file, record: record, id: id, field: field, message: message, location: [])
    }

    init(file: String, record: String, id: String?, field: String, message: String, location: [JSONPosition.Step]) {
        self.file = file
        self.record = record
        self.id = id
        self.field = field
        self.message = message
        self.location = location
    }

    /// This error with the line and column of its location in `data` (the file's contents).
    func located(in data: Data) -> CatalogError {
        guard !location.isEmpty else { return self }
        var copy = self
        let position = JSONPosition.of(location, in: [UInt8](data))
        copy.line = position.line
        copy.column = position.column
        return copy
    }

    init(decoding error: DecodingError, file: String, array: String) {
        func locate(_ path: [any CodingKey]) -> (record: String, field: String) {
            let index = path.first?.intValue.map { "\(array)[\($0)]" } ?? ""
            return (index, path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))
        }
        func steps(_ path: [any CodingKey]) -> [JSONPosition.Step] {
            path.map { $0.intValue.map(JSONPosition.Step.index) ?? .key($0.stringValue) }
        }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let (record, field) = locate(context.codingPath)
            self.init(file: file, record: record, id: nil, field: field, message: "expected \(Self.describe(type))",
                      location: steps(context.codingPath))
        case .keyNotFound(let key, let context):
            let (record, _) = locate(context.codingPath)
            self.init(file: file, record: record, id: nil, field: key.stringValue, message: "required field is missing",
                      location: steps(context.codingPath))
        case .dataCorrupted(let context):
            let (record, field) = locate(context.codingPath)
            let message = context.codingPath.isEmpty ? "not valid JSON" : "expected a value that fits its type (a whole number from \(Int.min) to \(Int.max))"
            self.init(file: file, record: record, id: nil, field: field, message: message, location: steps(context.codingPath))
        @unknown default:
            self.init(file: file, record: "", id: nil, field: "", message: "\(error)")
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is [String].Type, is [Any].Type: "an array"
        default: "\(type)"
        }
    }

    public var description: String {
        var text = file + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "")
        if !record.isEmpty { text += ": " + record + (id.map { " (id \"\($0)\")" } ?? "") }
        if !field.isEmpty { text += ": " + field }
        return text + ": " + message
    }
}

/// Each song's movie and each movie's songs, by place in `Catalog.songs`, which the catalog sorts
/// by movie, then timeline: a movie's songs are contiguous, in timeline order, and a timeline is
/// one movie's songs (docs/rules.md#catalog-order, docs/rules.md#timeline-within-movie). Movies are
/// numbered among those with songs, in catalog order. The one definition the search index's movie
/// groups and the caregivers' timeline share.
public struct MovieSongs: Sendable {
    /// Each song's movie number.
    public let songMovie: [Int32]
    /// Where each movie's songs start: movie `m`'s are `movieStart[m] ..< movieStart[m + 1]`.
    public let movieStart: [Int32]

    public init(_ catalog: Catalog) {
        var songMovie: [Int32] = [], movieStart: [Int32] = [0]
        for (place, song) in catalog.songs.enumerated() {
            if place > 0 && song.movieId != catalog.songs[place - 1].movieId { movieStart.append(Int32(place)) }
            songMovie.append(Int32(movieStart.count - 1))
        }
        movieStart.append(Int32(catalog.songs.count))
        self.songMovie = songMovie
        self.movieStart = movieStart
    }

    /// How many movies have songs.
    public var movieCount: Int { movieStart.count - 1 }

    /// The songs of `song`'s movie, as places in `Catalog.songs`, in timeline order.
    public func songs(ofMovieOf song: Int32) -> Range<Int32> {
        let movie = Int(songMovie[Int(song)])
        return movieStart[movie]..<movieStart[movie + 1]
    }
}
