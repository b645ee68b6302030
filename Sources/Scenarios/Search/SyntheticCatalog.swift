import Foundation
import Model
import Sim

/// A deterministic synthetic Melody Map catalog of any size up to 100k songs, shaped like the real
/// one: multi-word titles, apostrophes, accented and non-English names, several songs a movie with
/// start times across the runtime. The same size and seed give the same catalog everywhere.
package enum SyntheticCatalog {
    static let adjectives = ["Little", "Frozen", "Hidden", "Golden", "Brave", "Enchanted", "Lost", "Wild", "Sleeping", "Secret",
                             "Painted", "Silver", "Starlit", "Whispering", "Wandering", "Midnight", "Crystal", "Sunlit",
                             "Emerald", "Velvet", "Shimmering", "Forgotten", "Faraway", "Gentle", "Restless", "Burning",
                             "Dancing", "Endless", "Fearless", "Glowing", "Humble", "Jolly", "Lonely", "Magic", "Merry",
                             "Mighty", "Misty", "Northern", "Radiant", "Royal", "Rusty", "Sapphire", "Stormy", "Sweet",
                             "Tiny", "Twinkling", "Velvet-Blue", "Wishing", "Wooden", "Ivory"]
    static let nouns = ["Mermaid", "Kingdom", "Forest", "Princess", "Lantern", "River", "Castle", "Dragon", "Ocean", "Garden",
                        "Mountain", "Island", "Crown", "Wish", "Star", "Journey", "Heart", "Song", "Moon", "Lion", "Jungle",
                        "Snow", "Sea", "Sky", "Dream", "Rose", "Wind", "Flame", "Meadow", "Harbor", "Bayou", "Carousel",
                        "Compass", "Feather", "Firefly", "Glacier", "Horizon", "Lagoon", "Lighthouse", "Mirror", "Orchard",
                        "Palace", "Pirate", "Rainbow", "Reef", "Sparrow", "Spell", "Teacup", "Thunder", "Tiger", "Valley",
                        "Village", "Volcano", "Waterfall", "Whale", "Willow", "Wolf", "Ribbon", "Canyon", "Comet", "Dawn",
                        "Desert", "Echo", "Fountain", "Galaxy", "Hollow", "Kite", "Lullaby", "Marsh", "Night", "Pebble",
                        "Puppet", "Quilt", "Shadow", "Snowflake", "Storm", "Summer", "Treasure", "Tower", "Winter"]
    static let names = ["Amélie", "Zoë", "José", "Björn", "Ñandú", "Mīka", "Aurora", "Moana", "Kiara", "Tiana", "Mateo",
                        "Léa", "Søren", "Anaïs", "Rafiki", "Mulan", "Esmé", "Noé", "Chloé", "Kofi", "Aiyana", "Hinemoa",
                        "Pocahontas", "Quasimodo", "Giselle", "Ariel", "Sebastián", "Olaf", "Mirabel", "Nalani", "Bruno",
                        "Camila", "Dolores", "Elsa", "Fátima", "Gaston", "Hiro", "Isabela", "Jasmine", "Kuzco", "Lumière",
                        "Maui", "Nani", "Odette", "Pua", "Raya", "Sisu", "Tamatoa", "Úrsula", "Vanellope", "Wendell",
                        "Ximena", "Yzma", "Zazu", "Asha", "Benoît", "Célestine", "Dağ", "Émile", "Frédéric"]
    static let surnames = ["Menzel", "Salonga", "Cravalho", "Bell", "Groff", "O'Hara", "Núñez", "Castañeda", "Müller",
                           "Kowalski", "Okafor", "Nakamura", "Dubois", "Fernández", "Larsson", "Haddad", "MacLeod",
                           "Rossi", "Silva", "Østergaard", "Papadopoulos", "Chen", "Kealoha", "Ngata", "Bergström",
                           "D'Angelo", "Ramírez", "Sørensen", "Yilmaz", "Novák", "Íñiguez", "Mbeki", "Walsh", "Hernández",
                           "Van der Berg", "Saint-Clair", "Łukasik", "Gonçalves", "Thompson", "Al-Rashid"]
    static let verbs = ["Go", "Dream", "Sing", "Fly", "Shine", "Wonder", "Dance", "Believe", "Follow", "Find", "Remember", "Rise",
                        "Wait", "Run", "Sail", "Climb", "Glow", "Hope", "Laugh", "Listen", "Roam", "Spin", "Swim", "Whistle",
                        "Hold On", "Let Go", "Come Home", "Break Free", "Carry On", "Look Up", "Stay", "Begin", "Belong", "Grow"]
    static let phrases = ["Let It %v", "I'll %v Again", "You're My %n", "When I %v", "Under the %n", "%n of %n",
                          "A Whole New %n", "%a %n", "Part of Your %n", "%p's Lullaby", "Can You %v Tonight",
                          "How Far I'll %v", "The %n Inside", "We Don't Talk About %p", "Where the %n Can %v", "%p, %p!",
                          "The %a %n", "%p's %n", "%a %n, %a %n", "Don't %v, %p", "Song of the %a %n", "Beyond the %n",
                          "If I Could %v", "%n in the %n", "Ballad of %p", "%v with Me", "Ma Belle %n", "¡Viva %p!",
                          "The %n Waltz", "One More %n", "Little %n, %v", "%p and the %a %n", "Reprise: %a %n"]
    static let movieTitles = ["The %a %n", "%p", "%n and the %n", "%p's %n"]

    /// The pool a template slot draws from.
    static func pool(_ slot: Character) -> [String] {
        switch slot {
        case "a": adjectives
        case "n": nouns
        case "p": names
        default: verbs
        }
    }

    /// How often each template is chosen: in proportion to how many titles it can make, up to
    /// 5,000, so a title is rarely repeated (at 1.5k songs about 1 in 20 shares its title, as
    /// reprises and remakes do in the real catalog) without every title having many words.
    static func templateChoice(_ templates: [String]) -> WeightedChoice {
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

    /// A catalog of `songs` songs (1…100,000), about six a movie.
    package static func generate(songs: Int, seed: UInt64 = 1) -> Catalog {
        precondition((1...100_000).contains(songs), "a synthetic catalog has 1 to 100,000 songs")
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
            let cast = (0..<(2 + Int(random.uniform(below: 3)))).map { _ in "\(pick(names)) \(pick(surnames))" }
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
                    keywords: (0...Int(random.uniform(below: 3))).map { _ in pick(nouns).lowercased() }, blurb: ""))
            }
        }
        return try! Catalog(movies: movies, songs: songList)
    }

    /// One to three different members of `cast`.
    static func singers(from cast: [String], using random: inout Xoshiro256StarStar) -> [String] {
        let first = Int(random.uniform(below: UInt64(cast.count)))
        return (0..<min(cast.count, 1 + Int(random.uniform(below: 3)))).map { cast[(first + $0) % cast.count] }
    }

    static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func timecode(_ seconds: Int) -> String {
        "\(pad(seconds / 3_600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
    }
}
