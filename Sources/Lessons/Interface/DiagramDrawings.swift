import Synchronization

/// The drawings of one renderer's diagrams, by source. A course repeats a few diagrams in many
/// lessons (the benchmark's 1,000 lessons hold 2,700 diagrams, 8 of them distinct): each is read
/// from the drawings' cache once. Bounded, since a course of distinct diagrams would keep them
/// all: past `maxBytes`, a drawing is read each time it is needed.
final class DiagramDrawings: Sendable {
    /// By the source's bytes: two sources equal as Swift strings (one with `é` composed, one
    /// decomposed) are different diagrams, in different files.
    private let kept = Mutex<(drawings: [Source: DiagramDrawing], bytes: Int)>(([:], 0))
    private let maxBytes: Int

    init(maxBytes: Int = 16 << 20) {
        self.maxBytes = maxBytes
    }

    /// The drawing of `source`, made by `make` the first time (again only when lessons read side
    /// by side ask for it at once); a drawing `make` fails to make is not kept, so the next one asks again.
    func drawing<Failure: Error>(of source: String, make: () async throws(Failure) -> DiagramDrawing) async throws(Failure) -> DiagramDrawing {
        let key = Source(bytes: Array(source.utf8))
        if let drawing = kept.withLock({ $0.drawings[key] }) { return drawing }
        let drawing = try await make()
        kept.withLock { kept in
            let size = key.bytes.count + drawing.svg.utf8.count
            guard kept.drawings[key] == nil, kept.bytes + size <= maxBytes else { return }
            kept.drawings[key] = drawing
            kept.bytes += size
        }
        return drawing
    }

    /// A source's bytes, hashed as one run: an array of bytes is hashed a byte at a time.
    private struct Source: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
