import Hummingbird

/// The `Content-Type` of a file served by the preview, from its extension.
enum ContentTypes {
    static func forFile(_ path: String) -> String {
        let fileExtension = path.split(separator: "/").last.flatMap { name in
            name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        } ?? ""
        // Hummingbird's table; text gets an explicit charset, since every page and asset here is UTF-8.
        guard let mediaType = MediaType.getMediaType(forExtension: fileExtension) else { return "application/octet-stream" }
        let isText = mediaType.type == .text || ["json", "js", "mjs", "svg", "xml"].contains(fileExtension)
        return isText ? "\(mediaType); charset=utf-8" : "\(mediaType)"
    }
}
