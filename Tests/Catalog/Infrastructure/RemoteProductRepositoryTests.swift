import CatalogCore
import CatalogInfrastructure
import Foundation
import TestSupport
import XCTest

final class RemoteProductRepositoryTests: XCTestCase {
    func test_loadProducts_requestsTheProductsURLOfTheBaseURL() async throws {
        let (sut, client) = makeSUT(baseURL: URL(string: "https://api.example.com/v1")!, response: .success(ok(productsBody([]))))

        _ = try await sut.loadProducts()

        XCTAssertEqual(client.requestedURLs, [URL(string: "https://api.example.com/v1/products")!])
    }

    func test_loadProducts_on200WithValidBody_deliversProducts() async throws {
        let body = productsBody([
            productJSON(id: "p-001", name: "Camiseta Swift", amount: "29.99", currency: "eur", image: "images/products/p-001.svg"),
            productJSON(id: "p-002", name: "Taza", amount: "12", currency: "USD", image: "https://cdn.example.com/taza.png"),
        ])
        let (sut, _) = makeSUT(response: .success(ok(body)))

        let products = try await sut.loadProducts()

        XCTAssertEqual(products, [
            makeProduct(id: "p-001", name: "Camiseta Swift", amount: "29.99", currency: "EUR", image: "images/products/p-001.svg"),
            makeProduct(id: "p-002", name: "Taza", amount: "12", currency: "USD", image: "https://cdn.example.com/taza.png"),
        ])
    }

    func test_loadProducts_onAnyStatusBut200_failsWithInvalidDataNamingTheStatus() async {
        for status in [199, 201, 301, 404, 500] {
            let (sut, _) = makeSUT(response: .success(HTTPResponse(statusCode: status, body: productsBody([productJSON()]))))

            let failure = await failure(of: sut)

            XCTAssertEqual(failure?.catalogError, .invalidData, "status \(status)")
            XCTAssertTrue(failure?.reason.description.contains("HTTP \(status)") == true, "status \(status): \(String(describing: failure))")
        }
    }

    func test_loadProducts_onMalformedJSON_failsWithInvalidData() async {
        for body in ["no es json", "{}", "{\"products\": [{\"id\": 1}]}"] {
            let (sut, _) = makeSUT(response: .success(ok(Data(body.utf8))))

            let failure = await failure(of: sut)

            XCTAssertEqual(failure?.catalogError, .invalidData, body)
        }
    }

    func test_loadProducts_onProductBreakingARule_failsWithInvalidDataNamingIt() async {
        let broken: [(String, [String: Any])] = [
            ("id vacío", productJSON(id: "  ")),
            ("nombre vacío", productJSON(name: "")),
            ("precio negativo", productJSON(amount: "-0.01")),
            ("moneda de dos letras", productJSON(currency: "EU")),
            ("moneda con dígitos", productJSON(currency: "E1R")),
            ("imagen javascript:", productJSON(image: "javascript:alert(1)")),
            ("imagen data:", productJSON(image: "data:image/png;base64,AAAA")),
            ("imagen file:", productJSON(image: "file:///etc/passwd")),
            ("imagen fuera del sitio", productJSON(image: "../../secreto.png")),
            ("imagen fuera del sitio, codificada", productJSON(image: "images/%2e%2e/%2e%2e/etc/passwd")),
            ("imagen en otro host desde la raíz", productJSON(image: "//evil.example/x.png")),
            ("imagen con barra invertida", productJSON(image: "images\\..\\x.png")),
            ("imagen con espacios", productJSON(image: "images/a b.png")),
            ("imagen sin host", productJSON(image: "https://")),
            ("imagen vacía", productJSON(image: "")),
        ]
        for (rule, product) in broken {
            let (sut, _) = makeSUT(response: .success(ok(productsBody([productJSON(id: "ok"), product]))))

            let failure = await failure(of: sut)

            XCTAssertEqual(failure?.catalogError, .invalidData, rule)
            XCTAssertTrue(failure?.reason.description.contains("producto 2") == true, "\(rule): \(String(describing: failure))")
        }
    }

    func test_loadProducts_imageFromTheSiteRoot_isKeptInsideTheSite() async throws {
        let (sut, _) = makeSUT(response: .success(ok(productsBody([productJSON(image: "/evil.example/x.png")]))))

        let products = try await sut.loadProducts()

        XCTAssertEqual(products.first?.imageURL.absoluteString, "evil.example/x.png")
        XCTAssertNil(products.first?.imageURL.scheme)
    }

    func test_loadProducts_imageFromTheSiteRootWithACombiningMarkAfterTheSlash_isKeptInsideTheSite() async throws {
        // "/" and U+064C make one Character: the leading slash must still be seen.
        let (sut, _) = makeSUT(response: .success(ok(productsBody([productJSON(image: "/\u{064C}vg")]))))

        let products = try await sut.loadProducts()

        XCTAssertEqual(products.first?.imageURL.relativeString.hasPrefix("/"), false, "\(String(describing: products.first?.imageURL))")
        XCTAssertNil(products.first?.imageURL.scheme)
    }

