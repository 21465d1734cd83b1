import Foundation

/// The stylesheet's colours as it declares them, once each: `--name: light-dark(#light, #dark);`.
struct StylesheetPalette {
    enum Scheme: CaseIterable { case light, dark }

    private var colours: [String: (light: RGB, dark: RGB)] = [:]

    init(stylesheet: String) {
        for match in stylesheet.matches(of: /--([a-z0-9-]+):\s*light-dark\(\s*(#[0-9a-fA-F]{6})\s*,\s*(#[0-9a-fA-F]{6})\s*\)/) {
            if let light = RGB(hex: String(match.output.2)), let dark = RGB(hex: String(match.output.3)) {
                colours[String(match.output.1)] = (light, dark)
            }
        }
    }

    var names: Set<String> { Set(colours.keys) }

    func colour(_ name: String, in scheme: Scheme) -> RGB? {
        colours[name].map { scheme == .light ? $0.light : $0.dark }
    }

    /// A colour in sRGB, 0...255 a channel.
    struct RGB: Equatable {
        let red: Double, green: Double, blue: Double

        init(red: Double, green: Double, blue: Double) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        init?(hex: String) {
            guard let value = Int(hex.dropFirst(), radix: 16) else { return nil }
            self.init(red: Double((value >> 16) & 0xFF), green: Double((value >> 8) & 0xFF), blue: Double(value & 0xFF))
        }

        /// `fraction` of `other` over this colour, as CSS's `color-mix(in srgb, …)` mixes them.
        func mixed(with other: RGB, fraction: Double) -> RGB {
            RGB(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction, blue: blue + (other.blue - blue) * fraction)
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                let value = channel / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2's contrast ratio, from 1 to 21.
        func contrast(with other: RGB) -> Double {
            let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
            return (lighter + 0.05) / (darker + 0.05)
        }
    }
}
