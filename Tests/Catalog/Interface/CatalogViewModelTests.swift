import CatalogCore
import CatalogInterface
import TestSupport
import XCTest

@MainActor
final class CatalogViewModelTests: XCTestCase {
    func test_init_startsInLoadingState() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.state, .loading)
    }

    func test_load_withProducts_setsLoadedState() async {
        let products = [makeProduct(id: "1"), makeProduct(id: "2")]
        let (sut, _) = makeSUT(result: .success(products))

        await sut.load()

        XCTAssertEqual(sut.state, .loaded(products))
    }

    func test_load_withEmptyList_setsEmptyStateNotLoaded() async {
        let (sut, _) = makeSUT(result: .success([]))

        await sut.load()

        XCTAssertEqual(sut.state, .empty)
    }

    func test_load_withConnectivityError_setsItsMessage() async {
        let (sut, _) = makeSUT(result: .failure(CatalogError.connectivity))

        await sut.load()

        XCTAssertEqual(sut.state, .error("Sin conexión a internet. Inténtalo de nuevo."))
    }

    func test_load_withInvalidData_setsItsMessage() async {
        let (sut, _) = makeSUT(result: .failure(CatalogError.invalidData))

        await sut.load()

        XCTAssertEqual(sut.state, .error("Error al cargar los productos. Inténtalo de nuevo."))
    }

    func test_load_withAnErrorThatIsNoCatalogError_setsTheUnexpectedMessage() async {
        let (sut, _) = makeSUT(result: .failure(CancellationError()))

        await sut.load()

        XCTAssertEqual(sut.state, .error("Error inesperado. Inténtalo de nuevo."))
    }

    func test_load_isLoadingWhileTheRepositoryIsAsked_evenAfterAnError() async {
        let (sut, repository) = makeSUT(result: .failure(CatalogError.connectivity))
        await sut.load()
        repository.onLoad = { [weak sut] in await MainActor.run { sut?.state } }

        await sut.load()

        XCTAssertEqual(repository.statesSeenWhileLoading, [.loading])
        XCTAssertEqual(sut.state, .error("Sin conexión a internet. Inténtalo de nuevo."))
    }

    func test_selectProduct_callsOnProductSelectedWithTheProduct() {
        let product = makeProduct()
        var received: [Product] = []
        let (sut, _) = makeSUT(onProductSelected: { received.append($0) })

        sut.selectProduct(product)

        XCTAssertEqual(received, [product])
    }

    func test_load_withMessagesInAnotherLanguage_saysEachErrorInIt() async {
        let english = CatalogViewModel.Messages(connectivity: "No connection.", invalidData: "Bad data.", unexpected: "Unexpected.")
        let (offline, _) = makeSUT(result: .failure(CatalogError.connectivity), messages: english)
        let (broken, _) = makeSUT(result: .failure(CatalogError.invalidData), messages: english)

        await offline.load()
        await broken.load()

        XCTAssertEqual(offline.state, .error("No connection."))
        XCTAssertEqual(broken.state, .error("Bad data."))
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<[Product], any Error> = .success([]),
        messages: CatalogViewModel.Messages = .spanish,
        onProductSelected: @MainActor @escaping (Product) -> Void = { _ in }
    ) -> (sut: CatalogViewModel, repository: ProductRepositorySpy) {
        let repository = ProductRepositorySpy(result: result)
        let sut = CatalogViewModel(loadProducts: LoadProductsUseCase(repository: repository), messages: messages, onProductSelected: onProductSelected)
        return (sut, repository)
    }
}

/// Answers with the result the test chose, and lets the test look at the screen while it is asked.
private final class ProductRepositorySpy: ProductRepository, @unchecked Sendable {
    private let result: Result<[Product], any Error>
    var onLoad: (@Sendable () async -> CatalogViewModel.State?)?
    private(set) var statesSeenWhileLoading: [CatalogViewModel.State] = []

    init(result: Result<[Product], any Error>) {
        self.result = result
    }

    func loadProducts() async throws -> [Product] {
        if let state = await onLoad?() { statesSeenWhileLoading.append(state) }
        return try result.get()
    }
}