    func test_loadProducts_priceTooLargeForAnAmount_saysWhichValue() async {
        let body = Data(#"{"products":[{"id":"p","name":"n","price":{"amount":1e308,"currency":"EUR"},"image_url":"a.png"}]}"#.utf8)
        let (sut, _) = makeSUT(response: .success(ok(body)))

        let failure = await failure(of: sut)

        XCTAssertTrue(failure?.reason.description.contains("un número es demasiado grande para un importe") == true, "\(String(describing: failure))")
        XCTAssertFalse(failure?.reason.description.contains("no es JSON válido") == true, "\(String(describing: failure))")
    }

    func test_loadProducts_onProductBreakingADomainRule_failsWithTheRuleNamingTheProduct() async {
        let broken: [([String: Any], String)] = [
            (productJSON(id: " p-2 ", name: " \n"), "producto 2 (id ' p-2 '): el nombre está vacío"),
            (productJSON(id: "p-2", currency: "EU"), "producto 2 (id 'p-2'): la moneda 'EU' no es un código ISO de tres letras"),
        ]
        for (product, expected) in broken {
            let (sut, _) = makeSUT(response: .success(ok(productsBody([productJSON(id: "ok"), product]))))

            let failure = await failure(of: sut)

            XCTAssertEqual(failure?.reason.description, expected)
        }
    }

    func test_loadProducts_twoProductsWithOneID_failsWithInvalidDataNamingBoth() async {
        let body = productsBody([productJSON(id: "p-1"), productJSON(id: "p-2"), productJSON(id: "p-1")])
        let (sut, _) = makeSUT(response: .success(ok(body)))

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .invalidData)
        XCTAssertEqual(failure?.reason, "los productos 1 y 3 tienen el mismo id 'p-1'; cada producto necesita el suyo")
    }

    func test_loadProducts_idsInOtherScriptsOrWithoutLetters_areProducts() async throws {
        let body = productsBody([productJSON(id: "ñandú"), productJSON(id: "منتج"), productJSON(id: "🎁"), productJSON(id: String(repeating: "x", count: 300))])
        let (sut, _) = makeSUT(response: .success(ok(body)))

        let products = try await sut.loadProducts()

        XCTAssertEqual(products.map(\.id.count), [5, 4, 1, 300])
    }

    func test_loadProducts_onAnEncodedAnswer_failsWithInvalidDataNamingTheEncoding() async {
        let (sut, _) = makeSUT(response: .failure(HTTPClientError.encoded(contentEncoding: "gzip")))

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .invalidData)
        XCTAssertTrue(failure?.reason.description.contains("Content-Encoding: gzip") == true, String(describing: failure))
    }

    func test_loadProducts_whenNoResponseArrives_failsWithConnectivity() async {
        let (sut, _) = makeSUT(response: .failure(URLError(.timedOut)))

        let failure = await failure(of: sut)

        XCTAssertEqual(failure?.catalogError, .connectivity)
        XCTAssertEqual(failure?.source, "https://api.example.com/products")
    }

    func test_loadProducts_readsAmountsAsExactDecimals() async throws {
        let (sut, _) = makeSUT(response: .success(ok(Data(#"{"products":[{"id":"a","name":"A","price":{"amount":29.99,"currency":"EUR"},"image_url":"a.svg"}]}"#.utf8))))

        let products = try await sut.loadProducts()

        XCTAssertEqual(products.first?.price.amount, Decimal(string: "29.99"))
    }

    // MARK: - Helpers

    private func makeSUT(baseURL: URL = anyURL(), response: Result<HTTPResponse, any Error>) -> (RemoteProductRepository, HTTPClientSpy) {
        let client = HTTPClientSpy(response: response)
        return (RemoteProductRepository(client: client, baseURL: baseURL), client)
    }

    private func ok(_ body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: 200, body: body)
    }

    private func failure(of sut: RemoteProductRepository, file: StaticString = #filePath, line: UInt = #line) async -> ProductRepositoryFailure? {
        await errorThrown(by: sut.loadProducts, file: file, line: line) as? ProductRepositoryFailure
    }
}

/// Records the URLs it is asked for and answers what the test chose.
private final class HTTPClientSpy: HTTPClient, @unchecked Sendable {
    private let response: Result<HTTPResponse, any Error>
    private(set) var requestedURLs: [URL] = []

    init(response: Result<HTTPResponse, any Error>) {
        self.response = response
    }

    func get(from url: URL) async throws -> HTTPResponse {
        requestedURLs.append(url)
        return try response.get()
    }
}
