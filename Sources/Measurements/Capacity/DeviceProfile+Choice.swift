/// Which devices a capacity run judges, from `--device` and `--device-factor`.
///
/// Decided: with neither, every named profile (one measurement serves them all: a device only
/// scales it); with `--device NAME`, that profile; with `--device-factor N`, a device of that
/// factor with no benchmark behind it. The two are mutually exclusive: a profile's factor comes
/// from its cited scores, and a factor beside it would silently win or lose.
extension DeviceProfile {
    /// Why a choice of devices was refused; its description names the flag and the profiles.
    package enum ChoiceError: Error, Equatable, CustomStringConvertible {
        case both
        case unknown(String)

        package var description: String {
            switch self {
            case .both:
                "--device and --device-factor cannot be given together: a profile's factor comes from its Geekbench 6 score; "
                    + "give --device NAME (\(DeviceProfile.names)) or --device-factor N"
            case .unknown(let name):
                "--device expects one of \(DeviceProfile.names), got \"\(name)\""
            }
        }
    }

    /// The profiles' names, as `--device` takes them: `iphone-xs, iphone-13, …`.
    package static var names: String { all.map(\.name).joined(separator: ", ") }

    /// The devices `name` (`--device`) or `factor` (`--device-factor`) choose.
    package static func chosen(name: String?, factor: Double?) throws(ChoiceError) -> [DeviceProfile] {
        switch (name, factor) {
        case (.some, .some):
            throw .both
        case (.some(let name), nil):
            guard let profile = named(name) else { throw .unknown(name) }
            return [profile]
        case (nil, .some(let factor)):
            return [custom(factor: factor)]
        case (nil, nil):
            return all
        }
    }
}
