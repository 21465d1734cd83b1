import Synchronization

/// The figures of one renderer's diagrams, by source. A course repeats a few diagrams in many
/// lessons (the benchmark's 1,000 lessons hold 2,700 diagrams, 8 of them distinct): each is read
/// from the drawings' cache and its markup written once. Bounded, since a course of distinct
/// diagrams would keep them all: past `maxBytes`, a figure is made each time it is needed.
final class DiagramFigures: Sendable {
    /// By the source's bytes: two sources equal as Swift strings (one with `é` composed, one
    /// decomposed) are different diagrams, with different ids.
    private let kept = Mutex<(figures: [[UInt8]: DiagramFigure], bytes: Int)>(([:], 0))
    private let maxBytes: Int

    init(maxBytes: Int = 16 << 20) {
        self.maxBytes = maxBytes
    }

    /// The figure of `source`, made by `make` the first time (again only when lessons read side
    /// by side ask for it at once); a figure `make` fails to draw is not kept, so the next one asks again.
    func figure<Failure: Error>(of source: String, make: () async throws(Failure) -> DiagramFigure) async throws(Failure) -> DiagramFigure {
        let key = Array(source.utf8)
        if let figure = kept.withLock({ $0.figures[key] }) { return figure }
        let figure = try await make()
        kept.withLock { kept in
            let size = key.count + figure.markup.utf8.count + figure.drawing.svg.utf8.count
            guard kept.figures[key] == nil, kept.bytes + size <= maxBytes else { return }
            kept.figures[key] = figure
            kept.bytes += size
        }
        return figure
    }
}
