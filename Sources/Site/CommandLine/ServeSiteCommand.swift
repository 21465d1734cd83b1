import Foundation

/// How the author runs the preview, said as they ran `build-site`: `swift run serve-site` in a
/// clone of course-site, where SwiftPM built the program inside `.build/`; `serve-site` when it is
/// installed (on the `PATH`, or a release's binary), where `swift run` would find no package.
public enum ServeSiteCommand {
    /// For the running program, by the path it was started with (`argv[0]`).
    public static let current = shown(forProgramAt: CommandLine.arguments.first ?? "")

    /// For a program started as `path`.
    public static func shown(forProgramAt path: String) -> String {
        path.split(separator: "/").contains(".build") ? "swift run serve-site" : "serve-site"
    }
}
