/// The words synthetic catalogs draw their titles and people from: Melody Map's songs and movies
/// (`SyntheticCatalog`) and GoodWatch's titles (`SyntheticTitles`). Accented and non-English
/// names, apostrophes and hyphens on purpose, as the real catalogs have them. Changing a word
/// changes every synthetic catalog, and so every report.
package enum SyntheticWords {
    package static let adjectives = ["Little", "Frozen", "Hidden", "Golden", "Brave", "Enchanted", "Lost", "Wild", "Sleeping", "Secret",
                                     "Painted", "Silver", "Starlit", "Whispering", "Wandering", "Midnight", "Crystal", "Sunlit",
                                     "Emerald", "Velvet", "Shimmering", "Forgotten", "Faraway", "Gentle", "Restless", "Burning",
                                     "Dancing", "Endless", "Fearless", "Glowing", "Humble", "Jolly", "Lonely", "Magic", "Merry",
                                     "Mighty", "Misty", "Northern", "Radiant", "Royal", "Rusty", "Sapphire", "Stormy", "Sweet",
                                     "Tiny", "Twinkling", "Velvet-Blue", "Wishing", "Wooden", "Ivory"]
    package static let nouns = ["Mermaid", "Kingdom", "Forest", "Princess", "Lantern", "River", "Castle", "Dragon", "Ocean", "Garden",
                                "Mountain", "Island", "Crown", "Wish", "Star", "Journey", "Heart", "Song", "Moon", "Lion", "Jungle",
                                "Snow", "Sea", "Sky", "Dream", "Rose", "Wind", "Flame", "Meadow", "Harbor", "Bayou", "Carousel",
                                "Compass", "Feather", "Firefly", "Glacier", "Horizon", "Lagoon", "Lighthouse", "Mirror", "Orchard",
                                "Palace", "Pirate", "Rainbow", "Reef", "Sparrow", "Spell", "Teacup", "Thunder", "Tiger", "Valley",
                                "Village", "Volcano", "Waterfall", "Whale", "Willow", "Wolf", "Ribbon", "Canyon", "Comet", "Dawn",
                                "Desert", "Echo", "Fountain", "Galaxy", "Hollow", "Kite", "Lullaby", "Marsh", "Night", "Pebble",
                                "Puppet", "Quilt", "Shadow", "Snowflake", "Storm", "Summer", "Treasure", "Tower", "Winter"]
    package static let names = ["Amélie", "Zoë", "José", "Björn", "Ñandú", "Mīka", "Aurora", "Moana", "Kiara", "Tiana", "Mateo",
                                "Léa", "Søren", "Anaïs", "Rafiki", "Mulan", "Esmé", "Noé", "Chloé", "Kofi", "Aiyana", "Hinemoa",
                                "Pocahontas", "Quasimodo", "Giselle", "Ariel", "Sebastián", "Olaf", "Mirabel", "Nalani", "Bruno",
                                "Camila", "Dolores", "Elsa", "Fátima", "Gaston", "Hiro", "Isabela", "Jasmine", "Kuzco", "Lumière",
                                "Maui", "Nani", "Odette", "Pua", "Raya", "Sisu", "Tamatoa", "Úrsula", "Vanellope", "Wendell",
                                "Ximena", "Yzma", "Zazu", "Asha", "Benoît", "Célestine", "Dağ", "Émile", "Frédéric"]
    package static let surnames = ["Menzel", "Salonga", "Cravalho", "Bell", "Groff", "O'Hara", "Núñez", "Castañeda", "Müller",
                                   "Kowalski", "Okafor", "Nakamura", "Dubois", "Fernández", "Larsson", "Haddad", "MacLeod",
                                   "Rossi", "Silva", "Østergaard", "Papadopoulos", "Chen", "Kealoha", "Ngata", "Bergström",
                                   "D'Angelo", "Ramírez", "Sørensen", "Yilmaz", "Novák", "Íñiguez", "Mbeki", "Walsh", "Hernández",
                                   "Van der Berg", "Saint-Clair", "Łukasik", "Gonçalves", "Thompson", "Al-Rashid"]
    package static let verbs = ["Go", "Dream", "Sing", "Fly", "Shine", "Wonder", "Dance", "Believe", "Follow", "Find", "Remember", "Rise",
                                "Wait", "Run", "Sail", "Climb", "Glow", "Hope", "Laugh", "Listen", "Roam", "Spin", "Swim", "Whistle",
                                "Hold On", "Let Go", "Come Home", "Break Free", "Carry On", "Look Up", "Stay", "Begin", "Belong", "Grow"]
}
