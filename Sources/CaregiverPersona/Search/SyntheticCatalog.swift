import Foundation
import Harness
import Model
import Sim

/// A deterministic synthetic Melody Map catalog of any size up to 1,000,000 songs, shaped like the
/// real one: multi-word titles, apostrophes, accented and non-English names, several songs a movie
/// with start times across the runtime. The same size and seed give the same catalog everywhere.
/// The larger the catalog, the more often a title repeats (the templates are finite), so the
/// capacity estimate's largest sizes (150k, 500k) find more songs per query than a real catalog.
package enum SyntheticCatalog {
    package static let phrases = ["Let It %v", "I'll %v Again", "You're My %n", "When I %v", "Under the %n", "%n of %n",
                          "A Whole New %n", "%a %n", "Part of Your %n", "%p's Lullaby", "Can You %v Tonight",
                          "How Far I'll %v", "The %n Inside", "We Don't Talk About %p", "Where the %n Can %v", "%p, %p!",
                          "The %a %n", "%p's %n", "%a %n, %a %n", "Don't %v, %p", "Song of the %a %n", "Beyond the %n",
                          "If I Could %v", "%n in the %n", "Ballad of %p", "%v with Me", "Ma Belle %n", "¡Viva %p!",
                          "The %n Waltz", "One More %n", "Little %n, %v", "%p and the %a %n", "Reprise: %a %n"]
    package static let movieTitles = ["The %a %n", "%p", "%n and the %n", "%p's %n"]

    /// The pool a template slot draws from.
    package static func pool(_ slot: Character) -> [String] {
        switch slot {
        case "a": SyntheticWords.adjectives
        case "n": SyntheticWords.nouns
        case "p": SyntheticWords.names
        default: SyntheticWords.verbs
        }
    }

    /// How often each template is chosen: in proportion to how many titles it can make, up to
    /// 5,000, so a title is rarely repeated (at 1.5k songs about 1 in 20 shares its title, as
    /// reprises and remakes do in the real catalog) without every title having many words.
    package static func templateChoice(_ templates: [String]) -> WeightedChoice {
        WeightedChoice(weights: templates.map { template in
            var combinations = 1.0
            var slot = false
            for character in template {
                if slot { combinations *= Double(pool(character).count) }
                slot = character == "%"
            }
            return min(combinations, 5_000)
        })
    }

    /// A catalog of `songs` songs (1…1,000,000), about six a movie.
    package static func generate(songs: Int, seed: UInt64 = 1) -> Catalog {
        precondition((1...1_000_000).contains(songs), "a synthetic catalog has 1 to 1,000,000 songs")
        var random = StreamKeys.syntheticSongs.generator(seed: seed, purpose: UInt64(songs))
        func pick(_ pool: [String]) -> String { pool[Int(random.uniform(below: UInt64(pool.count)))] }
        /// The template with each slot (`%a`, `%n`, `%p`, `%v`) filled by a draw of its own.
        func fill(_ template: String) -> String {
            var text = ""
            var slot = false
            for character in template {
                if slot {
                    text += pick(pool(character))
                } else if character != "%" {
                    text.append(character)
                }
                slot = !slot && character == "%"
            }
            return text
        }
        let movieTemplate = templateChoice(movieTitles)
        let songTemplate = templateChoice(phrases)
        var movies: [Movie] = []
        var songList: [Song] = []
        var movieNumber = 0
        while songList.count < songs {
            movieNumber += 1
            let movieID = "m-\(pad(movieNumber, 5))"
            let title = fill(movieTitles[movieTemplate.sample(using: &random)])
            let year = 1937 + Int(random.uniform(below: 88))
            let runtime = 70 + Int(random.uniform(below: 60))
            movies.append(Movie(id: movieID, title: title, imageURL: "https://example.com/\(movieID).jpg",
                                releaseYear: year, sortOrder: movieNumber))
            // The movie's cast: the people who sing its songs ("First Last"), so a singer has the
            // songs of a movie or two, as in the real catalog.
            let cast = (0..<(2 + Int(random.uniform(below: 3)))).map { _ in "\(pick(SyntheticWords.names)) \(pick(SyntheticWords.surnames))" }
            let count = min(3 + Int(random.uniform(below: 7)), songs - songList.count)
            let slot = runtime * 60 / (count + 1)
            for index in 0..<count {
                let start = slot * (index + 1)
                let songTitle = fill(phrases[songTemplate.sample(using: &random)])
                songList.append(Song(
                    id: "s-\(pad(songList.count + 1, 6))", movieId: movieID, title: songTitle,
                    percent: (start * 100 + runtime * 30) / (runtime * 60), startTime: timecode(start),
                    singers: singers(from: cast, using: &random), releaseYear: year,
                    movieRuntimeMinutes: runtime, streamingLinks: ["https://example.com/stream/\(movieID)"],
                    keywords: (0...Int(random.uniform(below: 3))).map { _ in pick(SyntheticWords.nouns).lowercased() }, blurb: ""))
            }
        }
        return try! Catalog(movies: movies, songs: songList)
    }

    /// One to three different members of `cast`.
    package static func singers(from cast: [String], using random: inout Xoshiro256StarStar) -> [String] {
        let first = Int(random.uniform(below: UInt64(cast.count)))
        return (0..<min(cast.count, 1 + Int(random.uniform(below: 3)))).map { cast[(first + $0) % cast.count] }
    }

    package static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    package static func timecode(_ seconds: Int) -> String {
        "\(pad(seconds / 3_600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
    }
}
