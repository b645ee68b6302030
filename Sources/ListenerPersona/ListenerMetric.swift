import Harness


/// What the harness counts about listeners: the truth, what the app recorded, and how they differ.
package enum ListenerMetric: Int, ExplainedMetric {
    case listenerDays, sessions, sessionsAppOpen, listens, truePlays, fullPlays, realTimePlays, syncPlays, estimatedPlays
    case doubleCounts, missedPlays, fullSyncs, quickSyncs, foregroundSyncs, countDecreases, songReadds, phoneRestores
    case playsLostToCountResets, movedAcrossWeek, movedAcrossMonth
    case maintenanceRuns, playsDeleted, songsDeleted, songsTrackedAgain, playsLostUntracked, movementNotifications
    case chartCorrelationMillionths, chartsCompared, movementArrowsShown, movementArrowsRight

    package var name: String {
        switch self {
        case .listenerDays: "listener_days"
        case .sessions: "sessions"
        case .sessionsAppOpen: "sessions_app_open"
        case .listens: "listens"
        case .truePlays: "true_plays"
        case .fullPlays: "full_plays"
        case .realTimePlays: "recorded_real_time"
        case .syncPlays: "recorded_system_sync"
        case .estimatedPlays: "recorded_estimated"
        case .doubleCounts: "double_counts"
        case .missedPlays: "missed_plays"
        case .fullSyncs: "full_syncs"
        case .quickSyncs: "quick_syncs"
        case .foregroundSyncs: "foreground_syncs"
        case .countDecreases: "count_decreases"
        case .songReadds: "song_readds"
        case .phoneRestores: "phone_restores"
        case .playsLostToCountResets: "plays_lost_to_count_resets"
        case .movedAcrossWeek: "plays_moved_across_week"
        case .movedAcrossMonth: "plays_moved_across_month"
        case .maintenanceRuns: "maintenance_runs"
        case .playsDeleted: "maintenance_plays_deleted"
        case .songsDeleted: "maintenance_songs_deleted"
        case .songsTrackedAgain: "songs_tracked_again"
        case .playsLostUntracked: "plays_lost_untracked"
        case .movementNotifications: "movement_notifications"
        case .movementArrowsShown: "movement_arrows_shown"
        case .movementArrowsRight: "movement_arrows_right"
        case .chartCorrelationMillionths: "chart_correlation_millionths"
        case .chartsCompared: "charts_compared"
        }
    }

    package var meaning: String {
        switch self {
        case .listenerDays: "listener-days simulated"
        case .sessions: "listening sessions"
        case .sessionsAppOpen: "sessions with the app open"
        case .listens: "songs started (the truth)"
        case .truePlays: "songs played at least halfway (the truth, the app's definition of a play)"
        case .fullPlays: "songs played to the end (the system player counts these)"
        case .realTimePlays: "plays the app recorded in real time"
        case .syncPlays: "plays the app created at sync"
        case .estimatedPlays: "plays the app estimated when seeding the library"
        case .doubleCounts: "real-time plays counted again by a later sync"
        case .missedPlays: "halfway-but-unfinished plays while the app was closed: never recorded"
        case .fullSyncs: "full syncs at launch (last full sync over 4 h before)"
        case .quickSyncs: "quick syncs at launch (current song only)"
        case .foregroundSyncs: "quick syncs on returning from the background (current song only)"
        case .countDecreases: "times a song's system count went below the app's last known one, counted at the first sync that found it below (nothing recorded until it passes it again)"
        case .songReadds: "songs deleted from the phone and re-added (system count back to 0)"
        case .phoneRestores: "libraries restored on a new phone (every system count back to 0)"
        case .playsLostToCountResets: "full plays never recorded by sync because the count was below the app's last known one"
        case .movedAcrossWeek: "sync plays whose spread timestamp fell in another local week than the true play"
        case .movedAcrossMonth: "sync plays whose spread timestamp fell in another month than the true play"
        case .maintenanceRuns: "Database Maintenance runs from Settings"
        case .playsDeleted: "plays maintenance deleted (older than a year, or of deleted songs)"
        case .songsDeleted: "songs maintenance deleted (no play in six months)"
        case .songsTrackedAgain: "deleted songs the app tracked again once played (at a sync, their count risen; at a real-time play), their count as baseline"
        case .playsLostUntracked: "full plays of deleted songs before the app tracked them again: never recorded"
        case .movementNotifications: "push notifications of significant All Time movements (into the top 10, or 5+ places into the top 25)"
        case .movementArrowsShown: "songs of the app's This Week chart at the end, each with its arrow against last week (↑n ↓n = NEW)"
        case .movementArrowsRight: "of those, arrows equal to the song's true movement (its true rank this week against last week)"
        case .chartCorrelationMillionths: "Spearman correlation of the app's This Week chart with the true one, ×1,000,000, summed"
        case .chartsCompared: "weekly charts compared at the end"
        }
    }
}
