public import Foundation

/// A folder of files published as they are (`Public/`: the stylesheet, images).
public protocol StaticFiles: Sendable {
    var folder: URL { get }

    /// Every file below the folder, from its root, sorted; none when the folder does not exist.
    func list() -> [String]
}
