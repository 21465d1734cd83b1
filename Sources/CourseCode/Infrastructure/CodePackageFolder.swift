import CourseCodeCore
import Foundation

/// The package's folder on disk, kept between builds so that SwiftPM rebuilds only what changed:
/// a file is written only when its text changed, files the course no longer has are removed, and
/// the package's own `.build` folder is left alone.
///
/// Removing files is why the folder must be the check's own: one that already holds anything and
/// has no marker (`--check-code-folder` pointed at the author's project) is refused, untouched.
/// Only the marker counts: a manifest that says course-site wrote it is text anyone can write.
struct CodePackageFolder {
    let layout: PackageLayout

    static let markerFile = ".course-site-code"

    /// The marker's text: what the folder is, and where it is, so that a package moved to another
    /// folder is told apart and built again from nothing (reached through a link, it is where the
    /// link leads: the same folder, whichever way the check names it).
    static func marker(at folder: URL) -> String {
        "Carpeta de course-site --check-code: el paquete del código del curso. Se reescribe en cada comprobación.\n" + folder.resolvingSymlinksInPath().standardizedFileURL.path + "\n"
    }

    /// Written in the app's target while the lessons have written no file of it (a step whose test
    /// comes first): the target is there, empty, as in the student's project, so the test does not
    /// compile for want of what it asks for, never against the module an earlier check left in `.build`.
    static let emptyTargetFile = "CourseSiteEmptyTarget.swift"

    /// The manifest: the app's target (empty while the lessons have written none of its files) and
    /// the tests' target, when it has files.
    static func manifest(for package: CodePackage) -> String {
        let hasTests = package.files.contains(where: \.isTest)
        var targets = [#"        .target(name: "\#(package.module)", path: "Sources/\#(package.module)"),"#]
        if hasTests {
            targets.append(#"        .testTarget(name: "\#(package.testModule)", dependencies: ["\#(package.module)"], path: "Tests/\#(package.testModule)"),"#)
        }
        return """
            // swift-tools-version: 6.0
            // Written by course-site --check-code: the course's code, as its lessons write it. Rewritten on every check.
            import PackageDescription

            let package = Package(
                name: "\(PackageLayout.packageName)",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    func write(_ package: CodePackage) throws(CodeCheckFailure) {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: layout.folder.path)) ?? []
        if !contents.isEmpty && !contents.contains(Self.markerFile) {
            throw .toolchainUnavailable(
                "la carpeta \(layout.folder.path) ya tiene archivos y no la creó --check-code, que borra lo que no escribe en ella; indica una carpeta vacía o nueva con --check-code-folder"
            )
        }
        do {
            try FileManager.default.createDirectory(at: layout.folder, withIntermediateDirectories: true)
            try Self.removeLinks(in: layout.folder)
            let marker = Self.marker(at: layout.folder)
            let previous = try? String(contentsOf: layout.folder.appendingPathComponent(Self.markerFile), encoding: .utf8)
            if let previous, previous != marker {
                // Moved or copied (with its course, or by another version of course-site): SwiftPM's
                // `.build` holds the old folder's absolute paths, its module cache among them, and
                // every build failed on them until the author found and deleted it.
                try? FileManager.default.removeItem(at: layout.folder.appendingPathComponent(".build"))
            }
            try writeIfChanged(marker, to: Self.markerFile)
            try writeIfChanged(Self.manifest(for: package), to: "Package.swift")
            var kept: Set<String> = []
            for file in package.files {
                let path = layout.relativePath(of: file)
                kept.insert(path)
                try writeIfChanged(file.text, to: path)
            }
            if !package.files.contains(where: { !$0.isTest }) {
                let path = layout.sourcesFolder + "/" + Self.emptyTargetFile
                kept.insert(path)
                try writeIfChanged("// Written by course-site --check-code: the lessons have written no file of this target yet.\n", to: path)
            }
            try removeFiles(notIn: kept, under: ["Sources", "Tests"])
        } catch let failure as CodeCheckFailure {
            throw failure
        } catch {
            throw .failed("no se pudo escribir el paquete en \(layout.folder.path): \(error.localizedDescription)")
        }
    }

    /// Removes every symbolic link at the top of `folder` and below its `Sources/` and `Tests/`:
    /// the lessons' code ran in the folder, and a link it left (`Sources -> ~/proyecto`) would lead
    /// this write, which runs unconfined, outside it. Removing a link never touches what it points at.
    static func removeLinks(in folder: URL) throws {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let url = folder.appendingPathComponent(name)
            if (try? fileManager.destinationOfSymbolicLink(atPath: url.path)) != nil { try fileManager.removeItem(at: url) }
        }
        for root in ["Sources", "Tests"].map(folder.appendingPathComponent) {
            guard let enumerator = fileManager.enumerator(atPath: root.path) else { continue }
            while let path = enumerator.nextObject() as? String {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                    try fileManager.removeItem(at: root.appendingPathComponent(path))
                }
            }
        }
    }

    private func writeIfChanged(_ text: String, to relativePath: String) throws {
        let url = layout.folder.appendingPathComponent(relativePath)
        let data = Data(text.utf8)
        // An untouched file keeps its date, so the compiler does not compile it again.
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    private func removeFiles(notIn kept: Set<String>, under folders: [String]) throws {
        let fileManager = FileManager.default
        for folder in folders {
            let root = layout.folder.appendingPathComponent(folder)
            // Paths relative to the folder as the enumerator gives them: a prefix cut from absolute
            // paths breaks when the folder is reached through a link (`/tmp` is `/private/tmp`).
            guard let enumerator = fileManager.enumerator(atPath: root.path) else { continue }
            var folders: [URL] = []
            while let path = enumerator.nextObject() as? String {
                let url = root.appendingPathComponent(path)
                let type = enumerator.fileAttributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    folders.append(url)
                } else if !kept.contains(folder + "/" + path) {
                    // A link is removed itself, never what it points at.
                    try fileManager.removeItem(at: url)
                }
            }
            // Deepest first, so a folder emptied of folders goes too.
            for url in folders.sorted(by: { $0.path.count > $1.path.count }) where (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
                try fileManager.removeItem(at: url)
            }
        }
    }
}
