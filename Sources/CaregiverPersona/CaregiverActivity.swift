import Harness
import Model

/// What a caregiver does on an average day of a run, from the population's means and the remote
/// config at the start: what the caregivers' cost (`Caregivers.cost(of:)`) is priced by, instead of their head count.
///
/// Plain arithmetic over the run's days (no simulation, no random draw, no libm function):
///
/// - **sessions** S = `sessionsPerDay` × (5 + 2 × `weekendFactor`) / 7 (each caregiver's
///   activity level has mean 1);
/// - **attempts** a day: S × the opens a session asks for (1 + Poisson(`opensPerSession` − 1),
///   at most 127, `CaregiverWorld`; taken at its mean, at most 127);
/// - a **subscriber** opens every attempt, but one song after another, `secondsBetweenOpens`
///   apart, so at most `openChainShare` × 86,400 / `secondsBetweenOpens` a day (sessions started
///   while a chain runs add to it);
/// - a caregiver **not subscribed** opens until a quota sheet it answers Not Now ends the session:
///   at most `baseQuota` + `adRewardViews` × `adDailyLimit` × `adPropensity` views (within
///   `dailyViewCap`) plus one attempt a session that meets the sheet;
/// - the **subscribed share**: each day a caregiver not subscribed meets the quota sheet in
///   min(S, (attempts − `baseQuota`) / opens a session) sessions, taps Go Unlimited at
///   `trialPropensity` of them and the Search banner at `bannerTapRate` of its sessions, and
///   subscribes at the paywall with `startTrial` (`directPurchase` without a free trial); the
///   share subscribed grows day by day to the end of the run and is taken at each day's middle.
///   Nobody is taken to cancel, which prices the heavy case (everyone subscribed) in full;
/// - **searches**: the first open of a session and, of the later opens, those that neither
///   re-open the previous song (`rewatchProbability`) nor move along the movie's timeline
///   (`timeline.moveShare`), times `search.share`;
/// - **favorites** held, on average over the run: of the songs shown, `favoriteRate` are starred,
///   saturating at the catalog (songs × x / (1 + x), x = stars so far ÷ songs) — a caregiver's
///   searches cost more the more favorites it ranks.
package struct CaregiverActivity: Equatable {
    /// Sessions a day.
    package var sessions: Double
    /// Song opens attempted a day, quota sheets included.
    package var opens: Double
    /// Searches a day.
    package var searches: Double
    /// The share of caregiver-days subscribed (unlimited).
    package var subscribedShare: Double
    /// Favorites a caregiver holds, on average over its days.
    package var favorites: Double
    /// Backend requests a day by endpoint (`CaregiverEndpoint`): a cold launch
    /// (`relaunchProbability` of the sessions) fetches `getSongs` and `getMovies`; an ad loads at
    /// a cold launch of a caregiver not subscribed and after each ad it watches (its sheets ×
    /// `adPropensity`, at most `adDailyLimit`); a preview tap (`previewTapShare` of the opens)
    /// searches and downloads.
    package var requestsByEndpoint: [Double]

    /// Backend requests a day, every endpoint's.
    package var requests: Double { requestsByEndpoint.reduce(0, +) }

    /// The most opens `opensPerSession` asks for in one session (`CaregiverWorld`).
    static let opensPerSessionCap = 127.0

    package init(_ population: CaregiverPopulation, config: RemoteConfig, days: Int, openChainShare: Double) {
        let p = population
        let sessions = p.sessionsPerDay * (5 + 2 * p.weekendFactor) / 7
        let perSession = min(p.opensPerSession, Self.opensPerSessionCap)
        let attempts = sessions * perSession
        let subscribed = min(attempts, openChainShare * 86_400 / p.secondsBetweenOpens)
        let allowance = min(Double(config.dailyViewCap),
                            Double(config.baseQuota) + Double(config.adRewardViews * config.adDailyLimit) * p.adPropensity)
        let metered = min(attempts, allowance + sessions)
        let sheets = min(sessions, max(0, attempts - Double(config.baseQuota)) / perSession)
        let buys = config.freeTrialDays > 0 ? p.paywall.startTrial : p.paywall.directPurchase
        let daily = min(1, (sheets * p.trialPropensity + sessions * p.paywall.bannerTapRate) * buys)
        let songs = Double(max(1, p.catalog.songCount))
        var share = 0.0, shareSum = 0.0, starred = 0.0, favoriteSum = 0.0
        for _ in 0..<max(days, 1) {
            let end = share + (1 - share) * daily
            let middle = (share + end) / 2
            shareSum += middle
            share = end
            let opensToday = middle * subscribed + (1 - middle) * metered
            let half = starred + p.favoriteRate * opensToday / 2
            favoriteSum += half / (1 + half / songs)
            starred += p.favoriteRate * opensToday
        }
        let dayCount = Double(max(days, 1))
        subscribedShare = shareSum / dayCount
        favorites = favoriteSum / dayCount
        self.sessions = sessions
        opens = subscribedShare * subscribed + (1 - subscribedShare) * metered
        let first = min(sessions, opens)
        searches = p.search.share * (first + (opens - first) * (1 - p.rewatchProbability) * (1 - p.timeline.moveShare))
        let launches = sessions * p.relaunchProbability
        let ads = min(Double(config.adDailyLimit), sheets * p.adPropensity)
        let previews = opens * p.network.previewTapShare
        let unsubscribed = 1 - subscribedShare
        requestsByEndpoint = CaregiverEndpoint.allCases.map { endpoint in
            switch endpoint {
            case .getSongs, .getMovies: launches
            case .rewardedAdLoad: unsubscribed * (launches + ads)
            case .musicKitSearch, .previewDownload: previews
            }
        }
    }
}
