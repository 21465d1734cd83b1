import LessonsCore

/// Draws every diagram as the SVG the test chose, or rejects it with the test's error.
final class DiagramRendererStub: DiagramRendering {
    private let result: Result<String, DiagramRenderingError>

    init(result: Result<String, DiagramRenderingError> = .success("<svg></svg>")) {
        self.result = result
    }

    func svg(for source: String) async throws(DiagramRenderingError) -> String {
        try result.get()
    }
}
