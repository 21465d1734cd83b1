public import Foundation

/// The site a preview serves, changed in place file by file after a small edit, instead of being
/// built again beside it and swapped in.
///
/// Each change replaces a file whole, so a reader (the preview server) finds the old file or the
/// new one, never part of either.
public protocol PublishedSite: Sendable {
    /// The folder served, for tools that read the written site.
    var folder: URL { get }

    /// Replaces the file at `relativePath` with `text`.
    func replace(_ relativePath: String, with text: String) throws(SiteOutputError)

    /// Replaces the bytes `range` of the file at `relativePath` with `text`, keeping the rest: one
    /// lesson's part of a page that holds every lesson (the print page), without rendering the others.
    /// - Parameter size: the file's size when `range` was taken; a file of another size is not that
    ///   file any more (another build wrote it), so it is refused and left as it is.
    func replace(bytes range: Range<Int>, of relativePath: String, sized size: Int, with text: String) throws(SiteOutputError)
}
