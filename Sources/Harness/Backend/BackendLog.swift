import Foundation

/// Every backend request of a run, in the order partitions recorded them (issue 15).
///
/// Partitions append their own requests and merge by concatenation in partition order; the report
/// reads them through `sorted`, a total order (`BackendRequest.precedes`), so what it prints does
/// not depend on the partitioning.
///
/// A run shard stores the log in its tally's JSON as one Base64 string of 16 bytes a request
/// (`BackendRequest.packed`): a million caregivers make tens of millions of requests a week, which
/// as JSON objects would be ten times the size.
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

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let data = Data(base64Encoded: text), data.count % BackendRequest.packedSize == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected Base64 of 16-byte requests"))
        }
        requests = data.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count, by: BackendRequest.packedSize).map { BackendRequest(packed: bytes, at: $0) }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var data = Data(capacity: requests.count * BackendRequest.packedSize)
        for request in requests { request.pack(into: &data) }
        var container = encoder.singleValueContainer()
        try container.encode(data.base64EncodedString())
    }
}
