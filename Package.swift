// swift-tools-version:6.0
import PackageDescription

/// AppSim: a deterministic, seeded discrete-event simulator of four apps' domain rules.
///
/// Dependencies point one way: `AppSimCLI → Measurements → Scenarios → (Model, Sim) → Time`. The
/// kernel (`Sim`) knows instants and local dates but no app's rules; the apps' rules (`Model`) know
/// no simulator; of the libraries, only `Measurements` (benchmarks, capacity) reads a clock.
/// No package dependencies: the toolchain (Foundation, Dispatch, Swift Testing) is all it needs.
/// `TestSupport` holds what more than one test target uses (golden files, their line diff, CLI
/// transcripts, the long set); it depends on nothing of AppSim.
let package = Package(
    name: "AppSim",
    products: [
        .library(name: "Time", targets: ["Time"]),
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Sim", targets: ["Sim"]),
        .executable(name: "appsim", targets: ["AppSimCLI"]),
    ],
    targets: [
        .target(name: "Time"),
        .target(name: "Model", dependencies: ["Time"]),
        .target(name: "Sim", dependencies: ["Time"]),
        .target(name: "Scenarios", dependencies: ["Model", "Sim", "Time"]),
        .target(name: "Measurements", dependencies: ["Scenarios", "Model", "Sim", "Time"]),
        .executableTarget(name: "AppSimCLI", dependencies: ["Measurements", "Scenarios", "Sim", "Model", "Time"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "Sim"], exclude: ["Golden"]),
        .testTarget(name: "TimeTests", dependencies: ["Time"]),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Time"], exclude: ["Fixtures"]),
        .testTarget(name: "SimTests", dependencies: ["Sim", "Time", "TestSupport"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Measurements", "Sim", "Model", "Time", "TestSupport"],
                    exclude: ["Malformed", "Golden"]),
        .testTarget(name: "AppSimCLITests", dependencies: ["AppSimCLI", "TestSupport"], exclude: ["Golden"]),
    ]
)
