/// What a component is, as its spec describes it: built once by validation and held, never copied, by the
/// validated component and its plan (both read its fields as their own, through dynamic member lookup). A
/// new descriptive key is one field here, read where it is used: no planner line, no plan field.
public struct ComponentInfo: Hashable, Sendable, Encodable {
    public var name: String
    /// The spec's path, and where its `component:` key is: component-wide diagnostics point there.
    public var file: String
    public var location: SourceLocation
    public var summary: String
    public var description: String?
    /// Where the component sits in the index and the gallery; nil: ungrouped ("Other", last).
    public var group: String?
    /// As written, else stable; a deprecated component is deprecated whatever it says.
    public var status: ComponentStatus
    /// In the spec's order.
    public var tags: [String]
    public var examples: [Example]
    public var access: AccessLevel
    public var strategy: InitializerStrategy
    /// The deprecation message of the component and everything generated for it.
    public var deprecation: String?
    /// `iOS 17.0`, `macOS 14.0`: the platforms of `@available(…, *)` on everything generated, in the spec's order.
    public var availability: [PlatformVersion]
    /// Whether the component is styleable (`CardStyle`): its body is generated and applies the style.
    public var isStyled: Bool
    /// Whether a UIKit view (`CardView`) hosts the component (`uikit: true` here or in catalog.yaml).
    public var isUIKit: Bool

    /// The spec's file name (`Card.yaml`), for the generated header.
    public var sourceFile: String { SpecLoader.fileName(of: file) }
}

/// `iOS 17.0` in `@available(iOS 17.0, *)`.
public struct PlatformVersion: Hashable, Sendable, Encodable, CustomStringConvertible {
    public var platform: String
    public var version: String

    public init(platform: String, version: String) {
        self.platform = platform
        self.version = version
    }

    public var description: String { "\(platform) \(version)" }
}
