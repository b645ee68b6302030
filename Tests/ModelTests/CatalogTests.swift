import Foundation
import Testing
import Model

@Suite("Catalog")
struct CatalogTests {
    static let movies = """
    [
      {"id": "m2", "title": "Moana", "imageURL": "https://x/moana.jpg", "releaseYear": 2016, "sortOrder": 2},
      {"id": "m1", "title": "The Lion King", "imageURL": "https://x/lk.jpg", "releaseYear": 1994, "sortOrder": 1, "extra": true}
    ]
    """

    static func song(_ id: String, movie: String = "m1", start: String = "00:20:00", percent: Int = 23, year: Int = 1994,
                     runtime: Int = 88, title: String = "Hakuna Matata") -> String {
        """
        {"id": "\(id)", "movieId": "\(movie)", "title": "\(title)", "percent": \(percent), "startTime": "\(start)",
         "singers": ["Timon", "Pumbaa"], "releaseYear": \(year), "movieRuntimeMinutes": \(runtime),
         "streamingLinks": [], "purchaseLinks": [], "keywords": ["friendship"], "blurb": "No worries."}
        """
    }

    static func load(_ songs: [String], movies: String = movies) throws(CatalogError) -> Catalog {
        try Catalog.load(moviesJSON: Data(movies.utf8), songsJSON: Data(("[" + songs.joined(separator: ",") + "]").utf8))
    }

    @Test("timecodes: HH:MM:SS with minutes and seconds below 60", arguments: [
        ("00:00:00", 0), ("01:02:03", 3_723), ("1:29:59", 5_399), ("100:00:00", 360_000),
    ])
    func timecodes(_ text: String, _ seconds: Int) {
        #expect(Song.seconds(fromTimecode: text) == seconds)
    }

    @Test("malformed timecodes are refused", arguments: ["1:2:3", "00:60:00", "00:00:60", "00:00", "a0:00:00", "00:00:00:00", ":00:00", "-1:00:00"])
    func badTimecodes(_ text: String) {
        #expect(Song.seconds(fromTimecode: text) == nil)
    }

    @Test("loads both files, ignores unknown fields, orders movies by sortOrder and songs by movie then start")
    func loads() throws {
        let catalog = try Self.load([
            Self.song("s3", movie: "m2", start: "00:50:00", percent: 47, year: 2016, runtime: 107, title: "You're Welcome"),
            Self.song("s2", start: "01:10:00", percent: 80, title: "Can You Feel the Love Tonight"),
            Self.song("s1"),
        ])
        #expect(catalog.movies.map(\.id) == ["m1", "m2"])
        #expect(catalog.songs.map(\.id) == ["s1", "s2", "s3"])
        #expect(catalog.songs[0].startSeconds == 1_200)
    }

    @Test("each validation rule names the file, line and column, record, id and field", arguments: [
        (Self.song("s1", start: "0:20"), "songs.json:1:86: songs[0] (id \"s1\"): startTime: expected HH:MM:SS, got \"0:20\""),
        (Self.song("s1", start: "02:00:00", percent: 100), "songs.json:1:87: songs[0] (id \"s1\"): startTime: expected a time within the movie's 88 minutes, got 02:00:00"),
        (Self.song("s1", percent: 50), "songs.json:1:69: songs[0] (id \"s1\"): percent: expected about 23 (00:20:00 of 88 minutes), got 50"),
        (Self.song("s1", percent: 101), "songs.json:1:69: songs[0] (id \"s1\"): percent: expected 0 to 100, got 101"),
        (Self.song("s1", movie: "m9"), "songs.json:1:26: songs[0] (id \"s1\"): movieId: expected the id of a movie in movies.json, got \"m9\""),
        (Self.song("s1", year: 1995), "songs.json:2:49: songs[0] (id \"s1\"): releaseYear: expected 1994 (the movie's), got 1995"),
        (Self.song("s1", title: " "), "songs.json:1:41: songs[0] (id \"s1\"): title: expected a title"),
        (Self.song("", title: "x"), "songs.json:1:9: songs[0] (id \"\"): id: expected a non-empty id"),
    ])
    func validation(_ song: String, _ message: String) {
        #expect(throws: CatalogError.self) { try Self.load([song]) }
        do { _ = try Self.load([song]) } catch { #expect(error.description == message) }
    }

    @Test("duplicates and disagreeing runtimes are refused, naming both records")
    func crossRecord() {
        do { _ = try Self.load([Self.song("s1"), Self.song("s1", start: "00:30:00", percent: 34)]); Issue.record("accepted") } catch {
            #expect(error.description == "songs.json:3:104: songs[1] (id \"s1\"): id: expected a unique id; songs[0] has it too")
        }
        do { _ = try Self.load([Self.song("s1"), Self.song("s2", runtime: 90)]); Issue.record("accepted") } catch {
            #expect(error.description == "songs.json:4:78: songs[1] (id \"s2\"): movieRuntimeMinutes: expected 88 (as songs[0] of the same movie), got 90")
        }
    }

    @Test("decoding errors name the line, column, record and field")
    func decoding() {
        let wrongType = Self.song("s1").replacingOccurrences(of: "\"percent\": 23", with: "\"percent\": \"23\"")
        do { _ = try Self.load([wrongType]); Issue.record("accepted") } catch {
            #expect(error.description == "songs.json:1:69: songs[0]: percent: expected a whole number")
        }
        let missing = Self.song("s1").replacingOccurrences(of: "\"blurb\": \"No worries.\"", with: "\"x\": 1")
        do { _ = try Self.load([missing]); Issue.record("accepted") } catch {
            #expect(error.description == "songs.json:1:2: songs[0]: blurb: required field is missing")
        }
    }

    @Test("favorites toggle, are kept sorted by id, each once, and round-trip as an array of ids; any stored order decodes")
    func favorites() throws {
        var favorites = Favorites<String>()
        let starred = [favorites.toggle("s2"), favorites.toggle("s1"), favorites.toggle("s2")]
        #expect(starred == [true, true, false])
        #expect(favorites.songIDs == ["s1"])
        favorites.toggle("s3")
        favorites.toggle("s0")
        let data = try JSONEncoder().encode(favorites)
        #expect(String(decoding: data, as: UTF8.self) == #"["s0","s1","s3"]"#)
        #expect(try JSONDecoder().decode(Favorites<String>.self, from: data) == favorites)
        #expect(try JSONDecoder().decode(Favorites<String>.self, from: Data(#"["s3","s0","s3","s1"]"#.utf8)) == favorites)
        #expect(Favorites(songIDs: ["b", "a", "b"]).songIDs == ["a", "b"])
        #expect(favorites.contains("s0") && favorites.contains("s3") && !favorites.contains("s2") && !favorites.contains("s4"))
        #expect(!Favorites<Int32>().contains(0) && Favorites<Int32>(songIDs: [7]).contains(7) && Favorites<Int32>(songIDs: [7]).count == 1)
    }

    @Test("favorites from any array are its ids sorted, each once, 400 seeded arrays (ascending ones are kept as given)")
    func favoritesFromAnyArray() {
        var draw = SeededDraws(seed: 11)
        for round in 0..<400 {
            var ids = (0..<draw(12)).map { _ in Int32(draw(16)) }
            if round % 2 == 0 { ids = Array(Set(ids)).sorted() }
            #expect(Favorites(songIDs: ids).songIDs == Array(Set(ids)).sorted(), "\(ids)")
        }
    }
}
