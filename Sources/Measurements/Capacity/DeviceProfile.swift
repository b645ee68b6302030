import Harness

/// A phone the capacity estimate is judged on, and how much slower than this machine it runs
/// search: the `factor` that multiplies a time measured here into a time on the device.
///
/// A named profile's factor is the ratio of two published single-core scores on the same
/// benchmark, Geekbench 6: `hostSingleCoreScore / singleCoreScore`. Above 1 the phone is slower
/// than this machine, below 1 faster. Search is one thread of integer work over arrays, which is
/// what a single-core score summarises; nothing else about the phone (memory bandwidth, thermal
/// throttling, the OS) is modelled, so a factor is an estimate, not a measurement.
///
/// Every score is the Geekbench Browser's average for the device, at the page named in `source`
/// (as those pages were quoted in public write-ups of 2024–2026; the averages drift a little as
/// results are uploaded). The profiles span the phones a caregiver may carry, from the 2018
/// iPhone XS (A12 Bionic, the XR's chip too) to the 2024 iPhone 16 Pro.
/// `appsim capacity --device-factor N` is the way to judge any other device, and is mutually
/// exclusive with `--device` (a profile's factor comes from its scores, never from a flag).
package struct DeviceProfile: Sendable, Equatable {
    /// What `--device` takes: `iphone-13`; for a bare factor, `custom`.
    package var name: String
    /// The device as people call it: `iPhone 13`.
    package var model: String
    /// The chip, the benchmark score and where it was published; nil for a bare factor.
    package var chip: String?
    package var singleCoreScore: Int?
    package var source: String?
    /// Time on the device ÷ time on this machine.
    package var factor: Double

    /// The named profiles, oldest first (the order of every report).
    package static let all: [DeviceProfile] = [
        named("iphone-xs", model: "iPhone XS", chip: "A12 Bionic", score: 1_306,
              source: "https://browser.geekbench.com/ios_devices/iphone-xs"),
        named("iphone-13", model: "iPhone 13", chip: "A15 Bionic", score: 2_215,
              source: "https://browser.geekbench.com/ios_devices/iphone-13"),
        named("iphone-15-pro", model: "iPhone 15 Pro", chip: "A17 Pro", score: 2_883,
              source: "https://browser.geekbench.com/ios_devices/iphone-15-pro"),
        named("iphone-16-pro", model: "iPhone 16 Pro", chip: "A18 Pro", score: 3_444,
              source: "https://browser.geekbench.com/ios_devices/iphone-16-pro"),
    ]

    /// This machine's Geekbench 6 single-core score: 1,832, the Geekbench Browser's average for the
    /// AMD EPYC 9124 (https://browser.geekbench.com/processors/amd-epyc-9124). The development
    /// machine is a KVM guest that hides its model name ("AMD EPYC"); it reports family 25 model
    /// 17 (Zen 4 "Genoa") at a 2.6 GHz base clock, which is the cloud parts' EPYC 9R14/9B14. Those
    /// have no Geekbench 6 average of their own; the 9124 is the Genoa part with the same core
    /// and the same 3.7 GHz boost clock, so its score stands in. On another machine the factors
    /// are wrong by the ratio of its single-core speed to this one's: re-derive them there.
    package static let hostSingleCoreScore = 1_832
    package static let hostDescription = "AMD EPYC Zen 4 (Genoa), Geekbench 6 single-core \(ReportNumber.grouped(Int64(hostSingleCoreScore))) (EPYC 9124)"

    static func named(_ name: String, model: String, chip: String, score: Int, source: String) -> DeviceProfile {
        DeviceProfile(name: name, model: model, chip: chip, singleCoreScore: score, source: source,
                      factor: Double(hostSingleCoreScore) / Double(score))
    }

    /// A device `factor` times slower than this machine, with no benchmark behind it.
    package static func custom(factor: Double) -> DeviceProfile {
        DeviceProfile(name: "custom", model: "device at factor \(shown(factor))", chip: nil, singleCoreScore: nil, source: nil,
                      factor: factor)
    }

    /// The factor as reports print it: three significant digits (`1.40`, `0.827`, `1,000`).
    package var shownFactor: String { Self.shown(factor) }

    static func shown(_ factor: Double) -> String { ReportNumber.significant(factor, digits: 3) }

    /// The profile called `name`, if there is one.
    package static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name }
    }
}
