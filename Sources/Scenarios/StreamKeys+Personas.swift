import Harness
import Sim

extension StreamKeys {
    /// Every registered owner: the personas, in registry order, then the others.
    package static var all: [StreamKey] {
        Personas.all.map { $0.streamKey } + others
    }
}
