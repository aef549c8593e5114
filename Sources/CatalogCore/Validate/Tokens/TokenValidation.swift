/// catalog.yaml's `tokens:` → the resolved `TokenCatalog`: files loaded, modes checked against the
/// resolver's modifiers, every combination resolved, Swift names checked.
public enum TokenValidation {
    public static let defaultNamespace = "Tokens"
    public static let defaultRemBase = 16.0
    /// `DynamicTypeSize`'s cases, smallest first.
    public static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                          "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    public static func validate(_ settings: CatalogSettingsSpec?, inputs: [InputFile]) -> (TokenCatalog?, [Diagnostic]) {
        guard let settings, let tokenSettings = settings.tokens else { return (nil, []) }
        var diagnostics: [Diagnostic] = []
        var namespace = defaultNamespace
        if let written = tokenSettings.namespace {
            if SwiftNames.isIdentifier(written.value), written.value.first?.isUppercase == true {
                namespace = written.value
            } else {
                diagnostics.append(.error("namespace '\(written.value)' is not an UpperCamelCase Swift identifier", at: written.location))
            }
        }
        let (sources, loadDiagnostics) = TokenLoader.load(settings, inputs: inputs)
        diagnostics += loadDiagnostics
        guard let sources else { return (nil, diagnostics) }
        let modes = self.modes(tokenSettings, modifiers: sources.modifiers, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let (catalog, resolveDiagnostics) = TokenResolver.resolve(sources, modes: modes)
        diagnostics += resolveDiagnostics
        guard var catalog, !diagnostics.hasErrors else { return (nil, deviations(diagnostics, settings: tokenSettings).sorted()) }
        catalog.namespace = namespace
        catalog.remBase = tokenSettings.remBase?.value ?? defaultRemBase
        catalog.access = settings.access?.value ?? .public
        catalog.source = (tokenSettings.resolver.map { [$0] } ?? tokenSettings.files ?? [])
            .map { TokenLoader.join(TokenLoader.directory(of: settings.file), $0.value) }.joined(separator: ", ")
        diagnostics += TokenRenames.apply(tokenSettings.renamed, to: &catalog)
        diagnostics += TokenNames.check(catalog) + TokenContrast.check(catalog)
        diagnostics = deviations(diagnostics, settings: tokenSettings)
        return (diagnostics.hasErrors ? nil : catalog, diagnostics.sorted())
    }

    /// `accept:` checked against the kinds, then applied with `strict:` (TokenDeviations).
    static func deviations(_ diagnostics: [Diagnostic], settings: TokenSettingsSpec) -> [Diagnostic] {
        var diagnostics = diagnostics
        let kinds = TokenDeviation.allCases.map(\.rawValue)
        for kind in settings.accept ?? [] where !kinds.contains(kind.value) {
            let hint = Suggestions.closest(to: kind.value, among: kinds).map { "; did you mean '\($0)'?" }
            diagnostics.append(.error("'\(kind.value)' is not a kind of token deviation" + (hint ?? " (\(kinds.joined(separator: ", ")))"), at: kind.location))
        }
        return TokenDeviations.apply(diagnostics, accepted: Set((settings.accept ?? []).map(\.value)), strict: settings.strict?.value == true)
    }

    /// `modes:` per modifier; a modifier without one uses its default, or the color scheme when its contexts
    /// are named `light` and `dark`.
    static func modes(_ settings: TokenSettingsSpec, modifiers: [TokenSources.Modifier], diagnostics: inout [Diagnostic]) -> [String: TokenMode] {
        var modes: [String: TokenMode] = [:]
        let names = modifiers.map(\.name.value)
        for spec in settings.modes {
            guard let modifier = modifiers.first(where: { $0.name.value == spec.modifier.value }) else {
                let hint = Suggestions.closest(to: spec.modifier.value, among: names).map { "; did you mean '\($0)'?" }
                diagnostics.append(.error("modes names '\(spec.modifier.value)', which is not a modifier of the resolver" + (hint ?? (names.isEmpty ? " (it has none)" : " (its modifiers: \(names.joined(separator: ", ")))")), at: spec.modifier.location))
                continue
            }
            let contexts = modifier.contexts.map(\.name.value)
            switch spec.kind {
            case .dynamicTypeSize:
                for context in modifier.contexts where !dynamicTypeSizes.contains(context.name.value) {
                    let hint = Suggestions.closest(to: context.name.value, among: dynamicTypeSizes).map { "; did you mean '\($0)'?" }
                    diagnostics.append(.error("context '\(context.name.value)' of '\(modifier.name.value)' is not a DynamicTypeSize case" + (hint ?? " (\(dynamicTypeSizes.joined(separator: ", ")))"), at: context.name.location))
                }
                modes[modifier.name.value] = .dynamicTypeSize
            case .environment:
                for context in modifier.contexts where TokenNames.memberName(context.name.value) == nil {
                    diagnostics.append(.error("context '\(context.name.value)' of '\(modifier.name.value)' cannot be a Swift case name", at: context.name.location))
                }
                modes[modifier.name.value] = .environment
            case .appearance(let entries):
                var appearances: [String: TokenAppearance] = [:]
                var seen: [TokenAppearance: String] = [:]
                for entry in entries {
                    guard contexts.contains(entry.context.value) else {
                        let hint = Suggestions.closest(to: entry.context.value, among: contexts).map { "; did you mean '\($0)'?" }
                        diagnostics.append(.error("'\(entry.context.value)' is not a context of '\(modifier.name.value)'" + (hint ?? " (its contexts: \(contexts.joined(separator: ", ")))"), at: entry.context.location))
                        continue
                    }
                    let appearance = TokenAppearance(colorScheme: entry.scheme.flatMap { TokenAppearance.Scheme(rawValue: $0.value) },
                                                     contrast: entry.contrast.flatMap { TokenAppearance.Contrast(rawValue: $0.value) })
                    if let other = seen[appearance] {
                        diagnostics.append(.error("contexts '\(other)' and '\(entry.context.value)' map to the same appearance; SwiftUI could not tell them apart", at: entry.context.location))
                    }
                    seen[appearance] = entry.context.value
                    appearances[entry.context.value] = appearance
                }
                for context in modifier.contexts where appearances[context.name.value] == nil {
                    diagnostics.append(.error("context '\(context.name.value)' of '\(modifier.name.value)' has no mode; map every context to { colorScheme, contrast }", at: spec.modifier.location))
                }
                modes[modifier.name.value] = .appearance(appearances)
            }
        }
        for modifier in modifiers where modes[modifier.name.value] == nil {
            let contexts = Set(modifier.contexts.map(\.name.value))
            if contexts == ["light", "dark"] {
                modes[modifier.name.value] = .appearance(["light": TokenAppearance(colorScheme: .light), "dark": TokenAppearance(colorScheme: .dark)])
            } else if modifier.defaultContext != nil {
                modes[modifier.name.value] = .fixed
            } else {
                diagnostics.append(.error("modifier '\(modifier.name.value)' is not mapped in catalog.yaml's tokens.modes and has no default: say how SwiftUI chooses its context (colorScheme/contrast per context, dynamicTypeSize or environment), or give it a default", at: modifier.name.location))
            }
        }
        return modes
    }
}
