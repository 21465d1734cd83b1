// libFuzzer target: the preview's request paths. Whatever the request, the answer is a file
// inside the served folder (no `..`, no absolute path, no backslash), a redirect inside the site,
// or a refusal.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let request = "/curso/" + String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // Every path is a file here, the most a request can hope for.
    let resolver = RequestPathResolver(basePath: "/curso/") { _ in .file }
    switch resolver.resolve(request) {
    case let .file(path):
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || components.contains("..") || components.contains("") || path.contains("\\") || path.contains("\0") {
            fatalError("a path out of the folder: \(path.debugDescription) for \(request.debugDescription)")
        }
    case let .redirect(location):
        if !location.hasPrefix("/curso/") || location.hasPrefix("//") { fatalError("a redirect out of the site: \(location)") }
    case .notFound, .refused:
        break
    }
    return 0
}
