#!/usr/bin/env python3
"""SimPy peer of AppSim's "quota-day" benchmark (`appsim bench quota-day`).

The same day, modelled the way a SimPy user would write it, so that AppSim's events/s can be
shown next to a mainstream Python discrete-event simulator running the same model. The model it
reproduces is AppSim's `QuotaDayBenchmark` (Sources/Measurements/Benchmarks/
QuotaDayBenchmark.swift), which drives the real quota engine `UsageTracker`
(Sources/Model/MelodyMap/UsageTracker.swift) with the `RemoteConfig` defaults
(Sources/Model/MelodyMap/RemoteConfig.swift).

Rules (with where each sits in AppSim)
--------------------------------------
Time is integer milliseconds since the Unix epoch (AppSim's `Instant`); the run starts at
2025-01-01T00:00:00Z and covers `days` days. As in AppSim's `Simulation.run(until:)`, events due
exactly at the end are not delivered (SimPy's `env.run(until=...)` behaves the same way).

1. Users. `users` users; each draws a home zone uniformly from the 38 fixed UTC offsets of
   `QuotaDayBenchmark.offsetsMinutes` (-12:00 ... +14:00, no DST).
2. Quota day. The quota day is the local date, floor((t + offset) / 1 day). Any tracker
   operation first applies the midnight rule (`UsageTracker.rollOver`): if the local date moved
   forward, views used and ads completed today go back to 0 (the abort cooldown does not).
3. Resets. Each user has a reset at every local midnight (`Zone.nextLocalMidnight(after:)`,
   strictly after now): the first one after the start, then one a day. Each counts 1 reset and
   applies the midnight rule.
4. Attempts. Open attempts arrive at Poisson times, 6 a local day on average: exponential gaps
   of mean 1/6 day, truncated towards zero to whole milliseconds (Swift's `Int64(Double)`).
   Each attempt opens a new song (AppSim: `nextSong &+= 1`).
5. Allowance. min(dailyViewCap 15, baseQuota 3 + adRewardViews 2 x ads completed today).
   An attempt with views used < allowance is charged: 1 view.
6. Quota sheet. Otherwise the attempt counts as "exhausted" and, in this order
   (`UsageTracker.adAvailability`):
   a. ads completed today >= adDailyLimit 6, or allowance >= cap 15: "blocked by limit";
   b. an aborted ad ended at e with e <= now < e + adCooldownSeconds (30 s): "blocked by
      cooldown";
   c. else the user declines with p 0.6: "declined";
   d. else an ad starts ("ads started"); it is decided at the start that it will be aborted,
      with p 0.1. The ad lasts 30 s, during which the user makes no attempts: the arrival
      process resumes, with a fresh exponential gap, when the ad ends.
7. Ad completed (`UsageTracker.completeAd`, after the midnight rule, so an ad ending after
   midnight counts towards the new day): +1 ad completed today if the limit and cap still
   allow (they always do here, as nothing else happens to the user during an ad). Then the
   waiting song is opened again (`open` with the same song): it is charged if a view is left,
   which counts 1 view (always, here). It is not an attempt and never counts as exhausted.
8. Ad aborted (`UsageTracker.abortAd`): the cooldown starts at the ad's end.
9. Events = attempts + ad ends (completed + aborted) + resets: the events AppSim delivers. (SimPy
   also processes internal events, such as each process's start; they are not counted.)

Not modelled: the 15-minute free re-watch window (rewatchWindowMinutes). It cannot fire in this
benchmark: every attempt opens a song never opened before (a 32-bit counter per user that would
need 2^31 attempts to wrap), and the only re-open, after a completed ad, is of the song whose
open just showed the quota sheet, which therefore never got a window. Subscribers (unlimited)
do not occur either.

Randomness: Python's `random.Random(seed)`, one generator per run. AppSim uses its own
per-user xoshiro256** streams, which Python cannot reproduce, so the counts agree
statistically, not exactly: views, exhausted attempts and ads agree within 1 % at 10,000
users x 30 days (at 2,000 users the aborted ads, about 5,700, vary by about 1.3 % from seed to
seed on either side).

Running
-------
    pip install simpy==4.1.2          # Python 3.11
    python3 benchmarks/peers/quota_day_simpy.py [--users N] [--days N] [--seed N]
    swift run -c release appsim bench quota-day [--users N] [--days N] [--seed N]

Defaults: 10,000 users x 30 days, seed 1. The wall time covers building the model and running
it (as AppSim's does), not the imports or start-up of Python.
"""

import argparse
import random
import sys
import time

import simpy

DAY = 86_400_000  # ms
START = 1_735_689_600_000  # 2025-01-01T00:00:00Z, ms since the epoch

# QuotaDayBenchmark.offsetsMinutes
OFFSETS_MINUTES = [
    -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210,
    240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
]

# RemoteConfig defaults
BASE_QUOTA = 3
AD_REWARD_VIEWS = 2
DAILY_VIEW_CAP = 15
AD_DAILY_LIMIT = 6
AD_COOLDOWN_MS = 30 * 1_000

# QuotaDayBenchmark
ATTEMPTS_PER_DAY = 6
AD_MS = 30_000
P_DECLINE = 0.6
P_ABORT = 0.1

# Ad availability on the quota sheet
AVAILABLE, LIMIT, COOLING_DOWN = 0, 1, 2


