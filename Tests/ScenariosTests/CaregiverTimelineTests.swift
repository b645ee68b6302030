@testable import CaregiverPersona
import Harness
import Model
@testable import Scenarios
import Sim
import Testing

/// docs/rules.md#timeline-within-movie: after a search opens a movie, caregivers move
/// along its timeline with the arrows or a drag, only within that movie, and each new song opened
/// costs a view.
@Suite("Caregiver timeline")
struct CaregiverTimelineTests {
    @Test("a timeline move stays within the movie: an arrow goes to the next or previous song (only inward at the ends), a drag to any other song; a session moves so from every song")
    func movesStayInTheMovie() throws {
        var timeline = TimelineBehaviour()
        timeline.moveShare = 1
        var random = Xoshiro256StarStar(seed: 41)
        let movie: Range<Int32> = 10..<15
        var seen = Set<Int32>(), kinds = Set<String>()
        for _ in 0..<2_000 {
            let from = Int32(10 + random.uniform(below: 5))
            let (song, move) = timeline.move(from: from, in: movie, using: &random)!
            #expect(movie.contains(song) && song != from)
            switch move {
            case .arrowForward: #expect(song == from + 1)
            case .arrowBack: #expect(song == from - 1)
            case .drag: seen.insert(song)
            }
            if from == 10 { #expect(move == .drag || move == .arrowForward, "no previous song at the start") }
            if from == 14 { #expect(move == .drag || move == .arrowBack, "no next song at the end") }
            kinds.insert("\(move)")
        }
        #expect(seen == Set(10..<15) && kinds.count == 3, "a drag reaches every song; every kind of move happens")
        #expect(timeline.move(from: 20, in: 20..<21, using: &random) == nil, "a movie of one song has no timeline to move along")
        timeline.moveShare = 0
        #expect(timeline.move(from: 11, in: movie, using: &random) == nil, "moveShare 0: the caregiver always leaves the movie")
        try Self.sessionMovesStayInTheMovie()
    }

    /// The rule where a session applies it: a caregiver with a song of a movie of several
    /// songs on screen, one open left and `moveShare` 1 opens another song of that movie next —
    /// an arrow's a neighbour — from every such song of the catalog.
    static func sessionMovesStayInTheMovie() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=1", "populations.caregivers.timeline={moveShare: 1}"])
        var world = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        world.agents[0].today = world.agents[0].zone.localDayNumber(at: scenario.start)
        var simulation = Simulation<CaregiverEvent>(start: scenario.start)
        let movies = world.catalog.movies
        var outside: [String] = [], notNeighbours: [String] = [], drags = 0, arrows = 0
        for song in Int32(0)..<Int32(world.catalog.popularity.count) where movies.songs(ofMovieOf: song).count > 1 {
            // The song is on screen and the session has one more open; no earlier song to re-open.
            world.agents[0].timelineSong = song
            world.agents[0].lastSong = -1
            world.agents[0].opensRemaining = 1
            let (moves, dragsBefore) = (world.tally.totals[.timelineMoves], world.tally.totals[.timelineDrags])
            world.openNext(0, &simulation)
            let opened = world.agents[0].lastSong
            #expect(world.tally.totals[.timelineMoves] == moves + 1, "moveShare 1: from song \(song) the caregiver moves")
            if !movies.songs(ofMovieOf: song).contains(opened) || opened == song {
                outside.append("\(song) of \(movies.songs(ofMovieOf: song)) → \(opened)")
            }
            if world.tally.totals[.timelineDrags] > dragsBefore {
                drags += 1
            } else {
                arrows += 1
                if abs(opened - song) != 1 { notNeighbours.append("\(song) → \(opened)") }
            }
        }
        #expect(outside == [], "a session's move left the movie on screen: \(outside.count) of \(drags + arrows)")
        #expect(notNeighbours == [], "an arrow went past the neighbouring song")
        #expect(drags > 10 && arrows > 10, "every song of a movie of several moved from: \(drags) drags, \(arrows) arrows")
    }

    @Test("the draws: a drag with dragShare, the next song with forwardShare, four draws a move whatever is chosen")
    func shares() {
        var timeline = TimelineBehaviour()
        timeline.moveShare = 1
        timeline.dragShare = 0.2
        timeline.forwardShare = 0.75
        var random = Xoshiro256StarStar(seed: 42)
        var drags = 0, forward = 0, arrows = 0
        for _ in 0..<4_000 {
            switch timeline.move(from: 12, in: 10..<15, using: &random)!.move {
            case .drag: drags += 1
            case .arrowForward: forward += 1; arrows += 1
            case .arrowBack: arrows += 1
            }
        }
        #expect(abs(Double(drags) / 4_000 - 0.2) < 0.02 && abs(Double(forward) / Double(arrows) - 0.75) < 0.03)
        var a = Xoshiro256StarStar(seed: 43), b = Xoshiro256StarStar(seed: 43)
        _ = timeline.move(from: 12, in: 10..<15, using: &a)
        _ = timeline.move(from: 3, in: 3..<4, using: &b)
        #expect(a.next() == b.next(), "a one-song movie draws as much as any other")
    }

    @Test("only an open that showed its song puts it on the timeline: a quota sheet dismissed with Not Now leaves the song on screen")
    func sheetLeavesTheTimeline() throws {
        let scenario = try Fixtures.smallScenario(["populations.caregivers.count=1", "populations.caregivers.adPropensity=0"])
        var world = CaregiverWorld(scenario: scenario, agents: 0..<1, shared: Caregivers.sharedInput(for: scenario), tracing: false)
        world.agents[0].untilTap[.quotaSheet] = 1_000
        world.agents[0].today = world.agents[0].zone.localDayNumber(at: scenario.start)
        var simulation = Simulation<CaregiverEvent>(start: scenario.start)
        var song: Int32 = 0
        while world.tally.totals[.quotaSheets] == 0 {
            #expect(world.agents[0].timelineSong == song - 1, "a charged open shows its song")
            world.attempt(song, 0, &simulation, event: "open")
            song += 1
        }
        #expect(world.tally.totals[.notNow] == 1)
        #expect(world.agents[0].timelineSong == song - 2, "the song behind the sheet was never shown")
    }

    static func run(_ overrides: [String]) throws -> CaregiverTally {
        try #require(try Fixtures.caregiverRun(count: 50, overrides))
    }

    @Test("a movie's timeline is exactly the songs whose catalog record names that movie, in catalog order")
    func movieSongsAreTheMoviesRecords() throws {
        let catalog = CaregiverCatalog(CatalogSource.synthetic(songs: 300), searching: false)
        let songs = catalog.catalog.songs
        for song in songs.indices {
            let movie = songs[song].movieId
            let expected = songs.indices.filter { songs[$0].movieId == movie }.map(Int32.init)
            #expect(Array(catalog.movies.songs(ofMovieOf: Int32(song))) == expected, "song \(song) of movie \(movie)")
        }
    }

    @Test("after a search opens a movie, later opens move along its timeline, and each new song costs a view")
    func driven() throws {
        let tally = try Self.run([])
        let t = tally.totals
        #expect(t[.timelineMoves] > 100 && t[.timelineDrags] > 0 && t[.timelineDrags] < t[.timelineMoves])
        #expect(t[.searches] > t[.sessions], "caregivers go back to Search for songs of other movies")
        let stay = try Self.run(["populations.caregivers.timeline={moveShare: 1}"]).totals
        let leave = try Self.run(["populations.caregivers.timeline={moveShare: 0}"]).totals
        #expect(leave[.timelineMoves] == 0 && stay[.timelineMoves] > t[.timelineMoves])
        #expect(stay[.searches] < t[.searches] && t[.searches] < leave[.searches])
        let trace = Caregivers.replay(try Fixtures.smallScenario(["populations.caregivers.timeline={moveShare: 1}"]), agent: 3).trace
        #expect(trace.contains { $0.contains(" arrow to the next song ") && $0.contains(": view charged") }, "a move to a new song costs a view")
        #expect(trace.contains { $0.contains(" arrow to the previous song ") || $0.contains(" drag to song ") })
    }

    @Test("timeline settings are shares from 0 to 1; unknown keys are named")
    func settings() {
        #expect(ScenarioSearchSettingsTests.error(["populations.caregivers.timeline={moveShare: 1.5}"])
            == "--set populations.caregivers.timeline={moveShare: 1.5}: populations.caregivers.timeline.moveShare: expected a number from 0 to 1, got 1.5")
        #expect(ScenarioSearchSettingsTests.error(["populations.caregivers.timeline={drag: 0.5}"])?
            .contains("populations.caregivers.timeline.drag: unknown key (expected one of: moveShare, dragShare, forwardShare)") == true)
    }
}
