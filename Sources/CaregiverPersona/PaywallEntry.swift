/// Where a caregiver can reach the paywall: quota sheet · Search-tab bottom banner · Profile tab
/// (docs/rules.md#paywall-entry-points).
package enum PaywallEntry: Int, CaseIterable, Sendable {
    /// Go Unlimited on the quota sheet.
    case quotaSheet
    /// The slim "Upgrade" banner pinned to the bottom of Search, the home screen:
    /// one impression per session of a caregiver who is not subscribed.
    case searchBanner
    /// The upgrade row of the Profile overlay.
    case profile

    /// As the trace and the KPIs name it.
    package var name: String {
        switch self {
        case .quotaSheet: "quota_sheet"
        case .searchBanner: "search_banner"
        case .profile: "profile"
        }
    }
}
