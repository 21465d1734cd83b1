import CatalogCore
import CatalogInfrastructure
import CatalogInterface
import Foundation

/// Loads the catalog the way the course's screen does: the real `CatalogViewModel`, through
/// `LoadProductsUseCase`, from the configured gateway; then prepares the previews.
struct CatalogStep {
    let options: CatalogOptions
    let contentFolder: URL
    let progress: any BuildProgress

    static let contentFile = "catalog/products.json"

    /// - Returns: nil when there is no catalog to build.
    /// - Throws: `SiteBuildError.catalog` when loading failed and errors are not allowed.
    func load() async throws(SiteBuildError) -> LoadedCatalog? {
        let repository: any ProductRepository
        var skippedAsset: String?
        let shown: String
        switch options.source {
        case .none:
            return nil
        case .contentFile:
            let file = contentFolder.appendingPathComponent(Self.contentFile)
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            repository = LocalProductRepository(fileURL: file)
            skippedAsset = Self.contentFile
            shown = file.relativePath
        case let .file(file):
            repository = LocalProductRepository(fileURL: file)
            shown = file.relativePath
        case let .api(baseURL):
            let remote = RemoteProductRepository(client: URLSessionHTTPClient(timeout: options.timeout), baseURL: baseURL)
            repository = remote
            shown = remote.productsURL.absoluteString
        }
        progress.stepStarted("Cargando el catálogo de \(shown)")
        let recorder = FailureRecordingProductRepository(repository)
        let state = await Self.load(from: recorder)
        if case let .error(message) = state, !options.allowsError {
            throw .catalog(reason: recorder.lastFailure ?? message)
        }
        var previews: [(CatalogPreviews.Definition, CatalogViewModel.State)] = []
        for definition in CatalogPreviews.all {
            previews.append((definition, await CatalogPreviews.state(of: definition)))
        }
        return LoadedCatalog(state: state, previews: previews, contentAssetToSkip: skippedAsset)
    }

    @MainActor
    private static func load(from repository: any ProductRepository) async -> CatalogViewModel.State {
        let viewModel = CatalogViewModel(loadProducts: LoadProductsUseCase(repository: repository))
        await viewModel.load()
        return viewModel.state
    }
}
