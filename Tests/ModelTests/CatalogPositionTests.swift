import Foundation
import Testing
import Model
import TestSupport

/// Catalog errors name the line and column a person opens in an editor.
@Suite("Catalog error positions")
struct CatalogPositionTests {
    static let movies = #"[{"id": "m1", "title": "X", "imageURL": "", "releaseYear": 1994, "sortOrder": 1}]"#

    static func songs(_ fields: String) -> String {
        "[\n  {\"id\": \"s1\", \"movieId\": \"m1\", \"title\": \"Y\",\n   " + fields + "}\n]"
    }

    static let good = #""percent": 22, "startTime": "00:20:00", "singers": [], "releaseYear": 1994, "movieRuntimeMinutes": 90, "streamingLinks": [], "purchaseLinks": [], "keywords": [], "blurb": """#

    static func message(_ songs: String) -> String? {
        do {
            _ = try Catalog.load(moviesJSON: Data(movies.utf8), songsJSON: Data(songs.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a syntax error names its line and column and what was found")
    func syntax() {
        #expect(Self.message("[\n  {\"id\": \"s1\",, }\n]") == "songs.json:2:15: not valid JSON: expected a key in double quotes, found ','")
        #expect(Self.message("[\n  {\"id\": \"s1\"") == "songs.json:2:14: not valid JSON: expected ',' or '}', found the end of the file")
    }

    @Test("a value of the wrong type or a missing field points at the value or its record")
    func decoding() {
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: "\"percent\": 22", with: "\"percent\": \"22\"")))
                == "songs.json:3:15: songs[0]: percent: expected a whole number")
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: ", \"blurb\": \"\"", with: "")))
                == "songs.json:2:3: songs[0]: blurb: required field is missing")
    }

    @Test("a number too large for a whole-number field, or fractional, is found and named (JSONDecoder says only 'corrupted')")
    func numbers() {
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: "22", with: "92233720368547758070")))
                == "songs.json:3:15: expected a whole number from -9223372036854775808 to 9223372036854775807, got 92233720368547758070")
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: "22", with: "22.5")))
                == "songs.json:3:15: expected a whole number from -9223372036854775808 to 9223372036854775807, got 22.5")
    }

    @Test("a start time or runtime whose seconds would overflow is refused, not trapped")
    func overflow() {
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: "00:20:00", with: "9999999999999999:00:00")))
                == "songs.json:3:32: songs[0] (id \"s1\"): startTime: expected HH:MM:SS, got \"9999999999999999:00:00\"")
        #expect(Self.message(Self.songs(Self.good.replacingOccurrences(of: "\"movieRuntimeMinutes\": 90", with: "\"movieRuntimeMinutes\": 9223372036854775807")))
                == "songs.json:3:103: songs[0] (id \"s1\"): movieRuntimeMinutes: expected a whole number of minutes from 1 to 100000, got 9223372036854775807")
    }

    @Test("a catalog file that is not UTF-8 names the byte")
    func notUTF8() throws {
        try withTemporaryFolder("appsim-catalog") { folder in
            try Data(Self.movies.utf8).write(to: folder.appendingPathComponent("movies.json"))
            try Data(Array(Self.songs(Self.good).utf8).map { $0 == UInt8(ascii: "Y") ? 0xD9 : $0 }).write(to: folder.appendingPathComponent("songs.json"))
            #expect(throws: CatalogError.self) { try Catalog.load(directory: folder.path) }
            do throws(CatalogError) { _ = try Catalog.load(directory: folder.path) } catch {
                #expect(error.description == "\(folder.path)/songs.json:2:43: expected UTF-8 text, but the byte at offset 44 (0xD9) is not valid UTF-8; save the file as UTF-8")
            }
        }
    }
}
