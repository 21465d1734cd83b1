import Localization

/// The course is written for Apple platforms and checked on whatever machine builds the site,
/// often Linux, which has no Apple frameworks. These rules say which files need an Apple platform,
/// and adapt the others the way a Linux build needs, never hiding a mistake of the lesson's.
enum LinuxPortability {
    /// Frameworks only Apple platforms have. SwiftUI is judged apart: a file may import it only
    /// for `@Observable`, which the Observation module gives on every platform.
    static let appleOnlyModules: Set<String> = [
        "UIKit", "AppKit", "Cocoa", "WatchKit", "Combine", "SwiftData", "CoreData", "MapKit", "CoreLocation",
        "AVFoundation", "AVKit", "WidgetKit", "StoreKit", "PhotosUI", "QuartzCore", "UserNotifications",
        "CloudKit", "HealthKit", "ARKit", "RealityKit", "SpriteKit", "SceneKit", "GameKit", "Charts",
        "LocalAuthentication", "AuthenticationServices", "SafariServices", "CryptoKit", "OSLog", "os",
    ]

    /// SwiftUI's (and Combine's) names a view-model-like file may use: any of them keeps it on Apple platforms.
    static let swiftUINames: Set<String> = [
        "View", "App", "Scene", "WindowGroup", "Text", "Image", "Color", "Button", "List", "ForEach", "VStack", "HStack",
        "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "Spacer", "Divider", "NavigationStack", "NavigationView",
        "NavigationLink", "NavigationPath", "ProgressView", "Label", "Form", "TextField", "SecureField", "Toggle", "Picker",
        "ScrollView", "GeometryReader", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject",
        "Published", "ObservableObject", "AsyncImage", "ContentUnavailableView", "Font", "EdgeInsets", "Alignment",
        "Animation", "ViewModifier", "ViewBuilder", "PreviewProvider", "UIViewRepresentable", "RoundedRectangle",
        "Circle", "Rectangle", "LinearGradient", "AnyView", "EmptyView", "LocalizedStringKey", "FocusState", "AppStorage",
    ]

    /// Why a file needs an Apple platform, read from the file alone; nil when it may compile here.
    static func appleOnlyReason(_ facts: SwiftFileFacts) -> LocalizedText? {
        if let view = facts.types.first(where: { $0.inherits.contains("View") }) {
            return view.isExtension ? "hace de \(view.name) una vista de SwiftUI" : "declara la vista de SwiftUI \(view.name)"
        }
        if let app = facts.types.first(where: { $0.inherits.contains("App") }) {
            return "declara la app \(app.name)"
        }
        if facts.usesPreview { return "usa #Preview" }
        if let module = facts.imports.first(where: { appleOnlyModules.contains($0.module) })?.module {
            return "importa \(module)"
        }
        if facts.types.contains(where: { $0.inherits.contains("PreviewProvider") }) { return "declara una PreviewProvider" }
        let ownTypes = facts.declaredTypes
        if let name = facts.uses.filter({ swiftUINames.contains($0.key) && !ownTypes.contains($0.key) }).min(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key {
            return facts.imports("SwiftUI") ? "usa \(name), de SwiftUI" : nil
        }
        return nil
    }

    /// What a file that imports Foundation needs on Linux, where `URLRequest` and `URLSession`
    /// live in FoundationNetworking; harmless on Apple platforms.
    static let networkingImport = ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]

    /// `import SwiftUI` in a file that needs it only for `@Observable`: Observation gives it on every platform.
    static func observationImport(replacing line: String) -> String {
        guard let range = line.firstRange(of: "SwiftUI") else { return line }
        var line = line
        line.replaceSubrange(range, with: "Observation")
        return line
    }
}
