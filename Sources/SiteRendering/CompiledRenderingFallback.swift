/// Why the compiled engine hands a template, a model or a page to swift-mustache: something
/// outside the subset it has been tested on against swift-mustache.
struct CompiledRenderingFallback: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
