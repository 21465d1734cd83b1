public import Foundation

/// What `diff -r` would say about two folders: the files only one of them has, and the files
/// whose bytes differ, by path from each folder's root. Hidden files count, so a site's marker
/// and any temporary file left behind are compared too.
public func folderDifferences(_ first: URL, _ second: URL) throws -> [String] {
    let firstFiles = try filesByPath(in: first)
    let secondFiles = try filesByPath(in: second)
    var differences: [String] = []
    for path in Set(firstFiles.keys).union(secondFiles.keys).sorted() {
        switch (firstFiles[path], secondFiles[path]) {
        case (nil, _): differences.append("only in \(second.lastPathComponent): \(path)")
        case (_, nil): differences.append("only in \(first.lastPathComponent): \(path)")
        case let (a?, b?) where a != b: differences.append("differ: \(path)")
        default: break
        }
    }
    return differences
}

private func filesByPath(in folder: URL) throws -> [String: Data] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    var files: [String: Data] = [:]
    for case let path as String in enumerator {
        var isFolder: ObjCBool = false
        let url = folder.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
        files[path] = try Data(contentsOf: url)
    }
    return files
}
