import Foundation
import Model
import Sim

/// A deterministic synthetic Melody Map catalog of any size up to 100k songs, shaped like the real
/// one: multi-word titles, apostrophes, accented and non-English names, several songs a movie with
/// start times across the runtime. The same size and seed give the same catalog everywhere.
public enum SyntheticCatalog {
    static let adjectives = ["Little", "Frozen", "Hidden", "Golden", "Brave", "Enchanted", "Lost", "Wild", "Sleeping", "Secret",
                             "Painted", "Silver", "Starlit", "Whispering", "Wandering", "Midnight", "Crystal", "Sunlit"]
    static let nouns = ["Mermaid", "Kingdom", "Forest", "Princess", "Lantern", "River", "Castle", "Dragon", "Ocean", "Garden",
                        "Mountain", "Island", "Crown", "Wish", "Star", "Journey", "Heart", "Song", "Moon", "Lion", "Jungle",
                        "Snow", "Sea", "Sky", "Dream", "Rose", "Wind", "Flame", "Meadow", "Harbor"]
    static let names = ["Amélie", "Zoë", "José", "Björn", "Ñandú", "Mīka", "Aurora", "Moana", "Kiara", "Tiana", "Mateo",
                        "Léa", "Søren", "Anaïs", "Rafiki", "Mulan", "Esmé", "Noé", "Chloé", "Kofi", "Aiyana", "Hinemoa",
                        "Pocahontas", "Quasimodo", "Giselle", "Ariel", "Sebastián", "Olaf", "Mirabel", "Nalani"]
    static let verbs = ["Go", "Dream", "Sing", "Fly", "Shine", "Wonder", "Dance", "Believe", "Follow", "Find", "Remember", "Rise"]
    static let phrases = ["Let It %v", "I'll %v Again", "You're My %n", "When I %v", "Under the %n", "%n of %n",
                          "A Whole New %n", "%a %n", "Part of Your %n", "%p's Lullaby", "Can You %v Tonight",
                          "How Far I'll %v", "The %n Inside", "We Don't Talk About %p", "Where the %n %vs", "%p, %p!"]

    /// A catalog of `songs` songs (1…100,000), about six a movie.
    public static func generate(songs: Int, seed: UInt64 = 1) -> Catalog {
        precondition((1...100_000).contains(songs), "a synthetic catalog has 1 to 100,000 songs")
        var random = RandomStreams(seed: seed).generator(persona: 200, agent: 0, purpose: UInt64(songs))
        func pick(_ pool: [String]) -> String { pool[Int(random.uniform(below: UInt64(pool.count)))] }
        var movies: [Movie] = []
        var songList: [Song] = []
        var movieNumber = 0
        while songList.count < songs {
            movieNumber += 1
            let movieID = "m-\(pad(movieNumber, 5))"
            let title: String
            switch random.uniform(below: 4) {
            case 0: title = "The \(pick(adjectives)) \(pick(nouns))"
            case 1: title = pick(names)
            case 2: title = "\(pick(nouns)) and the \(pick(nouns))"
            default: title = "\(pick(names))'s \(pick(nouns))"
            }
            let year = 1937 + Int(random.uniform(below: 88))
            let runtime = 70 + Int(random.uniform(below: 60))
            movies.append(Movie(id: movieID, title: title, imageURL: "https://example.com/\(movieID).jpg",
                                releaseYear: year, sortOrder: movieNumber))
            let count = min(3 + Int(random.uniform(below: 7)), songs - songList.count)
            let slot = runtime * 60 / (count + 1)
            for index in 0..<count {
                let start = slot * (index + 1)
                let songTitle = pick(phrases).replacingOccurrences(of: "%v", with: pick(verbs))
                    .replacingOccurrences(of: "%n", with: pick(nouns)).replacingOccurrences(of: "%a", with: pick(adjectives))
                    .replacingOccurrences(of: "%p", with: pick(names))
                songList.append(Song(
                    id: "s-\(pad(songList.count + 1, 6))", movieId: movieID, title: songTitle,
                    percent: (start * 100 + runtime * 30) / (runtime * 60), startTime: timecode(start),
                    singers: (0...Int(random.uniform(below: 3))).map { _ in pick(names) }, releaseYear: year,
                    movieRuntimeMinutes: runtime, streamingLinks: ["https://example.com/stream/\(movieID)"],
                    keywords: (0...Int(random.uniform(below: 3))).map { _ in pick(nouns).lowercased() }, blurb: ""))
            }
        }
        return try! Catalog(movies: movies, songs: songList)
    }

    static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func timecode(_ seconds: Int) -> String {
        "\(pad(seconds / 3_600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
    }
}
