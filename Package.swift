// swift-tools-version:6.0
import PackageDescription

/// AppSim: a deterministic, seeded discrete-event simulator of four apps' domain rules.
///
/// Dependencies point one way: `AppSimCLI → Measurements → Scenarios → personas → Harness →
/// (Model, Sim) → Time`. The kernel (`Sim`) knows instants and local dates but no app's rules; the
/// apps' rules (`Model`) know no simulator; `Harness` is what every persona plugs into (the
/// scenario, the `Persona` shape, the file reader and report primitives); each persona is a target
/// of its own that sees `Harness` and no other persona; `Scenarios` holds the registry and all
/// that loops over it (run, files, reports, sweeps, regression, replay); of the libraries, only
/// `Measurements` (benchmarks, capacity) reads a clock.
/// No package dependencies: the toolchain (Foundation, Dispatch, Swift Testing) is all it needs.
/// `TestSupport` holds what more than one test target uses (golden files, their line diff, CLI
/// transcripts, the long set, temporary folders); it depends on nothing of AppSim.

/// The persona targets, one folder each under `Sources/`, in registry order. A new persona adds
/// its name here and its type to `Personas.all`.
let personaNames = ["CaregiverPersona", "WatcherPersona", "JournalerPersona", "ListenerPersona"]
let personas = personaNames.map { Target.Dependency(stringLiteral: $0) }

let package = Package(
    name: "AppSim",
    products: [
        .library(name: "Time", targets: ["Time"]),
        .library(name: "Model", targets: ["Model"]),
        .library(name: "Sim", targets: ["Sim"]),
        .executable(name: "appsim", targets: ["AppSimCLI"]),
    ],
    targets: personaNames.map { .target(name: $0, dependencies: ["Harness", "Model", "Sim", "Time"]) } + [
        .target(name: "Time"),
        .target(name: "Model", dependencies: ["Time"]),
        .target(name: "Sim", dependencies: ["Time"]),
        .target(name: "Harness", dependencies: ["Model", "Sim", "Time"]),
        .target(name: "Scenarios", dependencies: personas + ["Harness", "Model", "Sim", "Time"]),
        .target(name: "Measurements", dependencies: personas + ["Scenarios", "Harness", "Model", "Sim", "Time"]),
        .executableTarget(name: "AppSimCLI", dependencies: personas + ["Measurements", "Scenarios", "Harness", "Sim", "Model", "Time"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "Sim"], exclude: ["Golden"]),
        .testTarget(name: "TimeTests", dependencies: ["Time"]),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Time", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SimTests", dependencies: ["Sim", "Time", "TestSupport"]),
        .testTarget(name: "ScenariosTests", dependencies: personas + ["Scenarios", "Harness", "Measurements", "Sim", "Model", "Time", "TestSupport"],
                    exclude: ["Malformed", "Golden"]),
        .testTarget(name: "AppSimCLITests", dependencies: ["AppSimCLI", "TestSupport"], exclude: ["Golden"]),
    ]
)
