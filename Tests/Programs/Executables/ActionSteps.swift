import Foundation
import TestSupport
import Yams

/// The composite action (`action.yml`) run as a runner runs it, on this machine: each `run` step
/// in order, with the runner's files and variables, its `env` worked out from the inputs and the
/// outputs of the steps before it. Steps that `uses` another action (the cache) are left out: they
/// need GitHub.
struct ActionSteps {
    struct Step {
        let name: String
        let id: String?
        let run: String
        let environment: [String: String]
    }

    struct Outcome {
        let status: Int32
        let output: String
        let outputs: [String: [String: String]]
        let ran: [String]
    }

    let steps: [Step]
    let defaults: [String: String]

    init(actionFile: URL) throws {
        let yaml = try Yams.load(yaml: String(contentsOf: actionFile, encoding: .utf8)) as? [String: Any] ?? [:]
        let inputs = yaml["inputs"] as? [String: [String: Any]] ?? [:]
        defaults = inputs.compactMapValues { $0["default"].map { "\($0)" } }
        let runs = yaml["runs"] as? [String: Any] ?? [:]
        steps = (runs["steps"] as? [[String: Any]] ?? []).compactMap { step in
            guard let run = step["run"] as? String else { return nil }
            return Step(name: step["name"] as? String ?? "", id: step["id"] as? String, run: run, environment: step["env"] as? [String: String] ?? [:])
        }
    }

    /// The first step installs what is missing, with `apt-get` and `pip`: here it runs only where
    /// nothing is (as on CI), so a test never reaches the network or asks for a password.
    static let installStep = "Install what course-site needs"

    static var everythingInstalled: Bool {
        let packages = ["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "python3-venv", "curl", "ca-certificates"]
        let commands = ["mmdr", "dpkg"]
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let found = commands.allSatisfy { command in path.contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + command) } }
        return found && packages.allSatisfy { status(of: "/usr/bin/dpkg", ["-s", $0]) == 0 }
            && (path.contains { FileManager.default.isExecutableFile(atPath: $0 + "/pagefind") } || status(of: "/usr/bin/env", ["python3", "-m", "pagefind", "--version"]) == 0)
    }

    private static func status(of program: String, _ arguments: [String]) -> Int32 {
        (try? ProgramRun.run(URL(fileURLWithPath: program), arguments))?.status ?? -1
    }

    /// Runs every step in `workspace` until one fails.
    func run(inputs: [String: String], in workspace: TemporaryFolder, actionPath: URL) throws -> Outcome {
        let inputs = defaults.merging(inputs) { _, given in given }
        var outputs: [String: [String: String]] = [:]
        var log = ""
        var ran: [String] = []
        let installs = Self.everythingInstalled
        for step in steps where installs || step.name != Self.installStep {
            let outputFile = workspace.location(".runner/output-\(ran.count)")
            try Data().write(to: outputFile, withIntermediateDirectories: true)
            var environment = ProcessInfo.processInfo.environment
            environment["GITHUB_ACTION_PATH"] = actionPath.path
            environment["GITHUB_WORKSPACE"] = workspace.url.path
            environment["GITHUB_OUTPUT"] = outputFile.path
            environment["GITHUB_PATH"] = workspace.location(".runner/path").path
            environment["RUNNER_TEMP"] = workspace.location(".runner/temp").path
            for (name, expression) in step.environment {
                environment[name] = Self.evaluate(expression, inputs: inputs, outputs: outputs)
            }
            let run = try ProgramRun.run(URL(fileURLWithPath: "/bin/bash"), ["-c", step.run], in: workspace.url, environment: environment)
            log += run.output
            ran.append(step.name)
            if let id = step.id { outputs[id] = try Self.outputs(in: outputFile) }
            guard run.status == 0 else { return Outcome(status: run.status, output: log, outputs: outputs, ran: ran) }
        }
        return Outcome(status: 0, output: log, outputs: outputs, ran: ran)
    }

    /// `${{ inputs.name }}`, `${{ steps.id.outputs.name }}`; any other context is empty here.
    static func evaluate(_ expression: String, inputs: [String: String], outputs: [String: [String: String]]) -> String {
        expression.replacing(/\$\{\{\s*([a-z_.-]+)\s*\}\}/) { match in
            let path = match.output.1.split(separator: ".").map(String.init)
            switch path.first {
            case "inputs" where path.count == 2: return inputs[path[1]] ?? ""
            case "steps" where path.count == 4 && path[2] == "outputs": return outputs[path[1]]?[path[3]] ?? ""
            default: return ""
            }
        }
    }

    private static func outputs(in file: URL) throws -> [String: String] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        return Dictionary(lines.compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        }) { _, last in last }
    }
}

private extension Data {
    func write(to file: URL, withIntermediateDirectories: Bool) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: file)
    }
}
