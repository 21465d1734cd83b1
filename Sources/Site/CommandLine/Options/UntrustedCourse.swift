import Foundation
import Localization
import SiteComposition

/// `--untrusted`: building someone else's course (a pull request, a cloned course). What the
/// course's `course-site.yml` asks for that would run its code, or a program it names, is ignored,
/// and every folder or file it names must be inside the course: only what the person building
/// types on the command line may reach further.
struct UntrustedCourse {
    /// The course's folder: its configuration file's, else the working folder.
    let folder: URL

    /// Turns off what the course's file turned on and may not (said in the notices returned), and
    /// checks the paths it names.
    /// - Throws: for a flag of the command line that contradicts `--untrusted`, or a path of the
    ///   file that leads outside the course.
    func restrict(_ configuration: inout SiteConfiguration, options: BuildOptions, file: ConfigFile?) throws(BuildSetting.Invalid) -> [LocalizedText] {
        let contradictions = [
            ("check-code", options.checkCode == true), ("check-steps", options.checkSteps == true),
            ("unsafe-html", options.unsafeHTML == true), ("diagram-renderer", options.diagramRenderer != nil),
        ]
        if let (flag, _) = contradictions.first(where: \.1) {
            throw BuildSetting.Invalid(message: "--untrusted no va con --\(flag): con --untrusted no se ejecuta nada que el curso escriba o nombre.")
        }
        var ignored: [String] = []
        if configuration.codeCheck.isEnabled || configuration.codeCheck.checksSteps {
            configuration.codeCheck.isEnabled = false
            configuration.codeCheck.checksSteps = false
            ignored.append(file?.flag("check_steps") == true ? "check_steps" : "check_code")
        }
        if configuration.allowsRawHTML {
            configuration.allowsRawHTML = false
            ignored.append("unsafe_html")
        }
        if configuration.diagrams.renderer != nil {
            configuration.diagrams.renderer = nil
            ignored.append("diagram_renderer")
        }
        try checkPaths(configuration, options: options, file: file)
        return ignored.map { "--untrusted: se ignora \($0) de \(ConfigFile.defaultName), que haría ejecutar lo que el curso escribe o nombra." }
    }

    /// Each path not given on the command line (the file's, or a default such as `Public/`) is
    /// inside the course, links resolved: a cloned course may hold `Public -> /home/ana`.
    private func checkPaths(_ configuration: SiteConfiguration, options: BuildOptions, file: ConfigFile?) throws(BuildSetting.Invalid) {
        let catalogFile: [URL] = if case let .file(url) = configuration.catalog.source { [url] } else { [] }
        let named: [(key: String, notGiven: Bool, urls: [URL])] = [
            ("content", options.content == nil, [configuration.contentFolder]),
            ("templates", options.templates == nil, configuration.templatesFolder.map { [$0] } ?? []),
            ("public", options.public == nil, configuration.publicFolder.map { [$0] } ?? []),
            ("output", options.output == nil, [configuration.outputFolder]),
            ("tests", options.testFolders.isEmpty, configuration.testFolders),
            ("catalog_file", options.catalogFile == nil, catalogFile),
            ("diagram_cache", options.diagramCache == nil, configuration.diagrams.cacheFolder.map { [$0] } ?? []),
        ]
        let course = Self.resolvedPath(of: folder) ?? folder.standardizedFileURL.path
        for (key, notGiven, urls) in named where notGiven {
            for url in urls where !Self.isInside(url, course) {
                let resolved = Self.resolvedPath(of: url) ?? url.path
                if file?.values[key] != nil {
                    throw BuildSetting.Invalid(
                        message: "\(key) en \(ConfigFile.defaultName) lleva fuera del curso (\(resolved)); con --untrusted cada carpeta y archivo que nombra el curso está dentro de su carpeta, \(folder.path)."
                    )
                }
                throw BuildSetting.Invalid(message: "\(url.relativePath) es un enlace que lleva fuera del curso (\(resolved)); con --untrusted nada de fuera de la carpeta del curso, \(folder.path), entra en el sitio.")
            }
        }
    }

    /// Whether `url`, its links resolved, is `folder` or inside it; never for a path through a
    /// link that leads nowhere (creating the folder would follow it).
    private static func isInside(_ url: URL, _ folder: String) -> Bool {
        guard let path = resolvedPath(of: url) else { return false }
        return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `url`'s path with its links resolved as far as it exists, and the rest, still to be created,
    /// as written: `up/_site`, with `up -> ..` and no `_site` yet, is beside the course. (Foundation
    /// resolves a path's links only when all of it exists, so such an output folder was let through.)
    /// Nil when a link on the way leads nowhere.
    static func resolvedPath(of url: URL) -> String? {
        let components = url.path.split(separator: "/")
        let existing = (0...components.count).reversed().first { count in
            (try? FileManager.default.attributesOfItem(atPath: "/" + components.prefix(count).joined(separator: "/"))) != nil
        } ?? 0
        guard let real = realpath("/" + components.prefix(existing).joined(separator: "/"), nil) else { return nil }
        defer { free(real) }
        var path = URL(fileURLWithPath: String(cString: real), isDirectory: true)
        for component in components.dropFirst(existing) { path.appendPathComponent(String(component)) }
        return path.standardizedFileURL.path
    }
}
