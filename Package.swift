// swift-tools-version: 6.0
import PackageDescription

// Every target is Swift 6 with strict concurrency; `ExistentialAny` and `InternalImportsByDefault`
// keep third-party types from leaking through public signatures, so the layers stay honest.
//
// In release builds, each module also lets the others inline and specialize its code: the build
// is one program cut into many small modules (the layers), and without it many generic calls
// across them (a model encoded for a template, a port called by a use case) stay unspecialized.
// 3–4.5% off a 1,000-lesson build (README, Benchmark). SwiftPM refuses `unsafeFlags` only in a
// package depended on by version: course-site is built from a clone and exports no library.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

let package = Package(
    name: "course-site",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "build-site", targets: ["build-site"]),
        // A separate program, so that Hummingbird (about 3 minutes to compile the first time) is
        // built only by those who preview, not by everyone's first `swift run build-site`.
        .executable(name: "serve-site", targets: ["serve-site"]),
        .executable(name: "site-benchmark", targets: ["site-benchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Every external command (diagram renderers, Pagefind) runs through it, with a deadline.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
        // The preview server (serve-site only).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // Tests only: the reference the template engine was ported from and is compared with,
        // pinned to that version (an update must be ported, not picked up).
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        // Tests only: swift-syntax's classifier is the reference the Swift highlighter is tested against.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Tests only: a real HTTP server and client on 127.0.0.1.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
    ],
    targets: [
        // MARK: C library
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Exchanging two folders in one step, which Swift's Glibc module does not declare.
        .target(name: "CFolderExchange"),

        // MARK: Every message, in Spanish and in English
        // Messages written in Spanish and the tables that translate them: every other target uses it.
        .target(name: "Localization", swiftSettings: sharedSwiftSettings),

        // MARK: The build, shared by every feature
        // The build use case, its steps' protocol, diagnostics, and the ports every step may use.
        .target(name: "SiteCore", dependencies: ["Localization"], swiftSettings: sharedSwiftSettings),
        // Adapters the whole site uses: the file system, the staging folder, running commands, Pagefind.
        .target(
            name: "SiteInfrastructure",
            dependencies: ["Localization", "SiteCore", "CFolderExchange", .product(name: "Subprocess", package: "swift-subprocess")],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: The built-in theme
        // The templates and stylesheet every course gets, compiled into the programs so an installed
        // `build-site` needs no files beside it; a course's own `Templates/` and `Public/` override
        // them file by file. SwiftPM names each embedded file by its name alone, so names are unique.
        .target(
            name: "SiteTheme",
            resources: [
                .embedInCode("Templates/404.mustache"),
                .embedInCode("Templates/catalog-screen.mustache"),
                .embedInCode("Templates/catalog.mustache"),
                .embedInCode("Templates/code-folder.mustache"),
                .embedInCode("Templates/code-map-bottom.mustache"),
                .embedInCode("Templates/code-map-files.mustache"),
                .embedInCode("Templates/code-map.mustache"),
                .embedInCode("Templates/diagrams.mustache"),
                .embedInCode("Templates/home.mustache"),
                .embedInCode("Templates/layout.mustache"),
                .embedInCode("Templates/lesson.mustache"),
                .embedInCode("Templates/links.mustache"),
                .embedInCode("Templates/page-bottom.mustache"),
                .embedInCode("Templates/page-top.mustache"),
                .embedInCode("Templates/pager.mustache"),
                .embedInCode("Templates/preview.mustache"),
                .embedInCode("Templates/previews.mustache"),
                .embedInCode("Templates/print-bottom.mustache"),
                .embedInCode("Templates/print-lesson.mustache"),
                .embedInCode("Templates/print.mustache"),
                .embedInCode("Templates/product.mustache"),
                .embedInCode("Templates/sidebar-section.mustache"),
                .embedInCode("Templates/sidebar.mustache"),
                .embedInCode("Templates/toc.mustache"),
                .embedInCode("Templates/traceability-footer.mustache"),
                .embedInCode("Templates/traceability-table.mustache"),
                .embedInCode("Templates/traceability-untraced.mustache"),
                .embedInCode("Templates/traceability.mustache"),
                .embedInCode("Public/css/site.css"),
            ],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: Lessons feature
        .target(name: "LessonsCore", dependencies: ["SiteCore", "Localization"], swiftSettings: sharedSwiftSettings),
        .target(
            name: "LessonsInfrastructure",
            dependencies: [
                "Localization", "LessonsCore", "LessonsInterface", "SiteCore", "SiteInfrastructure", "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "LessonsInterface",
            dependencies: ["Localization", "LessonsCore", "CourseCodeCore", "SiteCore", "SiteInterface", "HTMLEscaping", "SwiftHighlighting"],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: The course's code: which file each Swift block writes, and (with --check-code) whether it builds
        .target(name: "CourseCodeCore", dependencies: ["LessonsCore", "SiteCore", "Localization"], swiftSettings: sharedSwiftSettings),
        // --check-code: the package writer and the `swift` that builds and tests it.
        .target(name: "CourseCodeInfrastructure", dependencies: ["Localization", "CourseCodeCore", "LessonsCore", "SiteInfrastructure"], swiftSettings: sharedSwiftSettings),
        // The code map page, code.json and the check's summary line.
        .target(
            name: "CourseCodeInterface",
            dependencies: ["Localization", "CourseCodeCore", "LessonsCore", "LessonsInterface", "SiteCore", "SiteInterface", "SwiftHighlighting"],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: Catalog feature
        .target(name: "CatalogCore", dependencies: ["Localization"], swiftSettings: sharedSwiftSettings),
        .target(name: "CatalogInfrastructure", dependencies: ["CatalogCore", "Localization"], swiftSettings: sharedSwiftSettings),
        .target(name: "CatalogInterface", dependencies: ["CatalogCore", "SiteInterface"], swiftSettings: sharedSwiftSettings),

        // Swift highlighting: a tokenizer that follows swift-syntax's classification (tested against it).
        .target(name: "SwiftHighlighting", dependencies: ["HTMLEscaping"], swiftSettings: sharedSwiftSettings),

        // MARK: Shared site rendering (knows no feature)
        .target(name: "HTMLEscaping", swiftSettings: sharedSwiftSettings),
        // Page chrome every feature's pages share: the site, its navigation, the sidebar.
        .target(name: "SiteInterface", dependencies: ["SiteCore", "Localization", "HTMLEscaping"], swiftSettings: sharedSwiftSettings),
        .target(
            name: "SiteRendering",
            dependencies: ["Localization", "SiteCore", "SiteInfrastructure", "HTMLEscaping"],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: Preview server (serve-site): serves a built site over HTTP and reloads pages.
        .target(
            name: "SitePreview",
            dependencies: [
                "Localization", "HTMLEscaping", "SiteInfrastructure",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: The build's steps, composition root and executables
        // Each step of the build, over ports only: what a build does, unit-tested with spies.
        .target(
            name: "BuildSteps",
            dependencies: ["Localization", "SiteCore", "SiteInterface", "LessonsCore", "LessonsInterface", "CourseCodeCore", "CourseCodeInterface", "CatalogCore", "CatalogInterface"],
            swiftSettings: sharedSwiftSettings
        ),
        // The composition root: picks the adapters and hands them to the steps. Nothing else.
        .target(
            name: "SiteComposition",
            dependencies: [
                "Localization", "SiteCore", "SiteInfrastructure", "SiteInterface", "SiteRendering", "BuildSteps",
                "LessonsCore", "LessonsInfrastructure", "LessonsInterface",
                "CourseCodeCore", "CourseCodeInfrastructure", "CourseCodeInterface",
                "CatalogCore", "CatalogInfrastructure", "SiteTheme",
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // The command line both programs share: the build's options and its console output.
        .target(
            name: "SiteCommandLine",
            dependencies: [
                "Localization", "SiteComposition", "SiteCore", "SiteInterface", "SiteInfrastructure", "SiteTheme",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "build-site",
            dependencies: ["SiteCommandLine", "SiteComposition", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "serve-site",
            dependencies: ["SiteCommandLine", "SiteComposition", "SiteCore", "SitePreview", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: sharedSwiftSettings
        ),

        // Not part of the site: generates large courses and times their builds against cmark-gfm alone.
        .executableTarget(
            name: "site-benchmark",
            dependencies: ["SiteComposition", "SiteCore", "SiteInfrastructure", "CCmarkGFM", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: sharedSwiftSettings
        ),

        // MARK: Tests
        .target(
            name: "TestSupport",
            dependencies: [
                "LessonsCore", "CatalogCore", "CourseCodeCore", "SiteCore", "SiteInfrastructure", "SitePreview", "Localization",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/TestSupport",
            swiftSettings: sharedSwiftSettings
        ),
        // swift-mustache rendering the site's templates and models: what the engine is compared with.
        .target(
            name: "MustacheOracle",
            dependencies: ["Localization", "SiteCore", "HTMLEscaping", .product(name: "Mustache", package: "swift-mustache")],
            path: "Tests/MustacheOracle",
            swiftSettings: sharedSwiftSettings
        ),
        // The benchmark's own arithmetic: how busy the machine was beside a timed run.
        .testTarget(name: "SiteBenchmarkTests", dependencies: ["site-benchmark"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "SiteCoreTests", dependencies: ["SiteCore", "Localization"], swiftSettings: sharedSwiftSettings),
        // Reads the sources with swift-syntax to check that every Spanish message has its English.
        .testTarget(
            name: "LocalizationTests",
            dependencies: [
                "Localization", "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "SiteCommandLineTests", dependencies: ["SiteCommandLine", "SiteComposition", "SiteCore", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "SiteInfrastructureTests", dependencies: ["SiteInfrastructure", "SiteCore", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "BuildStepsTests",
            dependencies: [
                "BuildSteps", "SiteCore", "SiteInterface", "LessonsCore", "LessonsInterface", "CourseCodeCore", "CourseCodeInterface", "CatalogCore", "CatalogInterface",
                "Localization", "TestSupport",
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "CourseCodeCoreTests", dependencies: ["CourseCodeCore", "LessonsCore", "SiteCore", "Localization", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "CourseCodeInfrastructureTests",
            dependencies: ["CourseCodeInfrastructure", "CourseCodeCore", "LessonsCore", "SiteInfrastructure", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "CourseCodeInterfaceTests",
            dependencies: ["CourseCodeInterface", "CourseCodeCore", "LessonsCore", "SiteInterface", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "LessonsCoreTests", dependencies: ["LessonsCore", "SiteCore", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "LessonsInfrastructureTests",
            dependencies: ["LessonsInfrastructure", "HTMLEscaping", "LessonsCore", "LessonsInterface", "CourseCodeCore", "SiteCore", "SiteInterface", "SiteInfrastructure", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "LessonsInterfaceTests",
            dependencies: ["LessonsInterface", "LessonsCore", "CourseCodeCore", "SiteCore", "SiteInterface", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "CatalogCoreTests", dependencies: ["CatalogCore", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "CatalogInfrastructureTests",
            dependencies: ["CatalogInfrastructure", "CatalogCore", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "CatalogInterfaceTests",
            dependencies: ["CatalogInterface", "CatalogCore", "SiteInterface", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        // Runs the built executable, so it depends on it for SwiftPM to build it first.
        .testTarget(name: "BuildSiteCLITests", dependencies: ["build-site", "serve-site", "SitePreview", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "HTMLEscapingTests", dependencies: ["HTMLEscaping"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "SiteRenderingTests",
            dependencies: ["SiteRendering", "SiteCore", "Localization", "MustacheOracle", "TestSupport"],
            // The specification's JSON files, read from the source folder by MustacheSpecTests.
            exclude: ["MustacheSpec"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "SiteThemeTests", dependencies: ["SiteTheme", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "SwiftHighlightingTests", dependencies: ["SwiftHighlighting", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "SwiftHighlightingOracleTests",
            dependencies: [
                "SwiftHighlighting", "TestSupport",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(name: "SiteInterfaceTests", dependencies: ["SiteInterface", "Localization"], swiftSettings: sharedSwiftSettings),
        .testTarget(name: "SitePreviewTests", dependencies: ["SitePreview", "Localization", "TestSupport"], swiftSettings: sharedSwiftSettings),
        // The built site served by the preview server and loaded in headless Chromium.
        .testTarget(name: "BrowserTests", dependencies: ["Localization", "SiteComposition", "SiteCore", "SiteInfrastructure", "SitePreview", "LessonsInfrastructure", "TestSupport"], swiftSettings: sharedSwiftSettings),
        .testTarget(
            name: "SiteAcceptanceTests",
            dependencies: ["SiteComposition", "SiteCore", "SiteInterface", "SiteRendering", "SiteTheme", "Localization", "MustacheOracle", "TestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
