import Harness

/// What the harness counts about caregivers, per run and per local day.
package enum CaregiverMetric: Int, ExplainedMetric {
    case installs, churned, activeUserDays, payingUsers
    case userDays, sessions, relaunches, opens, views, freeRewatches, unlimitedOpens, timelineMoves, timelineDrags
    case quotaSheets, usersAtQuotaSheet, adsOffered, adsStarted, adsCompleted, adsAborted, adsUnavailable
    case adRewardsRefused, adLimitHits, viewCapHits, cooldownBlocks, notNow
    case bannerImpressions, profileVisits, paywallViewsFromQuotaSheet, paywallViewsFromBanner, paywallViewsFromProfile
    case trialStarts, paidConversions, directPurchases, renewals, cancellations, expirations, subscriptionRevenueCents
    case configActivations, quotaResets, resetsViaClockChange, dateMovedBack, trips, clockChanges
    case searches, searchQueries, searchesMisspelled, searchHitsAt1, searchHitsAt5, searchFailures
    case searchRetypes, searchBrowses, searchTargetRowTotal, searchMilliseconds
    case favoritesStarred, searchesForFavorites, searchHitsAt1ForFavorites, searchHitsAt1GainedByFavorites, searchHitsAt1LostToFavorites
    case offlineLaunches, launchesWithoutCatalog, adLoads, previewTaps

    package var name: String {
        switch self {
        case .installs: "installs"
        case .churned: "churned"
        case .activeUserDays: "active_user_days"
        case .payingUsers: "paying_users"
        case .userDays: "user_days"
        case .sessions: "sessions"
        case .relaunches: "relaunches"
        case .opens: "song_opens"
        case .views: "views"
        case .freeRewatches: "free_rewatches"
        case .unlimitedOpens: "subscriber_opens"
        case .timelineMoves: "timeline_moves"
        case .timelineDrags: "timeline_drags"
        case .quotaSheets: "quota_sheet_impressions"
        case .usersAtQuotaSheet: "users_at_quota_sheet"
        case .adsOffered: "ads_offered"
        case .adsStarted: "ads_started"
        case .adsCompleted: "ads_completed"
        case .adsAborted: "ads_aborted"
        case .adsUnavailable: "ads_unavailable"
        case .adRewardsRefused: "ad_rewards_refused"
        case .adLimitHits: "ad_limit_hits"
        case .viewCapHits: "view_cap_hits"
        case .cooldownBlocks: "cooldown_blocks"
        case .notNow: "not_now"
        case .bannerImpressions: "banner_impressions"
        case .profileVisits: "profile_visits"
        case .paywallViewsFromQuotaSheet: "paywall_views_quota_sheet"
        case .paywallViewsFromBanner: "paywall_views_search_banner"
        case .paywallViewsFromProfile: "paywall_views_profile"
        case .trialStarts: "trial_starts"
        case .paidConversions: "paid_conversions"
        case .directPurchases: "direct_purchases"
        case .renewals: "renewals"
        case .cancellations: "cancellations"
        case .expirations: "expirations"
        case .subscriptionRevenueCents: "subscription_revenue_cents"
        case .configActivations: "config_activations"
        case .quotaResets: "quota_resets"
        case .resetsViaClockChange: "resets_via_clock_change"
        case .dateMovedBack: "date_moved_back"
        case .trips: "trips"
        case .clockChanges: "clock_changes"
        case .searches: "searches"
        case .searchQueries: "search_queries"
        case .searchesMisspelled: "searches_misspelled"
        case .searchHitsAt1: "search_hits_at_1"
        case .searchHitsAt5: "search_hits_at_5"
        case .searchFailures: "search_failures"
        case .searchRetypes: "search_retypes"
        case .searchBrowses: "search_browses"
        case .searchTargetRowTotal: "search_target_row_total"
        case .searchMilliseconds: "search_milliseconds"
        case .favoritesStarred: "favorites_starred"
        case .searchesForFavorites: "searches_for_favorites"
        case .searchHitsAt1ForFavorites: "search_hits_at_1_for_favorites"
        case .searchHitsAt1GainedByFavorites: "search_hits_at_1_gained_by_favorites"
        case .searchHitsAt1LostToFavorites: "search_hits_at_1_lost_to_favorites"
        case .offlineLaunches: "offline_launches"
        case .launchesWithoutCatalog: "launches_without_catalog"
        case .adLoads: "ad_loads"
        case .previewTaps: "preview_taps"
        }
    }

    /// The paywall views counted for `entry`.
    package static func paywallViews(from entry: PaywallEntry) -> CaregiverMetric {
        switch entry {
        case .quotaSheet: .paywallViewsFromQuotaSheet
        case .searchBanner: .paywallViewsFromBanner
        case .profile: .paywallViewsFromProfile
        }
    }

    /// What the metric means, for the report's KPI table.
    package var meaning: String {
        switch self {
        case .installs: "caregivers who installed: those with the app at the start, then new installs"
        case .churned: "caregivers who left for good (the response model's daily leave chance)"
        case .activeUserDays: "caregiver-days with at least one session (the sum of daily active users)"
        case .payingUsers: "caregivers who paid at least once"
        case .userDays: "caregiver-days simulated (one per caregiver per local date started)"
        case .sessions: "app sessions"
        case .relaunches: "cold launches (each restores the persisted quota state and may fetch the remote config; an install's first launch included)"
        case .opens: "Song Detail opens attempted"
        case .views: "views charged against the quota"
        case .freeRewatches: "re-opens inside the 15-minute window (free)"
        case .unlimitedOpens: "opens by subscribers (no meter)"
        case .timelineMoves: "opens reached by moving along the open movie's timeline (arrows or a drag): each new song costs a view"
        case .timelineDrags: "timeline moves made by dragging to a song rather than tapping an arrow"
        case .quotaSheets: "quota sheets shown"
        case .usersAtQuotaSheet: "caregiver-days that met the quota sheet at least once"
        case .adsOffered: "quota sheets that offered Watch Ad"
        case .adsStarted: "rewarded ads started"
        case .adsCompleted: "ads completed and rewarded"
        case .adsAborted: "ads aborted (cooldown starts)"
        case .adsUnavailable: "ads unavailable (no fill)"
        case .adRewardsRefused: "completed ads that could not count (limit or cap reached meanwhile)"
        case .adLimitHits: "quota sheets with the daily ad limit reached"
        case .viewCapHits: "quota sheets with the allowance at the daily view cap"
        case .cooldownBlocks: "quota sheets inside the cooldown after an aborted ad"
        case .notNow: "quota sheets dismissed with Not Now"
        case .bannerImpressions: "sessions of caregivers not subscribed, each showing the Search banner"
        case .profileVisits: "sessions that opened the Profile overlay"
        case .paywallViewsFromQuotaSheet: "paywalls opened by Go Unlimited on the quota sheet"
        case .paywallViewsFromBanner: "paywalls opened by tapping the Search banner"
        case .paywallViewsFromProfile: "paywalls opened from Profile"
        case .trialStarts: "free trials started (once per person: the store's introductory offer)"
        case .paidConversions: "trials converted to a paid period"
        case .directPurchases: "subscriptions bought at once, with no trial offered (already used, or freeTrialDays 0)"
        case .renewals: "paid periods renewed after the first"
        case .cancellations: "subscriptions cancelled"
        case .expirations: "subscriptions that ended"
        case .subscriptionRevenueCents: "subscription charges, in US cents at the remote-config price when charged"
        case .configActivations: "cold launches that fetched and activated a new remote-config version"
        case .quotaResets: "quota resets (local date moved forward)"
        case .resetsViaClockChange: "resets caused by a device clock set forward"
        case .dateMovedBack: "opens where the device's local date was behind the quota day"
        case .trips: "trips (zone changes on arrival)"
        case .clockChanges: "device clock changes by hand"
        case .searches: "searches for a song: a session's first open, or a later one for a song of another movie (back to Search from the timeline)"
        case .searchQueries: "queries the debounce let through, a retype's included"
        case .searchesMisspelled: "searches typed with one misspelling"
        case .searchHitsAt1: "searches whose first result row was the song looked for"
        case .searchHitsAt5: "searches that listed the song in the first 5 rows"
        case .searchFailures: "searches that did not list the song in the rows read"
        case .searchRetypes: "failed searches typed again, correctly"
        case .searchBrowses: "failed searches after which the song was found by browsing"
        case .searchTargetRowTotal: "sum of the song's result row over the searches that found it"
        case .searchMilliseconds: "time from the first keystroke to opening the song, summed"
        case .favoritesStarred: "songs starred (⭐ in Song Detail): they get +10 in the caregiver's searches from then on"
        case .searchesForFavorites: "searches for a song the caregiver had starred"
        case .searchHitsAt1ForFavorites: "searches for a starred song whose first row was that song"
        case .searchHitsAt1GainedByFavorites: "searches whose first row was the song only thanks to the favorites' +10"
        case .searchHitsAt1LostToFavorites: "searches whose song would have been first but a favorite's +10 put another song above it"
        case .offlineLaunches: "cold launches with no network: the catalog fetches fail and the app reads the JSON it cached"
        case .launchesWithoutCatalog: "offline cold launches with no cached catalog (an install's first launch): the splash has no data"
        case .adLoads: "rewarded-ad loads from AdMob: at each cold launch of a non-subscriber, after each ad shown, again after no fill"
        case .previewTaps: "preview taps: each searches the Apple Music catalog and downloads the preview (MusicKit)"
        }
    }
}
