import Foundation
import Scenarios
let timers = Int(CommandLine.arguments.dropFirst().first ?? "1000")!
let b = EngineBenchmark(timers: timers)
let t0 = DispatchTime.now().uptimeNanoseconds
let o = b.run()
let dt = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
print(o, Double(o.delivered) / dt / 1e6, "M/s")
