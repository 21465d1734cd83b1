import Hummingbird

/// Writes a response body as it is written, then `tail` just before it finishes: how the preview
/// adds its reload script to a page streamed from disk.
struct AppendingBodyWriter: ResponseBodyWriter {
    var base: any ResponseBodyWriter
    let tail: ByteBuffer

    mutating func write(_ buffer: ByteBuffer) async throws {
        try await base.write(buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        var base = base
        try await base.write(tail)
        try await base.finish(trailingHeaders)
    }
}
