import Foundation
import Localization
import SiteCore

/// Each `RepeatedFragment` rendered once per build, with its fields encoded for lookups
/// (`{{title}}` inside `{{#sectionsBefore}}`).
///
/// A fragment is found by the bytes of its encoded fields, not by `AnyHashable`: hashing and
/// comparing Swift strings normalizes any that is not ASCII (a course's accented titles), which
/// cost more than rendering the fragment. Bytes are also stricter than `==`: two titles that are
/// canonically equivalent but spelled differently are rendered each as it is spelled (with
/// `AnyHashable`, whichever a build met first would stand for both).
///
/// Shared by the pages rendered on every core; its dictionary is only touched under `lock`.
final class CompiledFragmentCache: @unchecked Sendable {
    private let templates: [String: CompiledTemplate]
    private let limits: RenderingLimits
    private let lock = NSLock()
    @exclusivity(unchecked) private var rendered: [Key: CompiledFragment] = [:]

    init(templates: [String: CompiledTemplate], limits: RenderingLimits) {
        self.templates = templates
        self.limits = limits
    }

    /// - Parameter fields: the fragment encoded by its own `encode(to:)`, as a page's model is (as a
    ///   nested value it would be taken for a fragment again).
    func rendered<Fragment: RepeatedFragment>(_ fragment: Fragment, fields: TemplateValue) throws -> CompiledFragment {
        let key = Key(template: Fragment.template, fields: fields)
        if let hit = lock.withLock({ rendered[key] }) { return hit }
        guard let template = templates[Fragment.template] else {
            throw TemplateRenderingFailure("falta la plantilla '\(Fragment.template).mustache'")
        }
        let html: [UInt8]
        do {
            html = try CompiledTemplateRenderer.render(template, root: fields, templates: templates, limits: limits)
        } catch {
            throw TemplateRenderingFailure(error.reason, template: error.template ?? Fragment.template)
        }
        // Its fields are readable when it encodes as a struct, and none otherwise.
        let object: TemplateObject
        if case let .fields(fragmentFields) = fields {
            object = fragmentFields
        } else {
            object = TemplateObject()
        }
        let compiledFragment = CompiledFragment(html: html, fields: object)
        lock.withLock { rendered[key] = compiledFragment }
        return compiledFragment
    }

    /// The template's name and the fields, compared byte for byte, hashed with FNV-1a.
    private struct Key: Hashable {
        let template: String
        let fields: TemplateValue
        private let hash: UInt64

        init(template: String, fields: TemplateValue) {
            self.template = template
            self.fields = fields
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            Self.combine(template, into: &hash)
            Self.combine(fields, into: &hash)
            self.hash = hash
        }

        static func == (first: Key, second: Key) -> Bool {
            first.hash == second.hash && sameBytes(first.template, second.template) && same(first.fields, second.fields)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        private static func combine(_ value: TemplateValue, into hash: inout UInt64) {
            switch value {
            case let .string(text):
                combine(1, into: &hash)
                combine(text, into: &hash)
            case let .html(bytes):
                combine(8, into: &hash)
                combine(bytes, into: &hash)
            case let .bool(isTrue):
                combine(isTrue ? 2 : 3, into: &hash)
            case let .int(number):
                combine(4, into: &hash)
                combine(UInt64(bitPattern: Int64(number)), into: &hash)
            case let .fields(object):
                combine(5, into: &hash)
                for field in object.fields {
                    combine(field.name, into: &hash)
                    combine(field.value, into: &hash)
                }
            case let .items(list):
                combine(6, into: &hash)
                for item in list.values {
                    combine(item, into: &hash)
                }
            case let .fragment(fragment):
                combine(7, into: &hash)
                combine(fragment.html, into: &hash)
                combine(.fields(fragment.fields), into: &hash)
            }
        }

        private static func combine(_ text: String, into hash: inout UInt64) {
            if text.utf8.withContiguousStorageIfAvailable({ combine($0, into: &hash) }) == nil {
                var text = text
                text.withUTF8 { combine($0, into: &hash) }
            }
        }

        private static func combine(_ bytes: [UInt8], into hash: inout UInt64) {
            bytes.withUnsafeBufferPointer { combine($0, into: &hash) }
        }

        private static func combine(_ bytes: UnsafeBufferPointer<UInt8>, into hash: inout UInt64) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            combine(UInt64(bytes.count), into: &hash)
        }

        private static func combine(_ number: UInt64, into hash: inout UInt64) {
            hash = (hash ^ number) &* 0x100_0000_01b3
        }

        private static func same(_ first: TemplateValue, _ second: TemplateValue) -> Bool {
            switch (first, second) {
            case let (.string(first), .string(second)):
                return sameBytes(first, second)
            case let (.html(first), .html(second)):
                return first == second
            case let (.bool(first), .bool(second)):
                return first == second
            case let (.int(first), .int(second)):
                return first == second
            case let (.fields(first), .fields(second)):
                return same(first, second)
            case let (.items(first), .items(second)):
                return first.values.count == second.values.count && zip(first.values, second.values).allSatisfy { same($0, $1) }
            case let (.fragment(first), .fragment(second)):
                return first.html == second.html && same(first.fields, second.fields)
            default:
                return false
            }
        }

        private static func same(_ first: TemplateObject, _ second: TemplateObject) -> Bool {
            first.fields.count == second.fields.count
                && zip(first.fields, second.fields).allSatisfy { sameBytes($0.name, $1.name) && same($0.value, $1.value) }
        }

        /// Unlike `==`, which calls canonically equivalent strings equal.
        private static func sameBytes(_ first: String, _ second: String) -> Bool {
            var first = first
            var second = second
            return first.withUTF8 { firstBytes in
                second.withUTF8 { secondBytes in
                    firstBytes.count == secondBytes.count
                        && (firstBytes.isEmpty || memcmp(firstBytes.baseAddress!, secondBytes.baseAddress!, firstBytes.count) == 0)
                }
            }
        }
    }
}
