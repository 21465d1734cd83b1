import LessonsCore

/// Refuses SVG that could run code in the reader's browser. The diagram's text comes from the
/// lesson; the renderers escape it, and this keeps it so whatever renderer is installed.
enum SVGSafety {
    static func check(_ svg: String) throws(DiagramRenderingError) {
        let lowered = svg.lowercased()
        let forbidden = ["<script", "javascript:", "<iframe", "<object", "<embed"]
        if let found = forbidden.first(where: lowered.contains) {
            throw DiagramRenderingError("el SVG contiene \(found), que no se publica")
        }
        if lowered.contains(" on"), lowered.firstMatch(of: /\son[a-z]+\s*=/) != nil {
            throw DiagramRenderingError("el SVG contiene un atributo de evento (on…=), que no se publica")
        }
    }
}
