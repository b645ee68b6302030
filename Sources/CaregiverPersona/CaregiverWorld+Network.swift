import Harness
import Model
import Sim
import Time

/// What caregivers' devices ask of servers (docs/rules.md#caregiver-network; `CaregiverEndpoint`,
/// `CaregiverNetwork`).
///
/// Every draw comes from the session's `network` stream, so modelling the network changes no
/// other draw: every count but the backend's is what it was without it.
extension CaregiverWorld {
    /// A cold launch fetches `getSongs` and `getMovies` for the splash, which waits for the data.
    /// Without network both fail on the device and the app reads the JSON it cached on an earlier
    /// launch; an install's first launch has none to read. A caregiver not subscribed preloads a
    /// rewarded ad (the app's `AdService`).
    mutating func launchRequests(_ i: Int, at now: Instant) {
        agents[i].offline = agents[i].network.bernoulli(population.network.offlineLaunchShare)
        request(.getSongs, i, at: now)
        request(.getMovies, i, at: now)
        if agents[i].offline {
            count(.offlineLaunches, i)
            let cached = agents[i].catalogCached
            if !cached { count(.launchesWithoutCatalog, i) }
            record(i, now, cached ? "offline: reads the catalog cached on the device" : "offline, no catalog cached")
        } else {
            agents[i].catalogCached = true
        }
        if !(agents[i].subscription?.isActive(at: now) ?? false) { loadAd(i, at: now) }
    }

    /// A rewarded-ad load from AdMob: at a cold launch, after an ad is shown (the next one is
    /// preloaded), and when the one loaded could not fill.
    mutating func loadAd(_ i: Int, at now: Instant) {
        count(.adLoads, i)
        request(.rewardedAdLoad, i, at: now)
    }

    /// A song shown in Song Detail may get a tap on its preview: a search of the Apple Music
    /// catalog by movie and song title, then the 30-second preview's download once it answers
    /// (the app's MusicKit search by movie title + song title, then `AudioPreviewPlayer`).
    mutating func maybeTapPreview(_ i: Int, at now: Instant) {
        guard agents[i].network.bernoulli(population.network.previewTapShare) else { return }
        count(.previewTaps, i)
        request(.musicKitSearch, i, at: now)
        request(.previewDownload, i, at: now.advanced(byMilliseconds: CaregiverEndpoint.musicKitSearchMilliseconds))
    }

    /// Records a request by caregiver `i`, failed on the device when its session is offline, if
    /// it is inside the backend window (`Scenario.backendDays`).
    mutating func request(_ endpoint: CaregiverEndpoint, _ i: Int, at instant: Instant) {
        guard instant < backendEnd else { return }
        let request = BackendRequest(at: instant, endpoint: endpoint.rawValue, zone: UInt16(agents[i].homeZone), failed: agents[i].offline)
        tally.record(request)
        tally.fingerprints.mix(i, day: agents[i].today, request)
    }
}
