/// What the revenue proxy assumes beyond the remote-config prices.
package struct RevenueModel: Sendable, Equatable, Encodable {
    /// Rewarded-ad revenue per 1,000 completed ads, in USD.
    package var adEcpmUSD: Double

    package init(adEcpmUSD: Double = 10.0) {
        self.adEcpmUSD = adEcpmUSD
    }
}
