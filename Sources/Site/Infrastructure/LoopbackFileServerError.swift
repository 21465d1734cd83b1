import Foundation
public import Localization

/// The loopback file server could not open its port: the system call that failed, and why.
public struct LoopbackFileServerError: Error, Equatable, Sendable, LocalizedTextConvertible {
    public let call: String
    public let reason: String

    init(call: String, errorNumber: Int32 = errno) {
        self.call = call
        self.reason = String(cString: strerror(errorNumber))
    }

    public var localizedText: LocalizedText { "no se pudo abrir un puerto en 127.0.0.1 (\(call): \(reason))" }
}
