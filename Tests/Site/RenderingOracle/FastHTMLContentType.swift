internal import HTMLEscaping
internal import Mustache

/// HTML escaping for `{{name}}` that works on UTF-8 bytes.
///
/// swift-mustache's own HTML escaping looks each character up in a dictionary, which showed
/// up as a tenth of a large build. Templates opt in with `{{% CONTENT_TYPE: HTML }}`; one
/// without it is still escaped, by the library's slower escaper.
struct FastHTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }
}
