public import Foundation
import Localization
public import SiteCore

/// Prints a page to a PDF with headless Chromium (`--print-to-pdf`), which lays it out with the
/// page's print styles exactly as a reader's "Guardar como PDF" would (its paper and page numbers
/// from `@page`), keeps its links to places in the page as links inside the PDF, and makes its
/// headings the PDF's bookmarks.
public struct ChromiumPDFPrinter: PDFPrinting {
    /// Where Chromium is looked for, in order: Debian's `chromium-headless-shell` (Chromium made
    /// for this), `chromium`, `google-chrome` on the `PATH`, then the apps macOS keeps off it.
    public static let candidates = [
        "chromium-headless-shell", "chromium", "google-chrome",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ]

    public let executable: URL
    private let runner: CommandRunner

    public var name: String { executable.lastPathComponent }

    public init(executable: URL, runner: CommandRunner) {
        self.executable = executable
        self.runner = runner
    }

    /// The first Chromium installed, if any.
    public static func installed(runner: CommandRunner, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> ChromiumPDFPrinter? {
        find(path: path).map { ChromiumPDFPrinter(executable: $0, runner: runner) }
    }

    /// Where the first Chromium installed is, if any.
    public static func find(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> URL? {
        candidates.lazy.compactMap { ExecutableLookup.find($0, path: path) }.first
    }

    /// Prints the page from a server of its own folder (`LoopbackFileServer`), alive only while
    /// Chromium runs, rather than from its `file://` address, where the page could read any file
    /// of the machine: an image that climbs out of the course, an `<object>` on `/etc/passwd` in a
    /// lesson's raw HTML. Chromium runs no script, uses that server as its proxy for every address
    /// (so nothing is fetched from another server, not even one on this machine), and each response
    /// carries `contentSecurityPolicy`, which lets the page load only the site's own files.
    public func printPDF(of page: URL, to pdf: URL) async throws(PDFPrintingError) {
        let server: LoopbackFileServer
        do {
            server = try LoopbackFileServer(
                serving: page.deletingLastPathComponent(),
                headers: [(name: "Content-Security-Policy", value: Self.contentSecurityPolicy)]
            )
        } catch {
            throw PDFPrintingError("\(name): \(error.localizedText)")
        }
        // A profile of its own, removed after: a Chrome the author has open holds its profile,
        // and two builds printing at once must not share one.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("course-site-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let run: Result<CommandRunner.Result, any Error>
        do {
            let arguments = Self.arguments(page: server.url(for: page.lastPathComponent), pdf: pdf, profile: profile, proxy: server.authority)
            run = .success(try await runner.run(executable, arguments: arguments))
        } catch {
            run = .failure(error)
        }
        // Stopped whether Chromium printed, failed or was stopped.
        await server.stop()
        let result: CommandRunner.Result
        switch run {
        case let .success(success): result = success
        case let .failure(error): throw PDFPrintingError("\(name): \(LocalizedText(describing: error))")
        }
        guard result.succeeded else {
            // Chromium fills standard error with noise about D-Bus and the GPU; its reason is last.
            let lastLines = result.standardError.split(separator: "\n").suffix(3).joined(separator: " ")
            let status: LocalizedText = result.exitCode.map { "terminó con el código \($0)" } ?? "se detuvo por una señal"
            throw PDFPrintingError("\(name) \(status): \(lastLines)")
        }
        guard Self.isPDF(pdf) else { throw PDFPrintingError("\(name) terminó sin escribir un PDF en \(pdf.path)") }
    }

    /// What the printed page may load: the site's own files (its stylesheet, images, fonts), the
    /// images a lesson may hold as `data:` (`LinkTarget.isDangerous` lets them through), and inline
    /// styles (the print page's `@page`, and the drawn diagrams' SVG files, which are served with
    /// this policy too and carry their styles inside); no script, no plugin
    /// (`<object>`, `<embed>`), no other origin, no `file:`.
    public static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'none'",
        "object-src 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    /// - Parameters:
    ///   - page: the page's address on the loopback server.
    ///   - profile: Chromium's user data folder for this run.
    ///   - proxy: the loopback server's `host:port`, Chromium's proxy for every address.
    static func arguments(page: URL, pdf: URL, profile: URL, proxy: String) -> [String] {
        [
            "--headless",
            // Containers and CI run as root, where Chromium's sandbox refuses to start; the page is the build's own.
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--no-pdf-header-footer",
            // Bookmarks from the page's headings, as a book's contents in the reader's sidebar.
            "--generate-pdf-document-outline",
            // Lessons with raw HTML could otherwise run a script while the page is printed.
            "--disable-javascript",
            // Every request goes to the loopback server, which answers only for its own files: no
            // other server is reached, and `<-loopback>` sends this machine's addresses there too.
            "--proxy-server=http://\(proxy)",
            "--proxy-bypass-list=<-loopback>",
            "--user-data-dir=\(profile.path)",
            "--print-to-pdf=\(pdf.path)",
            page.absoluteString,
        ]
    }

    private static func isPDF(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 5)) == Data("%PDF-".utf8)
    }
}
