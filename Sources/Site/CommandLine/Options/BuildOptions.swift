public import ArgumentParser
import Foundation
public import Localization
public import SiteComposition
public import SiteCore
import SiteInfrastructure
import SiteInterface

/// The options of a build, shared by `build-site` and `build-site serve`, so a preview is
/// built exactly as the published site is.
public struct BuildOptions: ParsableArguments {
    public init() {}

    // Each option is declared in `BuildSetting.all`, which names it, explains it and says where its
    // value goes. None has a default here: one not given may come from course-site.yml, and only
    // then from its default (see `configuration()`).

    @Option(help: .localized("Archivo de configuración del curso (por defecto, course-site.yml si existe en la carpeta actual). Cada opción tiene su clave; las opciones de la línea de comandos mandan.", valueName: "archivo"))
    var config: String?

    @Option(help: .setting("content")) var content: String?
    @Option(help: .setting("templates")) var templates: String?
    @Option(help: .setting("public")) var `public`: String?
    @Option(help: .setting("output")) var output: String?
    @Option(help: .setting("site-url")) var siteURL: String?
    @Option(help: .setting("base-url")) var baseURL: String?
    @Option(help: .setting("title")) var title: String?
    @Flag(inversion: .prefixedNo, help: .setting("strict")) var strict: Bool?
    @Flag(inversion: .prefixedNo, help: .setting("unsafe-html")) var unsafeHTML: Bool?
    @Flag(inversion: .prefixedNo, help: .setting("allow-empty")) var allowEmpty: Bool?
    @Option(name: .customLong("tests"), help: .setting("tests")) var testFolders: [String] = []
    @Flag(inversion: .prefixedNo, help: .setting("catalog")) var catalog: Bool?
    @Option(help: .setting("catalog-url")) var catalogURL: String?
    @Option(help: .setting("catalog-file")) var catalogFile: String?
    @Option(help: .setting("catalog-timeout")) var catalogTimeout: Double?
    @Option(help: .setting("catalog-max-bytes")) var catalogMaxBytes: Int?
    @Option(help: .setting("catalog-page-size")) var catalogPageSize: Int?
    @Flag(inversion: .prefixedNo, help: .setting("allow-catalog-error")) var allowCatalogError: Bool?
    @Flag(inversion: .prefixedNo, help: .setting("search")) var search: Bool?
    @Option(help: .setting("diagrams")) var diagrams: String?
    @Option(help: .setting("diagram-renderer")) var diagramRenderer: String?
    @Option(help: .setting("diagram-cache")) var diagramCache: String?
    @Flag(inversion: .prefixedNo, help: .setting("check-code")) var checkCode: Bool?
    @Flag(inversion: .prefixedNo, help: .setting("check-steps")) var checkSteps: Bool?
    @Option(help: .setting("check-code-timeout")) var checkCodeTimeout: Double?
    @Option(help: .setting("check-code-folder")) var checkCodeFolder: String?
    @Flag(name: .customLong("print"), inversion: .prefixedNo, help: .setting("print")) var printPage: Bool?
    @Flag(inversion: .prefixedNo, help: .setting("pdf")) var pdf: Bool?
    @Option(help: .setting("pdf-timeout")) var pdfTimeout: Double?
    @Option(help: .setting("pdf-paper")) var pdfPaper: String?
    @Option(help: .setting("edit-url")) var editURL: String?
    @Option(help: .setting("social-image")) var socialImage: String?
    @Flag(inversion: .prefixedNo, help: .setting("dates")) var dates: Bool?
    @Option(help: .setting("language")) var language: String?
    @Option(help: .setting("diagnostics")) var diagnostics: String?
    @Flag(help: .localized("Para construir un curso ajeno (una pull request, un curso clonado): no ejecuta nada que el curso escriba o nombre (ni --check-code, ni --unsafe-html, ni diagram_renderer) y cada carpeta o archivo que nombra su course-site.yml debe estar dentro del curso."))
    var untrusted = false

    /// The language of the command's messages and of the site: `--language`, else `language` in
    /// the configuration file, else Spanish. A file that cannot be read says so in Spanish.
    public func interfaceLanguage() -> SiteLanguage {
        let code = language ?? (try? configFile())?.flatMap { $0.text("language") }
        return code.flatMap(SiteLanguage.init(rawValue:)) ?? .spanish
    }

    /// An option's value the build cannot use, said in the interface's language; ArgumentParser
    /// prints it as it is, and it may quote the course's file (`TerminalLine`).
    private func invalid(_ message: LocalizedText) -> ValidationError {
        ValidationError(TerminalLine.safe(message.rendered(in: interfaceLanguage())))
    }

    /// The build's configuration: each option from the command line, else from the configuration
    /// file, else its default. Folders named in the file are relative to the file's folder.
    /// - Throws: `ConfigFileError` for a configuration file that cannot be used, `ValidationError`
    ///   for a value the build cannot use or values that do not go together.
    public func configuration() throws -> SiteConfiguration {
        try resolved().configuration
    }

    /// The build's configuration, and what to tell before the build starts: with `--untrusted`,
    /// what the course's file asked for that is ignored (`UntrustedCourse`).
    public func resolved() throws -> (configuration: SiteConfiguration, notices: [LocalizedText]) {
        let file = try configFile()
        var configuration = SiteConfiguration(contentFolder: URL(fileURLWithPath: "Content"), outputFolder: URL(fileURLWithPath: "_site"))
        do {
            for setting in BuildSetting.all {
                try setting.apply(self, file, &configuration)
            }
            guard untrusted else { return (configuration, []) }
            let course = UntrustedCourse(folder: file?.folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let notices = try course.restrict(&configuration, options: self, file: file)
            return (configuration, notices)
        } catch {
            throw invalid(error.message)
        }
    }

    /// Who hears the build's warnings and errors: the console, and GitHub with `--diagnostics github`.
    /// Each hears what to change on the command line too (`OptionAdvice`).
    public func diagnosticConsumers(for configuration: SiteConfiguration, console: ConsoleReporter) -> [any DiagnosticConsumer] {
        [optionAdvice(for: configuration, console: console)]
    }

    /// The console, and GitHub with `--diagnostics github`, told what to change, each option named
    /// as the author gave it (`OptionSources`).
    public func optionAdvice(for configuration: SiteConfiguration, console: ConsoleReporter) -> OptionAdvice {
        OptionAdvice(configuration.annotatesGitHub ? [console, GitHubAnnotations(language: console.language)] : [console], sources: sources())
    }

    /// Where each option came from: the flags typed, and the configuration file's lines.
    func sources() -> OptionSources {
        let typed = BuildSetting.all.filter { $0.isGiven(self) }.map(\.flag)
        return OptionSources(typed: Set(typed), file: try? configFile())
    }

    /// `--config`, or `course-site.yml` in the working folder if there is one.
    private func configFile() throws(ConfigFileError) -> ConfigFile? {
        if let config {
            return try ConfigFile(reading: URL(fileURLWithPath: config), shown: config)
        }
        guard let found = ConfigFile.found(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else { return nil }
        return try ConfigFile(reading: found, shown: ConfigFile.defaultName)
    }
}

extension ArgumentHelp {
    /// The help of the option `flag` declares (`BuildSetting.all`).
    static func setting(_ flag: String) -> ArgumentHelp {
        guard let setting = BuildSetting.named(flag) else { preconditionFailure("BuildSetting.all lacks --\(flag)") }
        return setting.argumentHelp
    }
}