class Counts:
    """What the run counted (QuotaDayBenchmark.Counts)."""

    FIELDS = ("attempts", "views", "exhausted", "blocked_by_limit", "blocked_by_cooldown", "declined",
              "ads_started", "ads_completed", "ads_aborted", "resets")

    def __init__(self):
        for name in self.FIELDS:
            setattr(self, name, 0)

    @property
    def events(self):
        return self.attempts + self.ads_completed + self.ads_aborted + self.resets


class Tracker:
    """The part of UsageTracker this model exercises: the quota day and its counters."""

    __slots__ = ("offset_ms", "quota_day", "views_used", "ads_completed", "aborted_ad_ended_at")

    def __init__(self, offset_ms):
        self.offset_ms = offset_ms
        self.quota_day = None
        self.views_used = 0
        self.ads_completed = 0
        self.aborted_ad_ended_at = None

    def roll_over(self, now):
        """The midnight rule: counters reset when the local date moves forward."""
        today = (now + self.offset_ms) // DAY
        if self.quota_day is None:
            self.quota_day = today
        elif today > self.quota_day:
            self.quota_day = today
            self.views_used = 0
            self.ads_completed = 0

    def allowance(self):
        return min(DAILY_VIEW_CAP, BASE_QUOTA + AD_REWARD_VIEWS * self.ads_completed)

    def open(self, now):
        """Charges a view if one is left (True), else the quota sheet (False)."""
        self.roll_over(now)
        if self.views_used < self.allowance():
            self.views_used += 1
            return True
        return False

    def ad_availability(self, now):
        if self.ads_completed >= AD_DAILY_LIMIT or self.allowance() >= DAILY_VIEW_CAP:
            return LIMIT
        ended = self.aborted_ad_ended_at
        if ended is not None and ended <= now < ended + AD_COOLDOWN_MS:
            return COOLING_DOWN
        return AVAILABLE

    def complete_ad(self, now):
        self.roll_over(now)
        if self.ads_completed < AD_DAILY_LIMIT and self.allowance() < DAILY_VIEW_CAP:
            self.ads_completed += 1

    def abort_ad(self, now):
        self.roll_over(now)
        self.aborted_ad_ended_at = now


def next_local_midnight(now, offset_ms):
    """The first instant strictly after `now` at which the local date changes (fixed offset)."""
    return ((now + offset_ms) // DAY + 1) * DAY - offset_ms


def midnights(env, tracker, counts):
    """Resets the user's quota at each local midnight."""
    while True:
        yield env.timeout(next_local_midnight(env.now, tracker.offset_ms) - env.now)
        counts.resets += 1
        tracker.roll_over(env.now)


def attempts(env, tracker, rng, counts):
    """The user's open attempts, and the ads they watch on the quota sheet."""
    mean_gap = DAY / ATTEMPTS_PER_DAY
    while True:
        yield env.timeout(int(rng.expovariate(1 / mean_gap)))
        counts.attempts += 1
        if tracker.open(env.now):
            counts.views += 1
            continue
        counts.exhausted += 1
        availability = tracker.ad_availability(env.now)
        if availability == LIMIT:
            counts.blocked_by_limit += 1
        elif availability == COOLING_DOWN:
            counts.blocked_by_cooldown += 1
        elif rng.random() < P_DECLINE:
            counts.declined += 1
        else:
            counts.ads_started += 1
            aborted = rng.random() < P_ABORT
            yield env.timeout(AD_MS)
            if aborted:
                counts.ads_aborted += 1
                tracker.abort_ad(env.now)
            else:
                counts.ads_completed += 1
                tracker.complete_ad(env.now)
                if tracker.open(env.now):  # the song that was waiting for the ad
                    counts.views += 1


def run(users, days, seed):
    rng = random.Random(seed)
    counts = Counts()
    env = simpy.Environment(initial_time=START)
    for _ in range(users):
        tracker = Tracker(OFFSETS_MINUTES[rng.randrange(len(OFFSETS_MINUTES))] * 60_000)
        env.process(midnights(env, tracker, counts))
        env.process(attempts(env, tracker, rng, counts))
    env.run(until=START + days * DAY)
    return counts


def grouped(n):
    return f"{n:,}"


def main(argv=None):
    parser = argparse.ArgumentParser(description="SimPy peer of `appsim bench quota-day`.")
    parser.add_argument("--users", type=int, default=10_000, help="users (default 10,000)")
    parser.add_argument("--days", type=int, default=30, help="days from 2025-01-01T00:00:00Z (default 30)")
    parser.add_argument("--seed", type=int, default=1, help="seed of Python's random.Random (default 1)")
    args = parser.parse_args(argv)
    if args.users < 1 or args.days < 1:
        parser.error("--users and --days must be at least 1")

    began = time.perf_counter()
    c = run(args.users, args.days, args.seed)
    seconds = time.perf_counter() - began

    print(f"""quota-day in SimPy {simpy.__version__}, Python {sys.version.split()[0]} \
(wall-clock, not deterministic; counts are deterministic for the seed)
  users {grouped(args.users)} · days {args.days} · seed {args.seed}
  attempts {grouped(c.attempts)} · views {grouped(c.views)} · exhausted {grouped(c.exhausted)}
  blocked by limit {grouped(c.blocked_by_limit)} · blocked by cooldown {grouped(c.blocked_by_cooldown)} \
· declined {grouped(c.declined)}
  ads started {grouped(c.ads_started)} · completed {grouped(c.ads_completed)} · aborted {grouped(c.ads_aborted)} \
· resets {grouped(c.resets)}
  events {grouped(c.events)} in {seconds:.3f} s · {c.events / seconds / 1e6:.2f} million events/s
""")


if __name__ == "__main__":
    main()
