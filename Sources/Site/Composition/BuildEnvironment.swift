public import Foundation
public import Localization
internal import CourseCodeInfrastructure
internal import LessonsInfrastructure
internal import SiteInfrastructure

/// The programs a build may run, looked for once, before the build: each one found, or why not.
/// Only what the configuration asks for is looked for (no Chromium without `--pdf`), so a build
/// that needs none starts no command. `StepRequests` turns it, with the configuration, into what
/// each step is handed.
public struct BuildEnvironment: Sendable, Equatable {
    /// One program: where it is, or why the build goes without it.
    public enum Tool: Sendable, Equatable {
        /// Its command, and the arguments that come before the build's own (`python3 -m pagefind`).
        case found(URL, arguments: [String] = [])
        /// Asked for and not installed: what to install.
        case missing(because: LocalizedText)
        /// The configuration does not ask for it, so it was not looked for.
        case notNeeded
    }

    /// Headless Chromium, which prints the PDF (`--pdf`).
    public var chromium: Tool
    /// Pagefind, which indexes the site for search: its command, or Python with its module (the
    /// search step finds the module missing, when it is).
    public var pagefind: Tool
    /// Git, which dates the lessons.
    public var git: Tool
    /// The `swift` that builds and tests the course's code (`--check-code`).
    public var swift: Tool
    /// bubblewrap, which confines the course's code while it is built and tested (Linux).
    public var sandbox: Tool
    /// What draws the mermaid diagrams as SVG: the one the author named, or the first of mmdr and mermaidx.
    public var diagramRenderer: Tool

    public init(chromium: Tool = .notNeeded, pagefind: Tool = .notNeeded, git: Tool = .notNeeded, swift: Tool = .notNeeded, sandbox: Tool = .notNeeded, diagramRenderer: Tool = .notNeeded) {
        self.chromium = chromium
        self.pagefind = pagefind
        self.git = git
        self.swift = swift
        self.sandbox = sandbox
        self.diagramRenderer = diagramRenderer
    }

    /// Looks on `path` (the `PATH`) for what `configuration` asks for.
    public static func resolve(for configuration: SiteConfiguration, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") async -> BuildEnvironment {
        var environment = BuildEnvironment()
        if configuration.printing.pdf, configuration.printing.printsPage {
            environment.chromium = ChromiumPDFPrinter.find(path: path).map { .found($0) } ?? .missing(because: "no hay ningún Chromium instalado (en Debian o Ubuntu: apt-get install chromium-headless-shell; en macOS: instala Google Chrome)")
        }
        if configuration.search {
            environment.pagefind = PagefindSearchIndexer.find(path: path).map { .found($0.executable, arguments: $0.arguments) }
                ?? .missing(because: PagefindSearchIndexer.notInstalled)
        }
        if configuration.showsDates {
            environment.git = ExecutableLookup.find("git", path: path).map { .found($0) } ?? .missing(because: "git no está instalado")
        }
        if configuration.codeCheck.isEnabled {
            environment.swift = ExecutableLookup.find("swift", path: path).map { .found($0) } ?? .missing(because: "no hay ningún swift en el PATH")
            environment.sandbox = switch await BubblewrapSandbox.find(path: path) {
            case let .success(bwrap): .found(bwrap)
            case let .failure(reason): .missing(because: reason.localizedText)
            }
        }
        if configuration.diagrams.mode == nil || configuration.diagrams.mode == .svg {
            environment.diagramRenderer = diagramRenderer(named: configuration.diagrams.renderer, path: path)
        }
        return environment
    }

    private static func diagramRenderer(named name: String?, path: String) -> Tool {
        if let name {
            return ExecutableLookup.find(name, path: path).map { .found($0) } ?? .missing(because: "\(name) no está instalado")
        }
        return CommandDiagramRenderer.find(path: path).map { .found($0) } ?? .missing(because: "ni mmdr ni mermaidx están instalados (pip install mmdr)")
    }
}
