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
            guard ProductSlug.make(from: product.id) != nil else { fatalError("a product without a page name: \(product.id)") }
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
