import CourseCodeCore
import Foundation

/// The package's folder on disk, kept between builds so that SwiftPM rebuilds only what changed:
/// a file is written only when its text changed, files the course no longer has are removed, and
/// the package's own `.build` folder is left alone.
struct CodePackageFolder {
    let layout: PackageLayout

    /// The manifest: the app's target and the tests' target, each only when it has files.
    static func manifest(for package: CodePackage) -> String {
        let hasApp = package.files.contains { !$0.isTest }
        let hasTests = package.files.contains(where: \.isTest)
        var targets: [String] = []
        if hasApp { targets.append(#"        .target(name: "\#(package.module)", path: "Sources/\#(package.module)"),"#) }
        if hasTests {
            let dependencies = hasApp ? #"["\#(package.module)"]"# : "[]"
            targets.append(#"        .testTarget(name: "\#(package.testModule)", dependencies: \#(dependencies), path: "Tests/\#(package.testModule)"),"#)
        }
        return """
            // swift-tools-version: 6.0
            // Written by course-site --check-code: the course's code, as its lessons write it. Rewritten on every check.
            import PackageDescription

            let package = Package(
                name: "CourseCode",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    func write(_ package: CodePackage) throws(CodeCheckFailure) {
        do {
            try FileManager.default.createDirectory(at: layout.folder, withIntermediateDirectories: true)
            try writeIfChanged(Self.manifest(for: package), to: "Package.swift")
            var kept: Set<String> = []
            for file in package.files {
                let path = layout.relativePath(of: file)
                kept.insert(path)
                try writeIfChanged(file.text, to: path)
            }
            try removeFiles(notIn: kept, under: ["Sources", "Tests"])
        } catch let failure as CodeCheckFailure {
            throw failure
        } catch {
            throw .failed("no se pudo escribir el paquete en \(layout.folder.path): \(error.localizedDescription)")
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
            guard let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            var folders: [URL] = []
            while let url = enumerator.nextObject() as? URL {
                let relative = folder + "/" + url.path.dropFirst(root.path.count + 1)
                if (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
                    folders.append(url)
                } else if !kept.contains(relative) {
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
