internal import BuildSteps
internal import CatalogInfrastructure
internal import CourseCodeCore
internal import CourseCodeInfrastructure
import Foundation
internal import LessonsInfrastructure
internal import Localization
internal import SiteInfrastructure

/// What each step that runs a program, or reads an input the course may not have, is handed:
/// worked out from the configuration and the programs found on this machine (`BuildEnvironment`).
/// The build's policy (print the PDF? with what? is the check's folder safe to clean?) lives here,
/// where tests reach it, and the builders only wire what it returns into the steps.
struct StepRequests: Sendable {
    private let configuration: SiteConfiguration
    private let environment: BuildEnvironment
    private let workingDirectory: URL
    private let fileExists: @Sendable (URL) -> Bool

    init(
        configuration: SiteConfiguration, environment: BuildEnvironment, workingDirectory: URL,
        fileExists: @escaping @Sendable (URL) -> Bool = { FileManager.default.fileExists(atPath: $0.path) }
    ) {
        self.configuration = configuration
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.fileExists = fileExists
    }

    /// Headless Chromium, when the author asked for the PDF.
    var pdf: PrintPDFStep.Request {
        let options = configuration.printing
        guard options.pdf, options.printsPage else { return .off }
        switch environment.chromium {
        case let .found(chromium, _):
            let runner = CommandRunner(timeout: .milliseconds(Int64(options.pdfTimeout * 1000)), outputLimit: 4 << 20)
            return .on(ChromiumPDFPrinter(executable: chromium, runner: runner))
        case let .missing(reason):
            return .unavailable(reason: reason)
        case .notNeeded:
            return .off
        }
    }

    /// Whether the build prints the PDF: asked for, and a Chromium to print it with.
    var printsPDF: Bool {
        if case .on = pdf { true } else { false }
    }

    /// The `swift` on the `PATH` with the package's folder, when the author asked for the check.
    var codeCheck: CheckCodeStep.Request {
        let options = configuration.codeCheck
        guard options.isEnabled else { return .off }
        let folder = options.folder ?? workingDirectory.appendingPathComponent(CodeCheckOptions.defaultFolder)
        // The check removes what it did not write in its folder: never the author's folders.
        let authorsFolders = [configuration.contentFolder, configuration.outputFolder] + configuration.themeFolders + configuration.testFolders
        if OutputFolderPolicy.isSameOrAround(folder, workingDirectory) || authorsFolders.contains(where: { OutputFolderPolicy.overlaps(folder, $0) }) {
            return .unavailable(reason: "--check-code-folder \(folder.relativePath) es la carpeta de trabajo, o una de las del curso o del sitio, o está dentro o por encima de ellas; indica una carpeta propia")
        }
        switch environment.swift {
        case let .found(swift, _):
            let runner = CommandRunner(timeout: .milliseconds(Int64(options.timeout * 1000)))
            let toolchain = SwiftPMToolchain(swift: swift, folder: folder, runner: runner, sandbox: sandbox(for: swift))
            let cache = JSONFileCodeCheckCache(folder: folder.appendingPathComponent("checks"))
            return .on(CheckCourseCodeUseCase(toolchain: toolchain, cache: cache))
        case let .missing(reason):
            return .unavailable(reason: reason)
        case .notNeeded:
            return .off
        }
    }

    /// Why the course's code runs unconfined, when it is checked and there is no sandbox.
    var codeUnconfined: LocalizedText? {
        guard case .on = codeCheck, case let .missing(reason) = environment.sandbox else { return nil }
        return reason
    }

    /// bubblewrap, hiding the user's home and the course's folders (the check's own folder, inside
    /// one of them, is the one the code can write to), and showing the toolchain if it is in them.
    private func sandbox(for swift: URL) -> BubblewrapSandbox? {
        guard case let .found(bwrap, _) = environment.sandbox else { return nil }
        let home = FileManager.default.homeDirectoryForCurrentUser
        let hidden = [home, workingDirectory, configuration.contentFolder, configuration.outputFolder] + configuration.themeFolders + configuration.testFolders
        // `…/usr/bin/swift`: the toolchain is the folder above `usr`.
        let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inHidden = hidden.contains { toolchain.standardizedFileURL.path.hasPrefix($0.standardizedFileURL.path + "/") }
        return BubblewrapSandbox(executable: bwrap, hidden: hidden, shown: inHidden ? [toolchain] : [])
    }

