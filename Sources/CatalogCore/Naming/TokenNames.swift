/// Swift names of design tokens (SPEC "Design tokens"): a path segment split at every character that is not
/// a letter or a digit, joined in UpperCamelCase for a group's enum and lowerCamelCase for a token's member.
///
/// The one spelling rule for a name Swift refuses or reserves (docs/DesignTokens.md, "Names"): every name is
/// usable as written after a dot (`Tokens.Color.Text.default`), so code, docs, `catalog diff` and DocC links
/// spell it alike, without backticks. A keyword Swift accepts there (`default`, `class`, `in`, …) keeps its
/// name and is declared in backticks. A name Swift reads as its own where the generated code writes it takes
/// a trailing underscore: after a dot (`init`, `self`, `Type`, `Protocol`: SE-0071's exceptions, which even
/// backticks do not lift for `Type` and `Protocol`), or unqualified inside the namespace, where a group's enum
/// would hide Swift's or the generated code's type (`Self`, `Any`, `String`, `CGFloat`, `Varying`, the
/// namespace itself, …). So a group `type` is `Tokens.Type_`.
public enum TokenNames {
    /// Names Swift reads as its own after a dot, or that a nested enum would hide from the token code.
    public static let readOtherwise: Set<String> = [
        "init", "self", "Type", "Protocol", "Self", "Any",
        "String", "Double", "CGFloat", "Bool", "Int", "URL", "SwiftUI", "Foundation", "Sendable", "Hashable", "CaseIterable",
        "Context", varyingType, "TokenColor", "TokenShadow", "TokenBorder", "TokenTransition", "TokenTypography",
    ]

    /// The generic struct a token that differs between contexts is read through (not a color: it resolves itself).
    public static let varyingType = "Varying"

    /// `Varying<CGFloat>` inside the namespace, `Tokens.Varying<CGFloat>` outside it: the one place the type is made.
    public static func varying(_ value: SwiftType, namespace: String?) -> SwiftType {
        .named(namespace.map { "\($0).\(varyingType)" } ?? varyingType, [value])
    }

    /// A type as declared inside the namespace, as callers outside it write it: `Varying<CGFloat>` →
    /// `Tokens.Varying<CGFloat>` (`catalog diff` compares the declarations).
    public static func qualified(_ type: SwiftType, namespace: String) -> SwiftType {
        guard case .named(varyingType, let arguments) = type, arguments.count == 1 else { return type }
        return varying(arguments[0], namespace: namespace)
    }

    /// `button-primary` → `buttonPrimary`; nil when nothing of it is a letter or a digit.
    public static func memberName(_ segment: String, group: String? = nil) -> String? {
        let words = self.words(segment)
        guard let first = words.first else { return nil }
        var name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(capitalized).joined()
        // `size.space.400` → `space400`: a member cannot start with a digit.
        if !(name.first?.isLetter ?? false) {
            guard let group, let prefix = memberName(group), prefix.first?.isLetter == true else { return "_" + name }
            name = prefix + name
        }
        return usable(name, namespace: nil)
    }

    /// `button-primary` → `ButtonPrimary`; `100` in group `blue` → `Blue100`; `type` → `Type_`.
    public static func typeName(_ segment: String, group: String? = nil, namespace: String? = nil) -> String? {
        let words = self.words(segment)
        guard !words.isEmpty else { return nil }
        var name = words.map(capitalized).joined()
        if !(name.first?.isLetter ?? false) {
            guard let group, let prefix = typeName(group), prefix.first?.isLetter == true else { return "_" + name }
            name = prefix + name
        }
        return usable(name, namespace: namespace)
    }

    /// The rule's second half: `Type` → `Type_`.
    static func usable(_ name: String, namespace: String?) -> String {
        readOtherwise.contains(name) || name == namespace ? name + "_" : name
    }

    /// A member as its declaration writes it: keywords in backticks (`` `default` ``). Anywhere after a dot,
    /// the name as it is.
    public static func declared(_ member: String) -> String {
        SwiftNames.isReserved(member) ? "`\(member)`" : member
    }

    /// The enums that hold a token and its member name: `color.text.default.$root` → (["Color", "Text"], "default").
    public static func swiftPath(of path: TokenPath, namespace: String) -> (enums: [String], member: String) {
        swiftPaths(of: [path], namespace: namespace)[0]
    }

