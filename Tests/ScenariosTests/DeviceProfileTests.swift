@testable import Measurements
import Testing

/// Device profiles: each factor is this machine's Geekbench 6 single-core score over the device's,
/// from the scores cited in the code; a capacity report multiplies this machine's times by it.
@Suite("Device profiles")
struct DeviceProfileTests {
    @Test("a profile's factor turns this machine's time into the phone's: 10 ms here is 10 × 1,832 ÷ the phone's Geekbench 6 single-core score in the report, so only the iPhone XS is slower than this machine")
    func factors() throws {
        let capacity = SearchCapacity(points: [SearchCapacityTests.point(500, p99: 10)], quality: nil, budgetMilliseconds: 150,
                                      devices: DeviceProfile.all)
        let csv = capacity.files[1].contents.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let columns = try #require(csv.first?.firstIndex(of: "p99_ms"))
        // Known answers, worked by hand: 18,320 ÷ 1,306, ÷ 2,215, ÷ 2,883 and ÷ 3,444.
        #expect(Array(csv[0][(columns + 1)...]) == ["p99_ms_on_iphone-xs", "p99_ms_on_iphone-13", "p99_ms_on_iphone-15-pro", "p99_ms_on_iphone-16-pro"])
        #expect(Array(csv[1][columns...]) == ["10.0000", "14.0276", "8.2709", "6.3545", "5.3194"])
        #expect(DeviceProfile.hostDescription.contains("single-core 1,832"), "the reports name the score the factors divide")
    }

    @Test("profiles are oldest first: each chip a later generation, each score higher, each factor lower; a name is its model's, lowercased and hyphenated")
    func order() throws {
        let generations = try DeviceProfile.all.map { try #require($0.chip?.wholeMatch(of: /A(\d+) .*/).flatMap { Int($0.output.1) }) }
        #expect(generations == generations.sorted() && Set(generations).count == generations.count, "\(generations)")
        let scores = DeviceProfile.all.compactMap(\.singleCoreScore)
        #expect(scores.count == DeviceProfile.all.count && scores == scores.sorted() && Set(scores).count == scores.count)
        #expect(DeviceProfile.all.map(\.factor) == DeviceProfile.all.map(\.factor).sorted(by: >), "oldest (slowest) first")
        for profile in DeviceProfile.all {
            #expect(profile.name == profile.model.lowercased().replacingOccurrences(of: " ", with: "-"))
        }
    }

    @Test("every score names the Geekbench Browser page it was read from")
    func sources() {
        for profile in DeviceProfile.all {
            #expect(profile.source == "https://browser.geekbench.com/ios_devices/" + profile.name)
        }
    }

    @Test("profiles are found by name; a bare factor is a device of its own with no benchmark behind it")
    func lookup() {
        #expect(DeviceProfile.named("iphone-13")?.model == "iPhone 13")
        #expect(DeviceProfile.named("iPhone 13") == nil)
        let custom = DeviceProfile.custom(factor: 2.5)
        #expect(custom.name == "custom" && custom.model == "device at factor 2.50" && custom.factor == 2.5)
        #expect(custom.chip == nil && custom.singleCoreScore == nil && custom.source == nil)
    }

    @Test("neither option judges every profile; --device one; --device-factor a bare factor; both, or an unknown name, are refused")
    func choice() throws {
        #expect(try DeviceProfile.chosen(name: nil, factor: nil) == DeviceProfile.all)
        #expect(try DeviceProfile.chosen(name: "iphone-xs", factor: nil).map(\.name) == ["iphone-xs"])
        #expect(try DeviceProfile.chosen(name: nil, factor: 4).map(\.factor) == [4])
        #expect(throws: DeviceProfile.ChoiceError.both) { try DeviceProfile.chosen(name: "iphone-13", factor: 2) }
        #expect(throws: DeviceProfile.ChoiceError.unknown("pixel-8")) { try DeviceProfile.chosen(name: "pixel-8", factor: nil) }
        #expect(DeviceProfile.ChoiceError.unknown("pixel-8").description
                == "--device expects one of iphone-xs, iphone-13, iphone-15-pro, iphone-16-pro, got \"pixel-8\"")
    }
}
