public import Foundation
public import Localization
internal import Subprocess
import Synchronization
#if canImport(System)
internal import System
#else
internal import SystemPackage
#endif

/// Runs an installed command with a deadline and a bound on what it may print: every external
/// program the build starts (diagram renderers, Pagefind, the benchmark's builds) goes through here.
///
/// Built on swiftlang/swift-subprocess. The command runs in a session of its own, so when the
/// deadline passes it is killed together with anything it started (`python3 -m pagefind` starts
/// Pagefind's own binary), and the build goes on. Whatever it started and left running when it
/// ended is killed too (`ProcessSession`): nothing a command starts outlives it.
public struct CommandRunner: Sendable {
    public let timeout: Duration
    /// The most bytes kept of standard output, and of standard error.
    public let outputLimit: Int

    public init(timeout: Duration, outputLimit: Int = 64 << 20) {
        self.timeout = timeout
        self.outputLimit = outputLimit
    }

    /// How a command ended and what it printed.
    public struct Result: Equatable, Sendable {
        /// The exit code; nil when a signal ended it.
        public let exitCode: Int32?
        public let standardOutput: String
        public let standardError: String

        public var succeeded: Bool { exitCode == 0 }
    }

    /// - Parameters:
    ///   - input: written to the command's standard input, then closed.
    ///   - environment: variables set for the command, over the build's own environment.
    public func run(_ executable: URL, arguments: [String] = [], input: String? = nil, environment: [String: String] = [:]) async throws(CommandError) -> Result {
        let name = executable.lastPathComponent
        let leader = Leader()
        // However the command ends (done, past its deadline, cancelled), what it left running goes with it.
        defer { leader.session?.killAll() }
        do {
            return try await withThrowingTaskGroup(of: Result?.self) { group in
                group.addTask { try await launch(executable, arguments: arguments, input: input, environment: environment, leader: leader) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                // The first to finish wins; cancelling the other kills the command if it is still running.
                let first = try await group.next() ?? nil
                group.cancelAll()
                guard let result = first else { throw CommandError.timedOut(command: name, after: timeout) }
                return result
            }
        } catch let error as CommandError {
            throw error
        } catch let error as SubprocessError where error.code == .outputLimitExceeded {
            throw .outputTooLarge(command: name, limit: outputLimit)
        } catch is CancellationError {
            throw .cancelled(command: name)
        } catch {
            throw .couldNotStart(command: executable.path, reason: "\(error)")
        }
    }

    private func launch(_ executable: URL, arguments: [String], input: String?, environment: [String: String], leader: Leader) async throws -> Result {
        var options = PlatformOptions()
        options.createSession = true
        // Killed at once, with everything it started: nothing a build starts needs a graceful end,
        // and a child that ignores SIGTERM would outlive a gentler sequence.
        options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
        let run = try await Subprocess.run(
            .path(FilePath(executable.path)),
            arguments: Arguments(arguments),
            environment: .inherit.updating(Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), Optional($0.value)) })),
            platformOptions: options,
            input: .string(input ?? ""),
            output: .string(limit: outputLimit),
            error: .string(limit: outputLimit)
        ) { execution in
            leader.started(execution.processIdentifier.value)
        }
        let exitCode: Int32? = if case let .exited(code) = run.terminationStatus { Int32(code) } else { nil }
        return Result(exitCode: exitCode, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}

/// The session a command leads, known once it has started.
private final class Leader: Sendable {
    private let pid = Mutex<pid_t?>(nil)

    func started(_ pid: pid_t) { self.pid.withLock { $0 = pid } }

    var session: ProcessSession? { pid.withLock { $0 }.map(ProcessSession.init(leader:)) }
}

/// Why a command gave no result.
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    case couldNotStart(command: String, reason: String)
    case timedOut(command: String, after: Duration)
    case outputTooLarge(command: String, limit: Int)
    case cancelled(command: String)

    public var description: String { localizedText.description }

    public var localizedText: LocalizedText {
        switch self {
        case let .couldNotStart(command, reason): "no se pudo ejecutar \(command): \(reason)"
        case let .timedOut(command, after): "\(command) no terminó en \(after.components.seconds) s y se detuvo"
        case let .outputTooLarge(command, limit): "\(command) escribió más de \(limit / 1_048_576) MB y se detuvo"
        case let .cancelled(command): "\(command) se detuvo porque la compilación se interrumpió"
        }
    }
}
