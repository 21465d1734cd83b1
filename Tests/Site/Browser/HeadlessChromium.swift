import Foundation
import SiteInfrastructure
import XCTest

/// Chromium without a window, as installed from Debian (`chromium-headless-shell` or `chromium`).
struct HeadlessChromium {
    let executable: URL

    /// The installed Chromium, or a skip that says how to install one.
    static func installed() throws -> HeadlessChromium {
        for name in ["chromium-headless-shell", "chromium", "google-chrome"] {
            if let executable = ExecutableLookup.find(name) { return HeadlessChromium(executable: executable) }
        }
        throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
    }

    /// The page's DOM once it has loaded and its scripts have run.
    /// - Parameter prefersDark: the system asks for dark pages (`prefers-color-scheme: dark`).
    func dumpDOM(of url: String, prefersDark: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = executable
        // No sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--timeout=20000"]
            + (prefersDark ? ["--blink-settings=preferredColorScheme=0"] : [])
            + ["--dump-dom", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
