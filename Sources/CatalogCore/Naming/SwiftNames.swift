/// The one naming authority: what a valid Swift identifier is, which words are reserved, how names are
/// cased. Nothing else in the package invents or checks a name.
public enum SwiftNames {
    /// Keywords that cannot be identifiers without backticks, plus words that break as type or
    /// parameter names in generated code.
    public static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any", "async",
        "actor", "macro",
    ]

    /// Types the generated code names, which a slot's generic parameter must not shadow.
    public static let typesUsedByGeneratedCode: Set<String> = [
        "Text", "Image", "EmptyView", "Never", "View", "ViewBuilder", "LocalizedStringKey", "LocalizedStringResource",
        "String", "StringProtocol", "Binding", "Optional", "Bool", "SlotResolver", "Body", "Self", "Any", "SwiftUI",
    ]

    /// The generated gallery's own types (`Swift/CatalogGallery.swift`).
    public static let galleryExampleType = "CatalogExample"
    public static let galleryView = "CatalogGallery"
    public static let galleryComponentView = "CatalogGalleryComponent"

    /// Types the gallery declares or names at module scope, which a component must not shadow.
    public static let typesUsedByGallery: Set<String> = [
        galleryExampleType, galleryView, galleryComponentView, "AnyView", "List", "Section", "ForEach",
        "NavigationStack", "NavigationLink", "State", "Array", "Dictionary", "Character",
    ]

    /// `ContactItem`, example 2 → `contactItem2`; `URLField` → `urlField1`; `Step2`, example 1 → `step2_1`: the
    /// gallery's case for a component's example (1-based). The number keeps it clear of Swift's keywords; the
    /// underscore after a name that ends in a digit or an underscore keeps `Step2`'s cases apart from `Step`'s
    /// (`step21` would be both). Names that differ only in case are rejected, so cases never collide.
    public static func galleryCase(forComponent name: String, example index: Int) -> String {
        let characters = Array(name)
        var leadingCapitals = 0
        while leadingCapitals < characters.count, characters[leadingCapitals].isUppercase { leadingCapitals += 1 }
        // `URLField`: lower `URL`, keep the `F` that starts the next word.
        let cut = leadingCapitals > 1 && leadingCapitals < characters.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
        let head = String(characters.prefix(cut)).lowercased() + String(characters.dropFirst(cut))
        let separator = name.last.map { $0.isNumber || $0 == "_" } ?? false ? "_" : ""
        return head + separator + String(index + 1)
    }

    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    public static func isReserved(_ name: String) -> Bool { reservedWords.contains(name) }

    public static func isUpperCamelCase(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    public static func isLowerCamelCase(_ name: String) -> Bool {
        name.first.map { $0.isLowercase } ?? false
    }

    /// `detailImage` → `DetailImage`: a slot's generic parameter.
    public static func genericParameter(forSlot name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `xTagIntent` → `XTagIntentEnvironmentKey`: an `environment:` entry's key type.
    public static func environmentKeyType(forKey key: String) -> String { key.prefix(1).uppercased() + key.dropFirst() + "EnvironmentKey" }

    /// `icon` → `iconSystemName`: the label of a slot's `systemImage` value.
    public static func systemNameParameter(forSlot name: String) -> String { name + "SystemName" }

    /// `DSButton`, `role` → `DSButtonRole`: the enum a property's `cases` generate (revision 5).
    public static func propertyEnum(forComponent component: String, property: String) -> String {
        component + genericParameter(forSlot: property)
    }

    /// `subtitle` → `hasSubtitle`: whether an omittable slot was given.
    public static func presenceFlag(forSlot name: String) -> String { "has" + genericParameter(forSlot: name) }

    /// The names a styleable component's style generates: `CardStyle`, `CardStyleConfiguration`,
    /// `DefaultCardStyle`, the environment key `CardStyleKey`, and `cardStyle` (environment value and modifier).
    public struct StyleNames: Hashable, Sendable, Encodable {
        public var `protocol`: String
        public var configuration: String
        public var defaultStyle: String
        public var environmentKey: String
        public var modifier: String
    }

    public static func styleNames(forComponent name: String) -> StyleNames {
        let style = name + "Style"
        return StyleNames(protocol: style, configuration: style + "Configuration", defaultStyle: "Default" + style,
                          environmentKey: style + "Key", modifier: name.prefix(1).lowercased() + name.dropFirst() + "Style")
    }

    /// `"text"` as a Swift string literal (`StringLiteral`, the one escaper).
    public static func stringLiteral(_ text: String) -> String {
        StringLiteral.quoted(text, in: .swift)
    }

    /// The platforms `@available` accepts in `available:`.
    public static let availabilityPlatforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    /// The stored `@Environment` property through which a styleable component reads its style.
    public static let styleProperty = "style"

    /// `Card` → `CardModel`.
    public static func defaultModelName(forComponent name: String) -> String { name + "Model" }

    /// The names a type as written looks up unqualified (`[String: Badge]?` → String, Badge): what a
    /// generic parameter of that name would hide. A member after a dot (`DesignSystem.Badge`'s `Badge`) is
    /// looked up in its base, so no generic parameter hides it, and it is not listed.
    public static func identifiers(in type: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        var afterDot = false
        for character in type {
            if character == "_" || character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                if !afterDot { result.insert(current) }
                afterDot = false
            }
            current = ""
            if character == "." { afterDot = true } else if !character.isWhitespace { afterDot = false }
        }
        if !current.isEmpty && !afterDot { result.insert(current) }
        return result
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