    /// The step-by-step replay (`--check-steps`), through the same check and its reports' cache.
    var stepsCheck: CheckStepsStep.Request {
        guard configuration.codeCheck.checksSteps else { return .off }
        switch codeCheck {
        case .off: return .off
        case let .unavailable(reason): return .unavailable(reason: reason)
        case let .on(check): return .on(ReplayCourseStepsUseCase(check: check))
        }
    }

    /// Pagefind, or why the site goes without search.
    var search: (indexer: PagefindSearchIndexer?, reasonWithout: LocalizedText) {
        guard configuration.search else { return (nil, "--no-search") }
        switch environment.pagefind {
        case let .found(pagefind, arguments):
            return (PagefindSearchIndexer(executable: pagefind, arguments: arguments), "")
        case let .missing(reason): return (nil, reason)
        case .notNeeded: return (nil, "--no-search")
        }
    }

    /// Git's dates, or why there are none: turned off, or no git to ask.
    var lessonDates: ReadLessonDatesStep.Dates {
        guard configuration.showsDates else { return .turnedOff }
        switch environment.git {
        case let .found(git, _): return .from(GitLessonHistory(contentFolder: configuration.contentFolder, git: git))
        case let .missing(reason): return .unavailable(because: reason)
        case .notNeeded: return .turnedOff
        }
    }

    /// Git over the content folder, when lessons show their dates and git is installed.
    var lessonHistory: GitLessonHistory? {
        if case let .from(history) = lessonDates { history as? GitLessonHistory } else { nil }
    }

    /// The renderer asked for, or the first known one installed, with its cache.
    var diagrams: ChooseDiagramsStep {
        let options = configuration.diagrams
        let request: ChooseDiagramsStep.Request = switch options.mode {
        case nil: .automatic
        case .svg: .svg
        case .client: .client
        case .source: .source
        }
        guard request == .automatic || request == .svg, case let .found(executable, _) = environment.diagramRenderer else {
            return ChooseDiagramsStep(request: request, renderer: nil, missingRenderer: request == .client || request == .source ? nil : options.renderer)
        }
        let name = executable.lastPathComponent
        let cache = options.cacheFolder ?? workingDirectory.appendingPathComponent(DiagramOptions.defaultCache)
        let renderer = ChooseDiagramsStep.Renderer(
            name: name,
            drawing: CachedDiagramRenderer(CommandDiagramRenderer(executable: executable), folder: cache, rendererName: name),
            cache: options.cacheFolder?.relativePath ?? DiagramOptions.defaultCache
        )
        return ChooseDiagramsStep(request: request, renderer: renderer)
    }

    /// The products' gateway: a local file or the API; nil when the site has no catalog.
    var catalogSource: LoadCatalogStep.Source? {
        let options = configuration.catalog
        switch options.source {
        case .none:
            return nil
        case .contentFile:
            let file = configuration.contentFolder.appendingPathComponent(CatalogOptions.contentFile)
            guard fileExists(file) else { return nil }
            let repository = LocalProductRepository(fileURL: file, maxBytes: options.maxBytes)
            return LoadCatalogStep.Source(shown: file.relativePath, repository: repository, contentAsset: CatalogOptions.contentFile)
        case let .file(file):
            return LoadCatalogStep.Source(shown: file.relativePath, repository: LocalProductRepository(fileURL: file, maxBytes: options.maxBytes))
        case let .api(baseURL):
            let client = AsyncHTTPClientHTTPClient(timeout: options.timeout, maxBytes: options.maxBytes)
            let remote = RemoteProductRepository(client: client, baseURL: baseURL)
            return LoadCatalogStep.Source(shown: remote.productsURL.absoluteString, repository: remote)
        }
    }
}
