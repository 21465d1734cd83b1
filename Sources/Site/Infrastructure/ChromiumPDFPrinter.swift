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

    public func printPDF(of page: URL, to pdf: URL) async throws(PDFPrintingError) {
        // A profile of its own, removed after: a Chrome the author has open holds its profile,
        // and two builds printing at once must not share one.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("course-site-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let result: CommandRunner.Result
        do {
            result = try await runner.run(executable, arguments: Self.arguments(page: page, pdf: pdf, profile: profile))
        } catch {
            throw PDFPrintingError("\(name): \(LocalizedText(describing: error))")
        }
        guard result.succeeded else {
            // Chromium fills standard error with noise about D-Bus and the GPU; its reason is last.
            let lastLines = result.standardError.split(separator: "\n").suffix(3).joined(separator: " ")
            let status: LocalizedText = result.exitCode.map { "terminó con el código \($0)" } ?? "se detuvo por una señal"
            throw PDFPrintingError("\(name) \(status): \(lastLines)")
        }
        guard Self.isPDF(pdf) else { throw PDFPrintingError("\(name) terminó sin escribir un PDF en \(pdf.path)") }
    }

    /// - Parameter profile: Chromium's user data folder for this run.
    static func arguments(page: URL, pdf: URL, profile: URL) -> [String] {
        [
            "--headless",
            // Containers and CI run as root, where Chromium's sandbox refuses to start; the page is the build's own.
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--no-pdf-header-footer",
            // Bookmarks from the page's headings, as a book's contents in the reader's sidebar.
            "--generate-pdf-document-outline",
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
