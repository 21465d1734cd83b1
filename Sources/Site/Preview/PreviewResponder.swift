import Foundation
import Localization
import SiteInfrastructure
import HTMLEscaping
import Hummingbird

/// Answers every request of the preview: the live-reload events, or a file of the built site.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let folder: URL
    let resolver: RequestPathResolver
    let liveReload: LiveReload
    let hosts: HostCheck
    /// How often an open page's event stream is written to, so a closed page is noticed and let go.
    let heartbeat: Duration
    let language: SiteLanguage

    init(folder: URL, basePath: String, liveReload: LiveReload, hosts: HostCheck, heartbeat: Duration = .seconds(15), language: SiteLanguage = .spanish) {
        self.language = language
        let folder = folder.standardizedFileURL
        self.folder = folder
        self.liveReload = liveReload
        self.hosts = hosts
        self.heartbeat = heartbeat
        self.resolver = RequestPathResolver(serving: folder, basePath: basePath)
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        guard hosts.allows(request.head.authority) else {
            return text("Host no permitido: la vista previa solo responde a localhost y a direcciones IP.\n", status: .misdirectedRequest)
        }
        guard request.method == .get || request.method == .head else {
            return text("Método no admitido.\n", status: .methodNotAllowed)
        }
        let path = request.uri.path
        if path == ReloadScript.eventsPath {
            return await events()
        }
        switch resolver.resolve(path) {
        case let .file(relativePath):
            return try await file(at: relativePath, status: .ok, for: request, context: context)
        case let .redirect(location):
            return Response(status: .found, headers: [.location: location, .cacheControl: "no-store"])
        case .notFound:
            return resolver.resolve(notFoundPagePath) == .file("404.html")
                ? try await file(at: "404.html", status: .notFound, for: request, context: context)
                : missingSitePage(for: path)
        case .refused:
            return text("Ruta no permitida.\n", status: .forbidden)
        }
    }

    /// The 404 page, as the site's own URL would reach it under the base URL.
    private var notFoundPagePath: String { resolver.basePath + "404.html" }

    /// Every file is streamed from disk, never read whole (a large page or asset asked for by many
    /// at once would otherwise be in memory many times); a page has the reload script after it.
    private func file(at relativePath: String, status: HTTPResponse.Status, for request: Request, context: Context) async throws -> Response {
        let path = folder.appendingPathComponent(relativePath).path
        let contentType = ContentTypes.forFile(relativePath)
        // The preview changes on every save: the browser must never show a stale copy.
        var headers: HTTPFields = [.contentType: contentType, .cacheControl: "no-store"]
        let script = contentType.hasPrefix("text/html") ? ByteBuffer(string: ReloadScript.html) : nil
        guard request.method != .head else {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            headers[.contentLength] = String(size + (script?.readableBytes ?? 0))
            return Response(status: status, headers: headers, body: ResponseBody())
        }
        // The length of the file as opened, not as a rebuild may have replaced it since.
        let file = try await FileIO().loadFile(path: path, context: context)
        headers[.contentLength] = String((file.contentLength ?? 0) + (script?.readableBytes ?? 0))
        guard let script else { return Response(status: status, headers: headers, body: file) }
        return Response(status: status, headers: headers, body: ResponseBody { writer in
            try await file.write(AppendingBodyWriter(base: writer, tail: script))
        })
    }

    private func events() async -> Response {
        let stream = await liveReload.listen()
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"]
        let heartbeat = heartbeat
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            // A first comment, so the browser knows at once that the stream is open.
            try await writer.write(ByteBuffer(string: ": course-site\n\n"))
            // Events and heartbeats go out one at a time; writing to a page that was closed
            // fails, which ends the stream and lets its listener go.
            try await withThrowingTaskGroup(of: Void.self) { group in
                let (outgoing, continuation) = AsyncStream.makeStream(of: String.self)
                group.addTask {
                    for await event in stream { continuation.yield(ServerSentEvent.text(for: event)) }
                    continuation.finish()
                }
                group.addTask {
                    while !Task.isCancelled {
                        try await Task.sleep(for: heartbeat)
                        continuation.yield(ServerSentEvent.heartbeat)
                    }
                }
                for await text in outgoing { try await writer.write(ByteBuffer(string: text)) }
                group.cancelAll()
            }
            try await writer.finish(nil)
        })
    }

    /// Before any build has succeeded there is no site, not even its 404 page: this page still
    /// carries the reload script, so the browser shows the build's error and reloads once it is fixed.
    private func missingSitePage(for path: String) -> Response {
        let missing: LocalizedText = "No existe"
        let title = HTMLEscaping.escape(missing.rendered(in: language))
        let page = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)"><head><meta charset="utf-8"><title>\(title)</title></head>
            <body><h1>\(title)</h1><p>\(HTMLEscaping.escape(path))</p></body></html>
            """ + ReloadScript.html
        return Response(
            status: .notFound,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page))
        )
    }

    private func text(_ message: LocalizedText, status: HTTPResponse.Status) -> Response {
        let body = ByteBuffer(string: message.rendered(in: language))
        return Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: body))
    }
}
