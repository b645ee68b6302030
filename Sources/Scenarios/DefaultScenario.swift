import Harness

/// The default scenario, compiled in so `appsim` runs from any folder.
///
/// It is byte-for-byte `scenarios/default.json5` (a test compares them): edit the file, then
/// paste it here.
package enum DefaultScenario {
    /// Where the default scenario lives in the repository.
    package static let path = "scenarios/default.json5"

    /// The file's text.
    package static let text = #"""
// The default scenario: what `swift run appsim` runs.
//
// 2,000 Melody Map caregivers over 28 days that span the US (9 March) and EU (30 March) daylight-
// saving changes, in 12 zones from −11:00 to +14:00 (including +5:45 and +13:45), with travellers
// and a few people who set their device clock by hand. On day 14 a remote-config rollout raises
// baseQuota from 3 to 5 for everyone, so the second fortnight reaches the daily view cap before
// the ad limit. 1,000 GoodWatch watchers ask for a pick on their evenings over the synthetic
// 22,370-title catalog, and meet the 2-hour feedback gate. 1,000 Dandelion journalers write on
// most days; 12 % travel, some across the date line. 1,000 Music Memory listeners play music with
// the app open or closed; the app's charts are compared with the truth.
//
// The caregivers are a steady population: nobody installs or leaves during the run (no
// `installsPerDay`, no `response`), so every date of the run, and both daylight-saving changes and
// the rollout, are lived by all 2,000. Installs, retention and the response to the quota are the
// subject of scenarios/quota-decision.json5 and are guarded by scenarios/regression.json5.
{
  name: "default",
  description: "2,000 caregivers, 1,000 watchers, journalers and listeners, 28 days across two DST changes, baseQuota 3 → 5 on day 14",
  seed: 20250306,
  start: "2025-03-06T00:00:00Z",
  days: 28,

  remoteConfig: {
    baseQuota: 3,
    adRewardViews: 2,
    dailyViewCap: 15,
    adDailyLimit: 6,
    adCooldownSeconds: 30,
    rewatchWindowMinutes: 15,
  },

  rollouts: [
    { day: 14, set: { baseQuota: 5 } },
  ],

  populations: {
    caregivers: {
      count: 2000,
      zones: [
        { zone: "America/New_York", weight: 24 },
        { zone: "America/Los_Angeles", weight: 14 },
        { zone: "America/Santiago", weight: 3 },
        { zone: "Europe/London", weight: 14 },
        { zone: "Europe/Berlin", weight: 10 },
        { zone: "Asia/Kolkata", weight: 10 },
        { zone: "Asia/Kathmandu", weight: 3 },   // +5:45
        { zone: "Australia/Sydney", weight: 8 },
        { zone: "Australia/Lord_Howe", weight: 2 }, // 30-minute DST
        { zone: "Pacific/Chatham", weight: 2 },  // +13:45
        { zone: "Pacific/Kiritimati", weight: 2 }, // +14
        { zone: "Pacific/Pago_Pago", weight: 2 },  // −11
      ],
      sessionsPerDay: 1.6,
      weekendFactor: 1.3,
      opensPerSession: 3,
      secondsBetweenOpens: 40,
      rewatchProbability: 0.3,
      adPropensity: 0.6,
      adOutcomes: { completed: 0.82, aborted: 0.1, unavailable: 0.08 },
      retryAfterAbort: 0.5,
      trialPropensity: 0.02,
      yearlyShare: 0.3,
      trialConversion: 0.45,
      cancellationPerPeriod: 0.08,
      relaunchProbability: 0.4,
      travellers: { share: 0.08, tripsPerMonth: 1.5, minimumStayDays: 2, maximumStayDays: 9 },
      clockChangers: { share: 0.03, changesPerMonth: 2, shiftHours: [-24, -3, 24], restoreAfterHours: 12 },
    },
    watchers: {
      count: 1000,
      zones: [
        { zone: "America/New_York", weight: 30 },
        { zone: "America/Los_Angeles", weight: 15 },
        { zone: "Europe/London", weight: 15 },
        { zone: "Asia/Kolkata", weight: 30 },
        { zone: "Asia/Kathmandu", weight: 3 },  // +5:45
        { zone: "Australia/Sydney", weight: 7 },
      ],
      eveningsPerWeek: 3,
      picksPerEvening: 4,
      moods: [3, 3, 1, 2, 1],   // Feel-good, Easy watch, Surprise me, Gripping, Dark & Heavy
      lengths: [3, 4, 2],       // 90 minutes, 2–2.5 hours, Series/Binge
      platformsPerWatcher: 2,
      relaunchAfterWatch: 0.5,  // some relaunches come before the 2-hour feedback gate, some after
      relaunchMinutes: 120,
    },
    journalers: {
      count: 1000,
      zones: [
        { zone: "America/New_York", weight: 25 },
        { zone: "America/Los_Angeles", weight: 20 },
        { zone: "Europe/London", weight: 20 },
        { zone: "Australia/Sydney", weight: 15 },
        { zone: "Pacific/Auckland", weight: 10 },
        { zone: "Pacific/Pago_Pago", weight: 5 },   // −11: flights to +13/+14 cross the date line
        { zone: "Pacific/Kiritimati", weight: 5 },  // +14
      ],
      dayPolicy: "entryZone",
      habit: 0.7,
      travellerShare: 0.12,
      tripsPerMonth: 2,
      gates: {                  // Bloom's gating touchpoints, tried in a release's session
        customPrompts: { perRelease: 0.02, conversion: 0.08 },
        insights: { perRelease: 0.05, conversion: 0.06 },
        export: { perRelease: 0.01, conversion: 0.12 },
      },
    },
    listeners: {
      count: 1000,
      zones: [
        { zone: "America/New_York", weight: 30 },
        { zone: "America/Los_Angeles", weight: 20 },
        { zone: "Europe/Berlin", weight: 20 },
        { zone: "Asia/Kolkata", weight: 15 },
        { zone: "Australia/Sydney", weight: 15 },
      ],
      librarySongs: 800,
      seededPlaysPerSong: 4,
      sessionsPerDay: 1.5,
      songsPerSession: 10,
      appOpenShare: 0.4,
      foregroundShare: 0.3,      // app-open sessions that return from the background (a quick sync)
      maintenanceShare: 0.05,    // app-open sessions that run Database Maintenance: about monthly
      songReaddsPerMonth: 0.5,   // a song deleted and re-added: its system count restarts at 0
      phoneRestoresPerYear: 0.3, // a library restored on a new phone: every count restarts at 0
    },
  },

  probes: ["dstDay", "adLimit", "viewCap", "rewatchAtWindowEdge", "resetByClockChange", "dateMovedBack"],
}

"""#
}
