/// The files published as they are (the stylesheet, images): the built-in theme's and a course's
/// `Public/`, each by its path in the site.
public protocol StaticFiles: Sendable {
    /// Every file, by its path from the site's root, sorted.
    func list() -> [String]

    /// Writes these files (paths from `list()`) into the site being built.
    func copy(_ paths: [String], into output: any BuildOutput) throws(SiteOutputError)

    /// Symbolic links left out of `list()` (a site publishes nothing from outside its folders), as
    /// the author would name them (`Public/img/logo.png`).
    func skippedLinks() -> [String]
}

extension StaticFiles {
    public func skippedLinks() -> [String] { [] }
}
