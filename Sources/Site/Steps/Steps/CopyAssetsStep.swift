public import Foundation
public import Localization
public import SiteCore

/// Copies the static files (the built-in theme's and `Public/`) and the content folder's other files (images next to
/// their lessons) into the site, as they are.
public struct CopyAssetsStep: BuildStep {
    private let publicFiles: any StaticFiles
    private let contentFolder: URL

    public init(publicFiles: any StaticFiles, contentFolder: URL) {
        self.publicFiles = publicFiles
        self.contentFolder = contentFolder
    }

    public var name: LocalizedText { "Copiar los recursos" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let output = try context.required(context.output, "la carpeta de salida", by: name)
        let contentAssets = context.listing.assets.filter { $0 != context.catalog?.contentAssetToSkip }
        try publicFiles.copy(context.publicFiles, into: output)
        diagnostics.emit(publicFiles.skippedLinks().map(LinkSkipped.warning(for:)))
        try output.copy(contentAssets, from: contentFolder)
        context.assetCount = context.publicFiles.count + contentAssets.count
        return .done(Plural.count(context.assetCount, "recurso", "recursos"))
    }
}
