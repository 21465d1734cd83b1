import Foundation
import SiteCore

/// Records every file a preview's rewrite replaces in the published site, in order.
final class PublishedSiteSpy: PublishedSite, @unchecked Sendable {
    enum Message: Equatable {
        case replace(String, with: String)
        case replaceBytes(Range<Int>, of: String, with: String)
    }

    private let lock = NSLock()
    private var _messages: [Message] = []

    var messages: [Message] { lock.withLock { _messages } }
    var folder: URL { URL(fileURLWithPath: "/published") }

    func replace(_ relativePath: String, with text: String) throws(SiteOutputError) {
        lock.withLock { _messages.append(.replace(relativePath, with: text)) }
    }

    func replace(bytes range: Range<Int>, of relativePath: String, sized size: Int, with text: String) throws(SiteOutputError) {
        lock.withLock { _messages.append(.replaceBytes(range, of: relativePath, with: text)) }
    }
}
