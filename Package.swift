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

// Folders show the features and their layers, as the course's own project does: `Sources/Lessons/Core`
// is the Lessons feature's Domain and Application, `Sources/Lessons/Infrastructure` its adapters,
// `Sources/Lessons/Interface` its presenters. One SwiftPM target per layer, so an import that points
// outward does not compile. Tests mirror Sources.

/// One layer of a feature: a target in `Sources/<path>`.
func layer(
    _ name: String, _ path: String, _ dependencies: [Target.Dependency] = [], resources: [Resource]? = nil
) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/" + path, resources: resources, swiftSettings: sharedSwiftSettings)
}

/// A program: a thin `@main` in `Sources/Programs/<name>`.
func program(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Sources/Programs/" + name, swiftSettings: sharedSwiftSettings)
}

/// A test target in `Tests/<path>`, mirroring the layer it tests.
func tests(_ name: String, _ path: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/" + path, exclude: exclude, swiftSettings: sharedSwiftSettings)
}

/// Test code other test targets share, in `Tests/<path>`.
func testSupport(_ name: String, _ path: String, _ dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies, path: "Tests/" + path, swiftSettings: sharedSwiftSettings)
}

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let yams = Target.Dependency.product(name: "Yams", package: "Yams")

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
        // The catalog's API: an answer read as it arrives, with backpressure, so a body past the
        // limit is refused before it is in memory (FoundationNetworking reads ahead without bound).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // The preview server (serve-site only).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // Tests only: the reference the template engine was ported from and is compared with,
        // pinned to that version (an update must be ported, not picked up).
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        // Tests only: swift-syntax's classifier is the reference the Swift highlighter is tested against.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // A real HTTP server and client on 127.0.0.1 in the tests; the catalog's API client runs on it.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
    ],
    targets: [
        // MARK: Lessons: a course's Markdown, read, checked and presented
        layer("LessonsCore", "Lessons/Core", ["SiteCore", "Localization", "SwiftLexing"]),
        layer("LessonsInfrastructure", "Lessons/Infrastructure", [
            "Localization", "LessonsCore", "SiteCore", "SiteInfrastructure", "CCmarkGFM", yams,
        ]),
        layer("LessonsInterface", "Lessons/Interface", [
            "Localization", "LessonsCore", "CourseCodeCore", "SiteCore", "SiteInterface", "HTMLEscaping", "SwiftHighlighting",
        ]),

        // MARK: Catalog: the course's Catalog feature, built as the course builds it
        layer("CatalogCore", "Catalog/Core", ["Localization"]),
        layer("CatalogInfrastructure", "Catalog/Infrastructure", [
            "CatalogCore", "Localization",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        layer("CatalogInterface", "Catalog/Interface", ["CatalogCore", "SiteInterface"]),

        // MARK: The course's code: which file each Swift block writes, and (with --check-code) whether it builds
        layer("CourseCodeCore", "CourseCode/Core", ["LessonsCore", "SiteCore", "Localization", "SwiftLexing"]),
        // --check-code: the package writer and the `swift` that builds and tests it.
        layer("CourseCodeInfrastructure", "CourseCode/Infrastructure", ["Localization", "CourseCodeCore", "LessonsCore", "SiteInfrastructure"]),
        // The code map page, code.json and the check's summary line.
        layer("CourseCodeInterface", "CourseCode/Interface", [
            "Localization", "CourseCodeCore", "LessonsCore", "LessonsInterface", "SiteCore", "SiteInterface", "SwiftHighlighting",
        ]),

        // MARK: Site: the build every feature takes part in
        // The build use case, its steps' protocol, diagnostics, and the ports every step may use.
        layer("SiteCore", "Site/Core", ["Localization"]),
        // Each step of the build, over ports only: what a build does, unit-tested with spies.
        layer("BuildSteps", "Site/Steps", [
            "Localization", "SiteCore", "SiteInterface", "LessonsCore", "LessonsInterface", "CourseCodeCore", "CourseCodeInterface",
            "CatalogCore", "CatalogInterface",
        ]),
        // Adapters the whole site uses: the file system, the staging folder, running commands, Pagefind, the heap's growth.
        layer("SiteInfrastructure", "Site/Infrastructure", [
            "Localization", "SiteCore", "CFolderExchange", "CHeapPad", .product(name: "Subprocess", package: "swift-subprocess"),
        ]),
        // Page chrome every feature's pages share: the site, its navigation, the sidebar.
        layer("SiteInterface", "Site/Interface", ["SiteCore", "Localization", "HTMLEscaping"]),
        // The one template engine (Mustache) that renders every page.
        layer("SiteRendering", "Site/Rendering", ["Localization", "SiteCore", "SiteInfrastructure", "HTMLEscaping"]),
        // The templates and stylesheet every course gets, compiled into the programs so an installed
        // `build-site` needs no files beside it; a course's own `Templates/` and `Public/` override
        // them file by file. SwiftPM names each embedded file by its name alone, so names are unique.
        layer("SiteTheme", "Site/Theme", resources: [
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
        ]),
        // The preview server (serve-site): serves a built site over HTTP and reloads pages.
        layer("SitePreview", "Site/Preview", [
            "Localization", "HTMLEscaping", "SiteInfrastructure",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The composition root: picks the adapters and hands them to the steps. Nothing else.
        layer("SiteComposition", "Site/Composition", [
            "Localization", "SiteCore", "SiteInfrastructure", "SiteInterface", "SiteRendering", "BuildSteps",
            "LessonsCore", "LessonsInfrastructure", "LessonsInterface",
            "CourseCodeCore", "CourseCodeInfrastructure", "CourseCodeInterface",
            "CatalogCore", "CatalogInfrastructure", "SiteTheme",
        ]),
        // The command line both programs share: the build's options and its console output.
        layer("SiteCommandLine", "Site/CommandLine", [
            "Localization", "LessonsCore", "SiteComposition", "SiteCore", "SiteInterface", "SiteInfrastructure", "SiteTheme", argumentParser, yams,
        ]),

        // MARK: Support: no feature of their own, used by several
        // Messages written in Spanish and the tables that translate them: every other target uses it.
        layer("Localization", "Support/Localization"),
        layer("HTMLEscaping", "Support/HTMLEscaping"),
        // One lexer of Swift, by bytes: the highlighter colours its tokens, the course's code is read from them.
        layer("SwiftLexing", "Support/SwiftLexing"),
        // Swift highlighting: the lexer's words classified as swift-syntax classifies them (tested against it).
        layer("SwiftHighlighting", "Support/SwiftHighlighting", ["HTMLEscaping", "SwiftLexing"]),
        // cmark-gfm, GitHub's Markdown library: the only C library the site links (from LessonsInfrastructure).
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/Support/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Exchanging two folders in one step, which Swift's Glibc module does not declare.
        .target(name: "CFolderExchange", path: "Sources/Support/CFolderExchange"),
        // The C allocator's growth step (glibc's M_TOP_PAD), which Swift's Glibc module does not declare either.
        .target(name: "CHeapPad", path: "Sources/Support/CHeapPad"),

        // MARK: Programs: each parses its options and hands them to the composition root
        program("build-site", ["SiteCommandLine", "SiteComposition", "SiteInfrastructure", "Localization", argumentParser]),
        program("serve-site", ["SiteCommandLine", "SiteComposition", "SiteCore", "SiteInfrastructure", "SitePreview", "Localization", argumentParser]),
        // Not part of the site: generates large courses and times their builds against cmark-gfm alone.
        program("site-benchmark", ["SiteComposition", "BuildSteps", "SiteCore", "SiteInfrastructure", "CCmarkGFM", "Localization", argumentParser]),

        // MARK: Tests
        testSupport("TestSupport", "Support/TestSupport", [
            "LessonsCore", "CatalogCore", "CourseCodeCore", "SiteCore", "SiteInfrastructure", "SitePreview", "Localization",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The build's own vocabulary: contexts as earlier steps leave them, courses in temporary folders.
        testSupport("SiteTestSupport", "Support/SiteTestSupport", [
            "TestSupport", "BuildSteps", "SiteComposition", "LessonsCore", "LessonsInterface", "CourseCodeCore", "SiteCore", "SiteInterface", "SiteInfrastructure",
        ]),
        // swift-mustache rendering the site's templates and models: what the engine is compared with.
        testSupport("MustacheOracle", "Site/RenderingOracle", [
            "Localization", "SiteCore", "HTMLEscaping", .product(name: "Mustache", package: "swift-mustache"),
        ]),

        tests("LessonsCoreTests", "Lessons/Core", ["LessonsCore", "SiteCore", "TestSupport"]),
        tests("LessonsInfrastructureTests", "Lessons/Infrastructure", [
            "LessonsInfrastructure", "HTMLEscaping", "LessonsCore", "LessonsInterface", "CourseCodeCore", "SiteCore", "SiteInterface",
            "SiteInfrastructure", "TestSupport",
        ]),
        tests("LessonsInterfaceTests", "Lessons/Interface", [
            "LessonsInterface", "LessonsCore", "CourseCodeCore", "SiteCore", "SiteInterface", "TestSupport",
        ]),

        tests("CatalogCoreTests", "Catalog/Core", ["CatalogCore", "TestSupport"]),
        tests("CatalogInfrastructureTests", "Catalog/Infrastructure", ["CatalogInfrastructure", "CatalogCore", "TestSupport"]),
        tests("CatalogInterfaceTests", "Catalog/Interface", ["CatalogInterface", "CatalogCore", "SiteInterface", "TestSupport"]),

        tests("CourseCodeCoreTests", "CourseCode/Core", ["CourseCodeCore", "LessonsCore", "SiteCore", "Localization", "TestSupport"]),
        tests("CourseCodeInfrastructureTests", "CourseCode/Infrastructure", [
            "CourseCodeInfrastructure", "CourseCodeCore", "LessonsCore", "SiteInfrastructure", "TestSupport",
        ]),
        tests("CourseCodeInterfaceTests", "CourseCode/Interface", [
            "CourseCodeInterface", "CourseCodeCore", "LessonsCore", "SiteCore", "SiteInterface", "TestSupport",
        ]),

        tests("SiteCoreTests", "Site/Core", ["SiteCore", "Localization"]),
        tests("BuildStepsTests", "Site/Steps", [
            "BuildSteps", "SiteCore", "SiteInfrastructure", "SiteInterface", "LessonsCore", "LessonsInterface", "CourseCodeCore", "CourseCodeInterface",
            "CatalogCore", "CatalogInterface", "Localization", "TestSupport", "SiteTestSupport",
        ]),
        tests("SiteInfrastructureTests", "Site/Infrastructure", ["SiteInfrastructure", "SiteCore", "TestSupport"]),
        tests("SiteInterfaceTests", "Site/Interface", ["SiteInterface", "Localization"]),
        tests(
            "SiteRenderingTests", "Site/Rendering", ["SiteRendering", "SiteCore", "Localization", "MustacheOracle", "TestSupport"],
            // The specification's JSON files, read from the source folder by MustacheSpecTests.
            exclude: ["MustacheSpec"]
        ),
        tests("SiteThemeTests", "Site/Theme", ["SiteTheme", "TestSupport"]),
        tests("SitePreviewTests", "Site/Preview", ["SitePreview", "Localization", "TestSupport"]),
        // The composition root's policy: which programs the build finds, and what each step is handed.
        tests("SiteCompositionTests", "Site/Composition", [
            "SiteComposition", "BuildSteps", "LessonsInterface", "SiteCore", "Localization", "TestSupport", "SiteTestSupport",
        ]),
        tests("SiteCommandLineTests", "Site/CommandLine", ["SiteCommandLine", "SiteComposition", "SiteCore", "Localization", "TestSupport"]),
        // Whole sites built through the composition root, read from the output folder.
        tests("SiteAcceptanceTests", "Site/Acceptance", [
            "SiteComposition", "SiteCore", "SiteInterface", "SiteRendering", "SiteTheme", "Localization", "MustacheOracle", "TestSupport",
            "SiteTestSupport", "SiteInfrastructure", "SiteCommandLine",
        ]),
        // The built site served by the preview server and loaded in headless Chromium.
        tests("BrowserTests", "Site/Browser", [
            "Localization", "SiteComposition", "SiteCore", "SiteInfrastructure", "SitePreview", "LessonsInfrastructure", "TestSupport",
            "SiteTestSupport",
        ]),

        // Reads the sources with swift-syntax to check that every Spanish message has its English.
        tests("LocalizationTests", "Support/Localization", [
            "Localization", "TestSupport",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        tests("HTMLEscapingTests", "Support/HTMLEscaping", ["HTMLEscaping"]),
        tests("SwiftHighlightingTests", "Support/SwiftHighlighting", ["SwiftHighlighting", "SwiftLexing", "TestSupport"]),
        tests("SwiftHighlightingOracleTests", "Support/SwiftHighlightingOracle", [
            "SwiftHighlighting", "SwiftLexing", "TestSupport",
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),

        // Runs the built executables, so it depends on them for SwiftPM to build them first.
        tests("BuildSiteCLITests", "Programs/Executables", ["build-site", "serve-site", "SitePreview", "TestSupport", yams]),
        // The benchmark's own arithmetic (how busy the machine was beside a timed run, the ratios it
        // prints) and the builds it times, as the Pages workflow builds.
        tests("SiteBenchmarkTests", "Programs/site-benchmark", ["site-benchmark", "BuildSteps", "SiteCore", "SiteInfrastructure", "Localization", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
