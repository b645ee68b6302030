import Harness
import Model
import Sim
import Time

/// The quota sheet's choices (a rewarded ad, Go Unlimited, Not Now), the paywall and its other
/// entry points (the Search banner, Profile), and subscriptions as StoreKit has them.
extension CaregiverWorld {
    /// The quota sheet: Go Unlimited leads to the paywall; back from a dismissed paywall, or
    /// without tapping it, the caregiver watches an ad when one is offered and they want to, else
    /// taps Not Now. Go Unlimited comes from the caregiver's wait (`Caregiver.passes`); Watch Ad,
    /// the ad's outcome and any retry from the sheet's own stream, drawn whether or not used, so
    /// the same sheet decides the same way in every arm of a sweep.
    package mutating func showQuotaSheet(_ i: Int, song: Int32, _ availability: UsageTracker<Int32>.AdAvailability,
                                         _ simulation: inout Simulation<CaregiverEvent>) {
        count(.quotaSheets, i)
        if agents[i].lastSheetDay != agents[i].today {
            agents[i].lastSheetDay = agents[i].today
            count(.usersAtQuotaSheet, i)
        }
        switch availability {
        case .available: count(.adsOffered, i)
        case .dailyLimitReached:
            count(.adLimitHits, i)
            tally.reach(.adLimit)
        case .viewCapReached:
            count(.viewCapHits, i)
            tally.reach(.viewCap)
        case .coolingDown: count(.cooldownBlocks, i)
        }
        agents[i].response.metQuotaSheet(blocked: availability != .available, population.response)
        agents[i].commerce = agents[i].occasion(.commerce, number: agents[i].sheetsToday, day: agents[i].today, streams)
        agents[i].sheetsToday += 1
        let goesUnlimited = passes(.quotaSheet, i)
        let watchesAd = agents[i].commerce.bernoulli(population.adPropensity)
        if goesUnlimited && showPaywall(i, from: .quotaSheet, &simulation) {
            attempt(song, i, &simulation, event: "open after subscribing")
        } else if availability == .available && watchesAd {
            startAd(i, song: song, &simulation)
        } else {
            count(.notNow, i)
            record(i, simulation.now, "Not Now")
            endSession(i)
        }
    }

    /// Whether caregiver `i`'s opportunity on `entry` is a tap (`Caregiver.passes`, with the
    /// population's paywall behaviour and trial propensity).
    mutating func passes(_ entry: PaywallEntry, _ i: Int) -> Bool {
        agents[i].passes(entry, streams, population.paywall, trialPropensity: population.trialPropensity)
    }

    /// The session's other ways to the paywall, for a caregiver not subscribed: the Search
    /// banner (one impression per session) and the Profile overlay's upgrade row. Whether the
    /// session visits Profile is one draw from its paywall stream; taps come from the caregiver's
    /// waits (`Caregiver.passes`).
    package mutating func visitUpgradeEntries(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let visitsProfile = agents[i].paywall.bernoulli(population.paywall.profileVisitRate)
        if visitsProfile { count(.profileVisits, i) }
        guard agents[i].subscription?.isActive(at: simulation.now) != true else { return }
        count(.bannerImpressions, i)
        if passes(.searchBanner, i) {
            _ = showPaywall(i, from: .searchBanner, &simulation)
        } else if visitsProfile && passes(.profile, i) {
            _ = showPaywall(i, from: .profile, &simulation)
        }
    }

    /// The paywall, reached from `entry`: the plan, then the free trial when the store offers it,
    /// else a purchase at once (`PaywallBehaviour`). Two draws, always, from a stream of this
    /// caregiver's paywall view (its first, second, …), so the same view decides the same way in
    /// every arm. Returns whether the caregiver subscribed.
    package mutating func showPaywall(_ i: Int, from entry: PaywallEntry, _ simulation: inout Simulation<CaregiverEvent>) -> Bool {
        var stream = agents[i].nextPaywallStream(streams)
        let config = config(i)
        let paywall = population.paywall
        count(CaregiverMetric.paywallViews(from: entry), i)
        let plan: Subscription.Plan = stream.bernoulli(paywall.yearlyChance(yearlyShare: population.yearlyShare, config)) ? .yearly : .monthly
        let trial = agents[i].account.offersTrial(config)
        let accepts = stream.bernoulli(trial ? paywall.startTrial : paywall.purchaseChance(plan, config))
        guard accepts else {
            record(i, simulation.now, "paywall from \(entry.name): dismissed (\(trial ? "free trial offered" : "no trial"))")
            return false
        }
        startSubscription(i, plan, from: entry, &simulation)
        return true
    }
    package mutating func startAd(_ i: Int, song: Int32, _ simulation: inout Simulation<CaregiverEvent>) {
        let device = agents[i].deviceTime(simulation.now)
        checkNoCooldown(i, device: device)
        count(.adsStarted, i)
        switch adOutcomeChoice.sample(using: &agents[i].commerce) {
        case 2:
            count(.adsUnavailable, i)
            loadAd(i, at: simulation.now)
            agents[i].response.adUnavailable(population.response)
            record(i, simulation.now, "ad unavailable")
            endSession(i)
        case let outcome:
            agents[i].pendingSong = song
            agents[i].busy = true
            let seconds = population.adDurationSeconds
            record(i, simulation.now, "ad starts (\(seconds) s)")
            simulation.schedule(.caregiver(Int32(i), .adEnd(completed: outcome == 0)), afterMilliseconds: Int64(seconds) * 1_000)
        }
    }

