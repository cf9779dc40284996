// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares (the tools version already gives the Swift 6 language mode).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "docrun",
    products: [
        .executable(name: "docrun", targets: ["docrun"]),
        .library(name: "RunbookKit", targets: ["RunbookKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The only module that calls docrun's C libraries: cmark-gfm, and libyaml (through Yams) for the alias bound.
        .target(
            name: "MarkdownTree", dependencies: ["CCmarkGFM", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings),
        // The one reading of bash: reader, checks and runner all use it; it imports nothing of docrun.
        .target(name: "ShellSyntax", swiftSettings: swiftSettings),
        .target(
            name: "RunbookKit",
            dependencies: ["MarkdownTree", "ShellSyntax", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        // The one place docrun starts processes: the run's bash session, bash's parser loop, shellcheck.
        .target(name: "Processes", swiftSettings: swiftSettings),
        .target(
            name: "RunbookChecks",
            dependencies: ["RunbookKit", "Processes", "ShellSyntax", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "RunbookRunner",
            dependencies: ["RunbookKit", "Processes", "ShellSyntax", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DocrunCLI",
            dependencies: [
                "RunbookKit", "RunbookChecks", "RunbookRunner", "Processes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // mimalloc (Debian's libmimalloc-dev) replaces glibc's malloc in the binary: docrun allocates and frees millions
        // of small objects from two threads, and glibc's malloc took a tenth of `check`'s time (docs/benchmarks.md).
        .executableTarget(
            name: "docrun", dependencies: ["DocrunCLI"], swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "MarkdownTreeTests", dependencies: ["MarkdownTree", "TestSupport"], exclude: ["Snapshots"],
            swiftSettings: swiftSettings),
        .testTarget(name: "ProcessesTests", dependencies: ["Processes", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "ShellSyntaxTests", dependencies: ["ShellSyntax", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "RunbookKitTests", dependencies: ["RunbookKit", "ShellSyntax", "TestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RunbookChecksTests", dependencies: ["RunbookChecks", "ShellSyntax", "TestSupport"],
            exclude: ["Fixtures", "Snapshots"], swiftSettings: swiftSettings),
        .testTarget(
            name: "RunbookRunnerTests",
            dependencies: ["RunbookRunner", "ShellSyntax", "TestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["Snapshots"], swiftSettings: swiftSettings),
        .testTarget(
            name: "DocrunCLITests", dependencies: ["DocrunCLI", "RunbookRunner", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "EndToEndTests", dependencies: ["docrun", "Processes", "TestSupport"],
            exclude: ["Fixtures", "Snapshots"],
            swiftSettings: swiftSettings),
    ]
)

// The libFuzzer harness exists only for fuzz/run.sh (DOCRUN_FUZZ=1, its own --scratch-path), so the normal build
// and `swift test` never see it.
if Context.environment["DOCRUN_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "DocrunFuzz", dependencies: ["RunbookKit", "RunbookChecks", "RunbookRunner"],
            path: "fuzz/Sources/DocrunFuzz",
            swiftSettings: swiftSettings))
}
