public import Localization
public import SiteCore
public import SiteInterface

/// Writes `sitemap.xml` and `robots.txt` when the site's public address is known, unless the
/// author ships their own.
public struct WriteSitemapStep: BuildStep {
    private let siteURL: SiteURL?

    public init(siteURL: SiteURL?) {
        self.siteURL = siteURL
    }

    public var name: LocalizedText { "Escribir el sitemap" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let siteURL else { return .skipped("sin --site-url") }
        let output = try context.required(context.output, "la carpeta de salida", by: name)
        let sitemap = Sitemap(siteURL: siteURL, pagePaths: context.pages)
        let written = [(Sitemap.path, sitemap.xml), (Sitemap.robotsPath, sitemap.robotsTxt)].filter { context.generatedFiles.contains($0.0) }
        for (path, text) in written { try output.write(text, to: path) }
        guard !written.isEmpty else { return .skipped("los del propio curso") }
        return .done(written.count == 2 ? "\(written[0].0) y \(written[1].0)" : "\(written[0].0)")
    }
}
