import Foundation
import SiteCore

/// How the template engine encodes a nested value of each type: its own fields, a
/// `RepeatedFragment` rendered once per build, or a `RecurringModel` encoded once for equal values.
///
/// The runtime's answer for each type is remembered for the build: a conformance lookup that
/// finds none scans them all, and it was a tenth of the encoding when asked for every value.
/// Shared by the pages rendered on every core; its dictionary is only touched under `lock`.
final class ModelTypeRoles: @unchecked Sendable {
    enum Role {
        case fields
        /// Rendered once per build.
        case fragment(any RepeatedFragment.Type)
        /// Encoded once for equal values.
        case recurring(any RecurringModel.Type)
    }

    private let lock = NSLock()
    private var roles: [ObjectIdentifier: Role] = [:]

    func role<Value>(of type: Value.Type) -> Role {
        let identifier = ObjectIdentifier(type)
        if let known = lock.withLock({ roles[identifier] }) { return known }
        let role: Role = if let fragment = type as? any RepeatedFragment.Type {
            .fragment(fragment)
        } else if let recurring = type as? any RecurringModel.Type {
            .recurring(recurring)
        } else {
            .fields
        }
        lock.withLock { roles[identifier] = role }
        return role
    }
}
