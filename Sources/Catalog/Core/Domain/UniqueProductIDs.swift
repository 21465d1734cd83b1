/// A catalog names each product once: its id is what its page and its row link to, so two
/// products with one id would show as one, and the first would be lost.
public enum UniqueProductIDs {
    /// The positions (from 0) of the first product whose id an earlier one already has.
    public static func firstRepeat(in products: [Product]) -> (earlier: Int, later: Int)? {
        var seen: [String: Int] = [:]
        for (index, product) in products.enumerated() {
            if let earlier = seen[product.id] { return (earlier, index) }
            seen[product.id] = index
        }
        return nil
    }
}
