import Harness
import Model
import Sim
import Time

/// The quota sheet's choices: rewarded ads, Go Unlimited (trial and subscription), Not Now.
extension CaregiverWorld {
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
        if agents[i].subscription == nil && agents[i].commerce.bernoulli(population.trialPropensity) {
            startSubscription(i, &simulation)
            attempt(song, i, &simulation, event: "open after subscribing")
        } else if availability == .available && agents[i].commerce.bernoulli(population.adPropensity) {
            startAd(i, song: song, &simulation)
        } else {
            count(.notNow, i)
            if trace != nil { record(i, simulation.now, "Not Now") }
            endSession(i)
        }
    }

    package mutating func startAd(_ i: Int, song: Int32, _ simulation: inout Simulation<CaregiverEvent>) {
        let device = agents[i].deviceTime(simulation.now)
        checkNoCooldown(i, device: device)
        count(.adsStarted, i)
        tally.count(.adRequests, at: simulation.now)
        switch adOutcomeChoice.sample(using: &agents[i].commerce) {
        case 2:
            count(.adsUnavailable, i)
            if trace != nil { record(i, simulation.now, "ad unavailable") }
            endSession(i)
        case let outcome:
            agents[i].pendingSong = song
            agents[i].busy = true
            if trace != nil { record(i, simulation.now, "ad starts (\(population.adDurationSeconds) s)") }
            simulation.schedule(CaregiverEvent(agent: Int32(i), kind: .adEnd, detail: UInt8(outcome)),
                                afterMilliseconds: Int64(population.adDurationSeconds) * 1_000)
        }
    }

    package mutating func endAd(_ i: Int, completed: Bool, _ simulation: inout Simulation<CaregiverEvent>) {
        agents[i].busy = false
        let now = simulation.now
        let device = agents[i].deviceTime(now)
        let before = observeBefore(i, device: device)
        if completed {
            let reward = agents[i].tracker.completeAd(at: device, in: agents[i].zone, config(i))
            recording?.append(.completeAd(at: device, zone: agents[i].zone.identifier))
            observeAfter(i, before: before, now: now, device: device, event: "ad completed")
            if case .granted(let views) = reward {
                count(.adsCompleted, i)
                if trace != nil { record(i, now, "ad completed: +\(views) views") }
            } else {
                count(.adRewardsRefused, i)
                if trace != nil { record(i, now, "ad completed but refused (\(reward))") }
            }
            attempt(agents[i].pendingSong, i, &simulation, event: "open after ad")
        } else {
            agents[i].tracker.abortAd(at: device, in: agents[i].zone)
            recording?.append(.abortAd(at: device, zone: agents[i].zone.identifier))
            observeAfter(i, before: before, now: now, device: device, event: "ad aborted")
            agents[i].shadow.lastAbortAt = device
            count(.adsAborted, i)
            if trace != nil { record(i, now, "ad aborted") }
            if agents[i].commerce.bernoulli(population.retryAfterAbort) {
                agents[i].busy = true
                let wait = agents[i].commerce.exponential(mean: 20_000)
                simulation.schedule(CaregiverEvent(agent: Int32(i), kind: .reopen), afterMilliseconds: Int64(wait) + 1)
            } else {
                endSession(i)
            }
        }
    }

    /// Go Unlimited: a trial (or, with no trial days, the first paid period) of a monthly or
    /// yearly plan; whether it will convert is decided now and acted on by later events.
    package mutating func startSubscription(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        let plan: Subscription.Plan = agents[i].commerce.bernoulli(population.yearlyShare) ? .yearly : .monthly
        let subscription = Subscription(plan: plan, startingAt: now, withTrial: true, config(i))
        agents[i].subscription = subscription
        if subscription.paidPeriods == 0 {
            count(.trialStarts, i)
            if !agents[i].commerce.bernoulli(population.trialConversion) {
                let trialLength = now.milliseconds(to: subscription.accessEndsAt)
                let at = Int64(agents[i].commerce.uniform(below: UInt64(trialLength)))
                simulation.schedule(CaregiverEvent(agent: Int32(i), kind: .trialCancel), afterMilliseconds: at)
            }
        } else {
            count(.paidConversions, i)
            chargeSubscription(i, periods: 1)
        }
        if trace != nil { record(i, now, "Go Unlimited: \(plan) plan, access until \(subscription.accessEndsAt)") }
        simulation.schedule(CaregiverEvent(agent: Int32(i), kind: .renewal), at: subscription.accessEndsAt)
    }

    /// Counts `periods` charges of caregiver `i`'s plan at the price in force now, in cents.
    package mutating func chargeSubscription(_ i: Int, periods: Int) {
        guard let subscription = agents[i].subscription else { return }
        let cents = Int64((subscription.price(config(i)) * 100).rounded(.toNearestOrEven))
        count(.subscriptionRevenueCents, i, cents * Int64(periods))
    }

    package mutating func cancelTrial(_ i: Int, at now: Instant) {
        guard agents[i].subscription?.autoRenews == true else { return }
        agents[i].subscription?.cancel()
        count(.cancellations, i)
        if trace != nil { record(i, now, "cancels during the trial") }
    }

    /// The period ends: charge the next one if it renews, else the subscription ends.
    package mutating func renew(_ i: Int, _ simulation: inout Simulation<CaregiverEvent>) {
        let now = simulation.now
        guard var subscription = agents[i].subscription else { return }
        let wasTrial = subscription.paidPeriods == 0
        let charged = subscription.renew(through: now)
        if charged > 0 {
            count(wasTrial ? .paidConversions : .renewals, i)
            if agents[i].commerce.bernoulli(population.cancellationPerPeriod) {
                subscription.cancel()
                count(.cancellations, i)
            }
            agents[i].subscription = subscription
            chargeSubscription(i, periods: charged)
            simulation.schedule(CaregiverEvent(agent: Int32(i), kind: .renewal), at: subscription.accessEndsAt)
            if trace != nil { record(i, now, wasTrial ? "trial converts: paid \(subscription.plan)" : "renews") }
        } else {
            count(.expirations, i)
            agents[i].subscription = nil
            if trace != nil { record(i, now, "subscription ends") }
        }
    }
}