    package mutating func endAd(_ i: Int, completed: Bool, _ simulation: inout Simulation<CaregiverEvent>) {
        agents[i].busy = false
        let now = simulation.now
        loadAd(i, at: now)
        let device = agents[i].deviceTime(now)
        let before = Before(agents[i], device: device)
        if completed {
            let reward = agents[i].tracker.completeAd(at: device, in: agents[i].zone, config(i))
            recording?.append(.completeAd(at: device, zone: agents[i].zone.identifier))
            observeAfter(i, before: before, now: now, device: device, event: "ad completed")
            if case .granted(let views) = reward {
                count(.adsCompleted, i)
                record(i, now, "ad completed: +\(views) views")
            } else {
                count(.adRewardsRefused, i)
                record(i, now, "ad completed but \(reward)")
            }
            attempt(agents[i].pendingSong, i, &simulation, event: "open after ad")
        } else {
            agents[i].tracker.abortAd(at: device, in: agents[i].zone)
            recording?.append(.abortAd(at: device, zone: agents[i].zone.identifier))
            observeAfter(i, before: before, now: now, device: device, event: "ad aborted")
            agents[i].shadow.adAborted(at: device)
            count(.adsAborted, i)
            record(i, now, "ad aborted")
            if agents[i].commerce.bernoulli(population.retryAfterAbort) {
                agents[i].busy = true
                let wait = agents[i].commerce.exponential(mean: 20_000)
                simulation.schedule(.caregiver(Int32(i), .reopen), afterMilliseconds: Int64(wait) + 1)
            } else {
                endSession(i)
            }
        }
    }

    /// Subscribes caregiver `i` to `plan` through the store: the free trial if still offered,
    /// whose conversion is decided now (`PaywallBehaviour.conversionChance`) and acted on by later
    /// events, else the first paid period at once. The purchase's life draws from its own stream.
    package mutating func startSubscription(_ i: Int, _ plan: Subscription.Plan, from entry: PaywallEntry,
                                            _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        let config = config(i)
        agents[i].renewals = agents[i].nextPurchaseStream(streams)
        let subscription = agents[i].account.subscribe(plan, at: now, config)
        agents[i].subscription = subscription
        let converts = agents[i].renewals.bernoulli(population.paywall.conversionChance(trialConversion: population.trialConversion, plan, config))
        let cancelAt = agents[i].renewals.unitInterval()
        if subscription.paidPeriods == 0 {
            count(.trialStarts, i)
            if !converts {
                let trialLength = now.milliseconds(to: subscription.accessEndsAt)
                simulation.schedule(.caregiver(Int32(i), .trialCancel), afterMilliseconds: Int64(cancelAt * Double(trialLength)))
            }
        } else {
            count(.directPurchases, i)
            chargeSubscription(i, periods: 1)
            tally.periods.charge(plan, period: 1)
        }
        record(i, now, "Go Unlimited from \(entry.name): \(plan) plan, "
               + (subscription.paidPeriods == 0 ? "free trial" : "paid at once") + ", access until \(subscription.accessEndsAt)")
        simulation.schedule(.caregiver(Int32(i), .renewal), at: subscription.accessEndsAt)
    }

    /// Counts `periods` charges of caregiver `i`'s plan at the price in force now, in cents.
    package mutating func chargeSubscription(_ i: Int, periods: Int) {
        guard let subscription = agents[i].subscription else { return }
        let cents = Int64((subscription.price(config(i)) * 100).rounded(.toNearestOrEven))
        count(.subscriptionRevenueCents, i, cents * Int64(periods))
        if !agents[i].hasPaid && cents > 0 {
            agents[i].hasPaid = true
            count(.payingUsers, i)
        }
    }

    package mutating func cancelTrial(_ i: Int, at now: Instant) {
        guard let subscription = agents[i].subscription, subscription.autoRenews else { return }
        agents[i].subscription?.cancel()
        count(.cancellations, i)
        tally.periods.cancel(subscription.plan, period: 0)
        record(i, now, "cancels during the trial")
    }

    /// The period ends: charge the next one if it renews, else the subscription ends.
    package mutating func renew(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        guard var subscription = agents[i].subscription else { return }
        let wasTrial = subscription.paidPeriods == 0
        let charged = subscription.renew(through: now)
        if charged > 0 {
            count(wasTrial ? .paidConversions : .renewals, i)
            for period in (subscription.paidPeriods - charged + 1)...subscription.paidPeriods {
                tally.periods.charge(subscription.plan, period: period)
            }
            if agents[i].renewals.bernoulli(population.cancellationPerPeriod) {
                subscription.cancel()
                count(.cancellations, i)
                tally.periods.cancel(subscription.plan, period: subscription.paidPeriods)
            }
            agents[i].subscription = subscription
            chargeSubscription(i, periods: charged)
            simulation.schedule(.caregiver(Int32(i), .renewal), at: subscription.accessEndsAt)
            record(i, now, wasTrial ? "trial converts: paid \(subscription.plan)" : "renews")
        } else {
            count(.expirations, i)
            agents[i].subscription = nil
            record(i, now, "subscription ends")
        }
    }
}
