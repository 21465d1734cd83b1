import CatalogCore
import TestSupport
import XCTest

final class LoadProductsUseCaseTests: XCTestCase {
    func test_execute_deliversTheRepositoryProducts() async throws {
        let products = [makeProduct(id: "1"), makeProduct(id: "2")]
        let (sut, repository) = makeSUT(result: .success(products))

        let received = try await sut.execute()

        XCTAssertEqual(received, products)
        XCTAssertEqual(repository.loadCount, 1)
    }

    func test_execute_onCatalogError_throwsTheSameError() async {
        let (sut, _) = makeSUT(result: .failure(CatalogError.connectivity))

        await assertThrows(sut, CatalogError.connectivity)
    }

    func test_execute_onAdapterFailure_throwsTheCatalogErrorItStandsFor() async {
        let (sut, _) = makeSUT(result: .failure(AdapterFailure(catalogError: .invalidData)))

        await assertThrows(sut, CatalogError.invalidData)
    }

    func test_execute_onUnknownError_throwsInvalidData() async {
        let (sut, _) = makeSUT(result: .failure(NSError(domain: "otro", code: 1)))

        await assertThrows(sut, CatalogError.invalidData)
    }

    func test_execute_onCancellation_letsCancellationThrough() async {
        let (sut, _) = makeSUT(result: .failure(CancellationError()))

        let error = await errorThrown(by: sut.execute)

        XCTAssertTrue(error is CancellationError, "got \(String(describing: error))")
    }

    func test_execute_productsSharingAnID_throwsInvalidData() async {
        let (sut, _) = makeSUT(result: .success([makeProduct(id: "1"), makeProduct(id: "2"), makeProduct(id: "1")]))

        await assertThrows(sut, .invalidData)
    }

    // MARK: - Helpers

    private func makeSUT(result: Result<[Product], any Error>) -> (LoadProductsUseCase, ProductRepositoryStub) {
        let repository = ProductRepositoryStub(result: result)
        return (LoadProductsUseCase(repository: repository), repository)
    }

    private func assertThrows(_ sut: LoadProductsUseCase, _ expected: CatalogError, file: StaticString = #filePath, line: UInt = #line) async {
        let error = await errorThrown(by: sut.execute, file: file, line: line)

        XCTAssertEqual(error as? CatalogError, expected, file: file, line: line)
    }
}

private struct AdapterFailure: CatalogErrorConvertible {
    let catalogError: CatalogError
    var description: String { "fallo del adaptador" }
}

private final class ProductRepositoryStub: ProductRepository, @unchecked Sendable {
    private let result: Result<[Product], any Error>
    private(set) var loadCount = 0

    init(result: Result<[Product], any Error>) {
        self.result = result
    }

    func loadProducts() async throws -> [Product] {
        loadCount += 1
        return try result.get()
    }
}
