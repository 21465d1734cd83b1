/// How the catalog's products are split into pages, so that a large catalog is many light
/// pages rather than one page of hundreds of megabytes: `catalog/index.html` holds the first
/// `pageSize` products, `catalog/page/2.html` the next, and so on.
public struct CatalogPaging: Sendable, Equatable {
    /// Divisible by 2, 3 and 4, so a full page fills the grid's rows at any width.
    public static let defaultPageSize = 48

    public let pageSize: Int
    public let pageCount: Int

    /// - Parameter pageSize: at least 1.
    public init(productCount: Int, pageSize: Int = Self.defaultPageSize) {
        self.pageSize = max(1, pageSize)
        self.pageCount = max(1, (productCount + self.pageSize - 1) / self.pageSize)
    }

    /// Where page `number` (from 1) is written, from the site root.
    public func path(ofPage number: Int) -> String {
        number == 1 ? CatalogPresenter.pagePath : "catalog/page/\(number).html"
    }

    /// Every page's path, first to last.
    public var paths: [String] { (1...pageCount).map(path(ofPage:)) }

    /// The positions of the products page `number` shows.
    public func products(onPage number: Int, of count: Int) -> Range<Int> {
        let start = min(count, (number - 1) * pageSize)
        return start..<min(count, start + pageSize)
    }

    /// The page (from 1) that shows the product at `index`.
    public func page(ofProductAt index: Int) -> Int {
        index / pageSize + 1
    }
}