    /// `swiftPath(of:)` of many tokens, each group's enums worked out once however many tokens it holds.
    public static func swiftPaths(of paths: [TokenPath], namespace: String) -> [(enums: [String], member: String)] {
        var enumsOfGroup: [ArraySlice<String>: [String]] = [:]
        return paths.map { path in
            let segments = path.isRoot ? path.segments.dropLast() : path.segments[...]
            let groups = segments.dropLast()
            let enums = enumsOfGroup[groups] ?? {
                var enums: [String] = []
                var parent: String?
                for segment in groups {
                    enums.append(typeName(segment, group: parent, namespace: namespace) ?? "_")
                    parent = segment
                }
                enumsOfGroup[groups] = enums
                return enums
            }()
            return (enums, memberName(segments.last ?? "", group: groups.last) ?? "_")
        }
    }

    /// `Tokens.Color.Text.default`.
    public static func qualifiedName(of path: TokenPath, namespace: String) -> String {
        let (enums, member) = swiftPath(of: path, namespace: namespace)
        return ([namespace] + enums + [member]).joined(separator: ".")
    }

    /// `theme` → `Theme`: a resolver modifier's enum (also `catalog diff`'s name for it).
    public static func modifierType(_ modifier: String, namespace: String) -> String { typeName(modifier, namespace: namespace) ?? "_" }

    /// `light-hc` → `lightHc`: a context's case in its modifier's enum.
    public static func contextCase(_ context: String) -> String { declared(memberName(context) ?? "_") }

    /// `theme` → `theme`: the `Context` property, and the `EnvironmentValues` entry of an `environment` modifier.
    public static func modifierProperty(_ modifier: String) -> String { memberName(modifier) ?? "_" }

    /// `theme` in `Tokens` → `TokensThemeKey`: an `environment` modifier's `EnvironmentKey`.
    public static func environmentKey(forModifier modifier: String, namespace: String) -> String {
        namespace + modifierType(modifier, namespace: namespace) + "Key"
    }

    /// `color.text.default` → `colorTextDefault`: a varying color's table, a static member of `TokenColor`.
    public static func colorTable(of path: TokenPath) -> String {
        path.segments.filter { $0 != "$root" }.enumerated().map { index, word in
            (index == 0 ? memberName(word) : typeName(word)) ?? "_"
        }.joined()
    }

    /// `Card` → `CardTokens`: the struct of a component's `tokens:`, which its `tokens` members return.
    public static func componentTokensType(forComponent name: String) -> String { name + "Tokens" }

    /// Two tokens with one Swift name, and names nothing can be made of.
    static func check(_ catalog: TokenCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The namespace also declares one enum per modifier: a top-level group may not take its name.
        let reserved = Set(catalog.modifiers.compactMap { typeName($0.name, namespace: catalog.namespace) })
        var reported: Set<String> = []
        var topGroups: Set<String> = []
        for token in catalog.tokens where token.path.segments.count > 1 && topGroups.insert(token.path.segments[0]).inserted {
            guard let group = typeName(token.path.segments[0], namespace: catalog.namespace), reserved.contains(group),
                  reported.insert(group).inserted else { continue }
            diagnostics.append(.error("group '\(token.path.segments[0])' would be `\(catalog.namespace).\(group)`, which the generated code declares for the resolver's contexts; rename the group or the modifier", at: token.location))
        }
        var byName: [String: TokenCatalog.Token] = [:]
        let swiftPaths = swiftPaths(of: catalog.tokens.map(\.path), namespace: catalog.namespace)
        for (token, swiftPath) in zip(catalog.tokens, swiftPaths) {
            guard let segment = token.path.segments.last(where: { $0 != "$root" }), !words(segment).isEmpty else {
                diagnostics.append(.error("'\(token.path)' has no letter or digit to make a Swift name of", at: token.location))
                continue
            }
            let name = ([catalog.namespace] + swiftPath.enums + [swiftPath.member]).joined(separator: ".")
            if let first = byName[name] {
                diagnostics.append(.error("'\(token.path)' and '\(first.path)' (\(first.location.file):\(first.location.line):\(first.location.column)) would both be `\(name)`; rename one", at: token.location))
            } else {
                byName[name] = token
            }
        }
        return diagnostics
    }

    private static func words(_ segment: String) -> [Substring] {
        // Most names are ASCII: read by byte, without Character's grapheme breaking (the same words).
        if segment.utf8.allSatisfy({ $0 < 0x80 }) {
            // A digit, or a letter of either case (`| 0x20` folds A–Z onto a–z and nothing else onto them).
            return segment.utf8.split { byte in !((0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)) }.map { Substring($0) }
        }
        return segment.split { !($0.isLetter || ($0.isASCII && $0.isNumber)) }
    }

    private static func capitalized(_ word: Substring) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
