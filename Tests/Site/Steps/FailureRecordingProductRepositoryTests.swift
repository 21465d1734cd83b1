@testable import BuildSteps
import CatalogCore
import TestSupport
import XCTest

final class FailureRecordingProductRepositoryTests: XCTestCase {
    func test_loadProducts_success_passesTheProductsThroughAndRemembersNoFailure() async throws {
        let products = [makeProduct(id: "p-001"), makeProduct(id: "p-002")]
        let sut = makeSUT(result: .success(products))

        let loaded = try await sut.loadProducts()

        XCTAssertEqual(loaded, products)
        XCTAssertNil(sut.lastFailure)
    }

    func test_loadProducts_failure_rethrowsItAndRemembersItsFullText() async {
        let failure = ProductRepositoryFailureStub(catalogError: .invalidData, description: "Content/products.json: al producto 'p-002' le falta 'price'")
        let sut = makeSUT(result: .failure(failure))

        let error = await errorThrown { try await sut.loadProducts() }

        XCTAssertEqual((error as? ProductRepositoryFailureStub)?.catalogError, .invalidData)
        XCTAssertEqual(sut.lastFailure, "Content/products.json: al producto 'p-002' le falta 'price'")
    }

    // MARK: - Helpers

    private func makeSUT(result: Result<[Product], any Error>) -> FailureRecordingProductRepository {
        FailureRecordingProductRepository(ProductRepositoryStub(result: result))
    }
}
