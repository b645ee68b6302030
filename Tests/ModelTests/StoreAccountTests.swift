import Model
import Testing
import Time

@Suite("Store account (introductory offer)")
struct StoreAccountTests {
    let start = Instant(utc: LocalDate(year: 2025, month: 3, day: 6), hour: 9)

    @Test("the introductory offer is granted once per subscription group: a second subscription, either product, is paid at once")
    func introductoryOfferOnce() {
        var account = StoreAccount()
        let config = RemoteConfig()
        #expect(account.offersTrial(config))
        var first = account.subscribe(.monthly, at: start, config)
        #expect(first.isInTrial(at: start) && first.paidPeriods == 0)
        first.cancel()
        #expect(!account.offersTrial(config))
        let later = start.advanced(byMilliseconds: 10 * Milliseconds.day)
        let second = account.subscribe(.yearly, at: later, config)
        #expect(!second.isInTrial(at: later) && second.paidPeriods == 1)
    }

    @Test("a purchase without a trial also ends eligibility")
    func directPurchaseEndsEligibility() throws {
        var account = StoreAccount()
        var noTrial = RemoteConfig()
        try noTrial.set(.freeTrialDays, to: 0)
        #expect(!account.offersTrial(noTrial))
        let bought = account.subscribe(.monthly, at: start, noTrial)
        #expect(bought.paidPeriods == 1)
        #expect(!account.offersTrial(RemoteConfig()))
    }
}
