import Foundation
import SiteInfrastructure
import HTMLEscaping
import Hummingbird

/// Answers every request of the preview: the live-reload events, or a file of the built site.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let folder: URL
    let resolver: RequestPathResolver
    let liveReload: LiveReload

    init(folder: URL, basePath: String, liveReload: LiveReload) {
        let folder = folder.standardizedFileURL
        self.folder = folder
        self.liveReload = liveReload
        self.resolver = RequestPathResolver(basePath: basePath) { path in
            let item = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: item.path) else { return .missing }
            return FileTree.isFolder(item) ? .folder : .file
        }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.text("Método no admitido.\n", status: .methodNotAllowed)
        }
        let path = request.uri.path
        if path == ReloadScript.eventsPath {
            return await events()
        }
        switch resolver.resolve(path) {
        case let .file(relativePath):
            return file(at: relativePath, status: .ok, for: request)
        case let .redirect(location):
            return Response(status: .found, headers: [.location: location, .cacheControl: "no-store"])
        case .notFound:
            return resolver.resolve(notFoundPagePath) == .file("404.html")
                ? file(at: "404.html", status: .notFound, for: request)
                : Self.missingSitePage(for: path)
        case .refused:
            return Self.text("Ruta no permitida.\n", status: .forbidden)
        }
    }

    /// The 404 page, as the site's own URL would reach it under the base URL.
    private var notFoundPagePath: String { resolver.basePath + "404.html" }

    private func file(at relativePath: String, status: HTTPResponse.Status, for request: Request) -> Response {
        guard var data = FileManager.default.contents(atPath: folder.appendingPathComponent(relativePath).path) else {
            return Self.text("No se pudo leer \(relativePath).\n", status: .internalServerError)
        }
        let contentType = ContentTypes.forFile(relativePath)
        if contentType.hasPrefix("text/html") {
            data = Data(ReloadScript.inject(into: String(decoding: data, as: UTF8.self)).utf8)
        }
        // The preview changes on every save: the browser must never show a stale copy.
        let headers: HTTPFields = [.contentType: contentType, .contentLength: String(data.count), .cacheControl: "no-store"]
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        return Response(status: status, headers: headers, body: body)
    }

    private func events() async -> Response {
        let stream = await liveReload.listen()
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            // A first comment, so the browser knows at once that the stream is open.
            try await writer.write(ByteBuffer(string: ": course-site\n\n"))
            for await event in stream {
                try await writer.write(ByteBuffer(string: ServerSentEvent.text(for: event)))
            }
            try await writer.finish(nil)
        })
    }

    /// Before any build has succeeded there is no site, not even its 404 page: this page still
    /// carries the reload script, so the browser shows the build's error and reloads once it is fixed.
    private static func missingSitePage(for path: String) -> Response {
        let page = ReloadScript.inject(into: """
            <!DOCTYPE html>
            <html lang="es"><head><meta charset="utf-8"><title>No existe</title></head>
            <body><h1>No existe</h1><p>\(HTMLEscaping.escape(path))</p></body></html>
            """)
        return Response(
            status: .notFound,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page))
        )
    }

    private static func text(_ message: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }
}
