@testable import Measurements
import Testing

/// Device profiles: each factor is this machine's Geekbench 6 single-core score over the device's,
/// from the scores cited in the code.
@Suite("Device profiles")
struct DeviceProfileTests {
    @Test("the factors are 1,832 ÷ each phone's cited Geekbench 6 single-core score; above 1 the phone is slower than this machine")
    func factors() {
        #expect(DeviceProfile.hostSingleCoreScore == 1_832)
        let cited = DeviceProfile.all.map { ($0.name, $0.chip, $0.singleCoreScore) }
        #expect(cited.map(\.0) == ["iphone-xs", "iphone-13", "iphone-15-pro", "iphone-16-pro"])
        #expect(cited.map(\.1) == ["A12 Bionic", "A15 Bionic", "A17 Pro", "A18 Pro"])
        #expect(cited.map(\.2) == [1_306, 2_215, 2_883, 3_444])
        let expected = [1.40276, 0.82709, 0.63545, 0.53194]
        for (profile, factor) in zip(DeviceProfile.all, expected) {
            #expect(abs(profile.factor - factor) < 1e-5, "\(profile.name)")
            #expect(profile.factor == Double(DeviceProfile.hostSingleCoreScore) / Double(profile.singleCoreScore!))
        }
        #expect(DeviceProfile.all.map(\.factor) == DeviceProfile.all.map(\.factor).sorted(by: >), "oldest (slowest) first")
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
