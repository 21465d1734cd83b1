public import CatalogCore
import CatalogInterface
public import Localization
public import SiteCore
public import SiteInterface

/// Loads the catalog the way the course's screen does: the real `CatalogViewModel`, through
/// `LoadProductsUseCase`, from the gateway the root chose; then runs each preview's view model.
public struct LoadCatalogStep: BuildStep {
    /// Where the products come from.
    public struct Source: Sendable {
        /// The file or URL, as the progress line and errors name it.
        public let shown: String
        public let repository: any ProductRepository
        /// The products file when it sits in the content folder: data for this step, not a file to publish.
        public let contentAsset: String?

        public init(shown: String, repository: any ProductRepository, contentAsset: String? = nil) {
            self.shown = shown
            self.repository = repository
            self.contentAsset = contentAsset
        }
    }

    private let source: Source?
    private let allowsError: Bool
    private let previews: [CatalogPreview]
    private let pageSize: Int
    private let messages: CatalogViewModel.Messages

    /// - Parameters:
    ///   - source: nil when the site has no catalog.
    ///   - allowsError: publish the catalog's error state instead of failing the build.
    ///   - pageSize: products per page of the catalog.
    ///   - words: the site's words, for what the error state says.
    public init(source: Source?, allowsError: Bool, previews: [CatalogPreview], pageSize: Int, words: SiteWords = .spanish) {
        self.messages = CatalogViewModel.Messages(connectivity: words.noConnection, invalidData: words.productsFailedToLoad, unexpected: words.unexpectedError)
        self.source = source
        self.allowsError = allowsError
        self.previews = previews
        self.pageSize = pageSize
    }

    public var name: LocalizedText { "Cargar el catálogo" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let source else { return .skipped("no hay catálogo") }
        let recorder = FailureRecordingProductRepository(source.repository)
        let state = await Self.state(loadingFrom: recorder, messages: messages)
        if case let .error(message) = state, !allowsError {
            throw CatalogLoadFailure(reason: recorder.lastFailure ?? LocalizedText(verbatim: message))
        }
        var previewStates: [(CatalogPreview, CatalogViewModel.State)] = []
        for preview in previews {
            previewStates.append((preview, await Self.state(loadingFrom: preview.repository, messages: messages)))
        }
        context.catalog = LoadedCatalog(state: state, previews: previewStates, contentAssetToSkip: source.contentAsset, pageSize: pageSize)
        return .done("\(Self.describe(state)) de \(source.shown)")
    }

    /// The view model after `load()`; with no repository, the view model before it (loading).
    @MainActor
    private static func state(loadingFrom repository: (any ProductRepository)?, messages: CatalogViewModel.Messages) async -> CatalogViewModel.State {
        guard let repository else {
            return CatalogViewModel(loadProducts: LoadProductsUseCase(repository: NoProducts()), messages: messages).state
        }
        let viewModel = CatalogViewModel(loadProducts: LoadProductsUseCase(repository: repository), messages: messages)
        await viewModel.load()
        return viewModel.state
    }

    private static func describe(_ state: CatalogViewModel.State) -> LocalizedText {
        switch state {
        case let .loaded(products): Plural.count(products.count, "producto", "productos")
        case .empty: "sin productos"
        case .error: "su estado de error (--allow-catalog-error)"
        case .loading: "cargando"
        }
    }
}

/// A preview of the catalog screen, as `#Preview("label")` in the course: a view model driven by
/// a stub repository, or, with none, the view model before it loads.
public struct CatalogPreview: Sendable {
    public let label: String
    public let fileName: String
    public let repository: (any ProductRepository)?

    public init(label: String, fileName: String, repository: (any ProductRepository)?) {
        self.label = label
        self.fileName = fileName
        self.repository = repository
    }
}

/// The loading preview's repository: never asked, the view model is shown before it loads.
private struct NoProducts: ProductRepository {
    func loadProducts() async throws -> [Product] { [] }
}

/// The products could not be loaded, and the author did not ask to publish the error state.
struct CatalogLoadFailure: DiagnosticConvertible {
    let reason: LocalizedText

    var diagnostic: Diagnostic {
        .error(.catalogFailed, "no se pudo cargar el catálogo: \(reason). Corrige los productos, usa --allow-catalog-error para publicar el estado de error, o --no-catalog para omitir el catálogo. El sitio anterior queda como estaba.")
    }
}

extension DiagnosticID {
    public static let catalogFailed = DiagnosticID("catalog-failed")
}
