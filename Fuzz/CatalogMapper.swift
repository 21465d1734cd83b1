// libFuzzer target: the catalog's wire format, on any body. Either products come out, each with a
// page name and an image that stays on the web or inside the site, or a failure that says
// `invalidData`; nothing else.
import CatalogCore
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    do {
        for product in try ProductsMapper.products(from: body, source: "fuzz") {
            let slug = ProductSlug.make(from: product.id)
            let isSafe = slug.unicodeScalars.allSatisfy { $0 == "-" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            guard !slug.isEmpty, slug.count <= ProductSlug.maxLength, isSafe else { fatalError("a page name that is not safe: \(slug) for \(product.id)") }
            let image = product.imageURL
            if let scheme = image.scheme {
                guard scheme == "http" || scheme == "https" else { fatalError("an image with scheme \(scheme)") }
            } else {
                let path = image.relativeString
                let decoded = path.removingPercentEncoding ?? ""
                if path.hasPrefix("/") || decoded.split(separator: "/").contains("..") { fatalError("an image outside the site: \(path)") }
            }
        }
    } catch {
        guard error.catalogError == .invalidData else { fatalError("unexpected failure \(error)") }
    }
    return 0
}
