import CatalogCore
import CatalogInfrastructure
import Foundation
import TestSupport
import XCTest

final class LocalProductRepositoryTests: XCTestCase {
    func test_loadProducts_fromAValidFile_deliversProducts() async throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write(productsBody([productJSON(id: "p-001", name: "Camiseta Swift")]), to: "products.json")
        let sut = LocalProductRepository(fileURL: file)

        let products = try await sut.loadProducts()

        XCTAssertEqual(products, [makeProduct(id: "p-001", name: "Camiseta Swift")])
    }

    func test_loadProducts_fromAFileBeyondTheLimit_failsNamingTheLimitWithoutReadingIt() async throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write(productsBody([productJSON()]) + Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024), to: "products.json")
        let sut = LocalProductRepository(fileURL: file, maxBytes: 1024 * 1024)

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .invalidData)
        XCTAssertTrue(failure?.reason.description.contains("1 MB") == true, failure?.reason.description ?? "")
    }

    func test_loadProducts_fromAMissingFile_failsWithInvalidDataNamingTheFile() async throws {
        let folder = try makeTemporaryFolder()
        let sut = LocalProductRepository(fileURL: folder.url.appendingPathComponent("no-existe.json"))

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .invalidData)
        XCTAssertTrue(failure?.source.hasSuffix("no-existe.json") == true)
    }

    func test_loadProducts_fromAMalformedFile_failsWithInvalidDataNamingTheFile() async throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("{ \"products\": [", to: "roto.json")
        let sut = LocalProductRepository(fileURL: file)

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .invalidData)
        XCTAssertTrue("\(failure.map { "\($0)" } ?? "")".contains("roto.json"))
    }

    // MARK: - Helpers

    private func failure(of sut: LocalProductRepository, file: StaticString = #filePath, line: UInt = #line) async -> ProductRepositoryFailure? {
        await errorThrown(by: sut.loadProducts, file: file, line: line) as? ProductRepositoryFailure
    }
}
