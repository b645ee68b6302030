// swift-tools-version:6.0
import PackageDescription

/// AppSim: a deterministic, seeded discrete-event simulator of four apps' domain rules.
///
/// Dependencies point one way: `AppSimCLI → Scenarios → Sim → Model`. No package dependencies:
/// the toolchain (Foundation, Dispatch, Swift Testing) is all it needs. `TestSupport` holds what
/// more than one test target uses (golden files, their line diff, CLI transcripts); it depends on
/// nothing of AppSim.
let package = Package(
    name: "AppSim",
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Sim", targets: ["Sim"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .executable(name: "appsim", targets: ["AppSimCLI"]),
    ],
    targets: [
        .target(name: "Model"),
        .target(name: "Sim", dependencies: ["Model"]),
        .target(name: "Scenarios", dependencies: ["Model", "Sim"]),
        .executableTarget(name: "AppSimCLI", dependencies: ["Scenarios", "Sim", "Model"]),
        .testTarget(name: "ModelTests", dependencies: ["Model"], exclude: ["Fixtures"]),
        .testTarget(name: "SimTests", dependencies: ["Sim", "Model", "TestSupport"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "Sim"], exclude: ["Golden"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Sim", "Model", "TestSupport"], exclude: ["Malformed", "Golden"]),
        .testTarget(name: "AppSimCLITests", dependencies: ["AppSimCLI", "TestSupport"], exclude: ["Golden"]),
    ]
)
