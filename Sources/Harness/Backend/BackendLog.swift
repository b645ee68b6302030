/// Every backend request of a run, in the order partitions recorded them (issue 15).
///
/// Partitions append their own requests and merge by concatenation in partition order; the report
/// reads them through `sorted`, a total order (`BackendRequest.precedes`), so what it prints does
/// not depend on the partitioning.
package struct BackendLog: Sendable, Equatable, Codable {
    package private(set) var requests: [BackendRequest] = []

    package init() {}

    package init(_ requests: [BackendRequest]) {
        self.requests = requests
    }

    package mutating func record(_ request: BackendRequest) {
        requests.append(request)
    }

    /// Adds another partition's requests after this one's.
    package mutating func merge(_ other: BackendLog) {
        requests.append(contentsOf: other.requests)
    }

    /// The requests in time order (`BackendRequest.precedes`).
    package var sorted: [BackendRequest] {
        requests.sorted(by: BackendRequest.precedes)
    }
}
