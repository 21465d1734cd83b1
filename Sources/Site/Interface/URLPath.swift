import Foundation

/// A path from the site's root, as its file is named, written into a URL: percent-encoded where a
/// URL needs it, for the pages' links (`SiteModel.url(for:)`) and the site's absolute addresses
/// (`SiteURL.absoluteURL(for:)`) alike.
enum URLPath {
    static func percentEncoded(_ path: String) -> String {
        // Nearly every path needs nothing encoded: those are not handed to Foundation, a report's
        // rows and the code map ask for thousands.
        guard path.utf8.contains(where: { !isAllowed($0) }) else { return path }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// Whether `byte` stands for itself in a URL's path, as `CharacterSet.urlPathAllowed` has it
    /// here (swift-corelibs-foundation encodes `:` and `;` too): a bit per ASCII byte.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        byte < 64 ? allowed.low >> byte & 1 == 1 : byte < 128 && allowed.high >> (byte - 64) & 1 == 1
    }

    private static let allowed: (low: UInt64, high: UInt64) = {
        var masks: (low: UInt64, high: UInt64) = (0, 0)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,=@/".utf8 {
            if byte < 64 { masks.low |= 1 << byte } else { masks.high |= 1 << (byte - 64) }
        }
        return masks
    }()
}
