/// A diagram drawn at build time: what the body shows in its place, and the drawing it loads.
struct DiagramFigure: Equatable, Sendable {
    /// The `<figure>`: the drawing as an image, and the diagram's source.
    let markup: String
    let drawing: DiagramDrawing
}
