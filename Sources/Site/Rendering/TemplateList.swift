/// The items of an encoded array.
///
/// A class for the same reason as `TemplateObject`, and `@unchecked Sendable` on the same terms:
/// filled while one model is encoded, only read afterwards.
final class TemplateList: @unchecked Sendable {
    @exclusivity(unchecked) private(set) var values: [TemplateValue] = []

    func append(_ value: TemplateValue) {
        if values.capacity == 0 { values.reserveCapacity(8) }
        values.append(value)
    }
}
