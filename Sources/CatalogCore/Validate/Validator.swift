/// Typed specs → the validated `Catalog`: refs followed, defaults applied, every rule of SPEC.md checked.
/// Returns nil for the catalog when any error was found.
public enum Validator {
    public static let defaultModule = "Catalog"
    public static let defaultMaxInitializers = 64
    /// The highest `maxInitializers` accepted: generating is about linear in the initializers, and 2,049
    /// (six optional text slots) take 1.9 s in a debug build on a loaded machine. Without it, a count too
    /// large for an Int (saturated at `Int.max`) was never more than `maxInitializers: 9223372036854775807`.
    public static let maximumMaxInitializers = 2_000
    /// The most parameters a component's initializers may take in all (initializers × (slots + properties)):
    /// generating is linear in them, and a compact component of five initializers takes 0.3 s for 1,000
    /// slots (5,000), 0.5 to 1.1 s for 2,000 (10,000, the cap), 1.0 to 2.7 s for 4,000 in a debug build
    /// on a loaded machine; 20,000 slots (100,000) took 5.9 s. Real components take a few hundred.
    public static let maximumParameters = 10_000

    /// `tokens`: the catalog's resolved design tokens, which `token:` and `tokens:` name.
    public static func validate(_ specs: SpecSet, tokens: TokenCatalog? = nil) -> (Catalog?, [Diagnostic]) {
        var run = ValidationRun(specs: specs, tokens: tokens)
        let catalog = run.validate()
        let diagnostics = run.diagnostics.sorted()
        return (diagnostics.hasErrors ? nil : catalog, diagnostics)
    }
}

/// One validation pass: the rules live in extensions by subject (component, slot, state, catalog-wide).
struct ValidationRun {
    let specs: SpecSet
    let tokens: TokenCatalog?
    var diagnostics: [Diagnostic] = []

    init(specs: SpecSet, tokens: TokenCatalog? = nil) {
        self.specs = specs
        self.tokens = tokens
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    mutating func validate() -> Catalog {
        let settings = specs.settings
        var module = Validator.defaultModule
        if let name = settings?.module {
            if checkIdentifier(name, what: "module name") { module = name.value }
        }
        var maxInitializers = Validator.defaultMaxInitializers
        if let limit = settings?.maxInitializers {
            if limit.value < 1 {
                error("maxInitializers must be at least 1", at: limit.location)
            } else if limit.value > Validator.maximumMaxInitializers {
                error("maxInitializers is at most \(Validator.maximumMaxInitializers) (generated code and its compile time grow with every initializer); use 'initializers: compact' for components with many slots", at: limit.location)
            } else {
                maxInitializers = limit.value
            }
        }
        let sharedSlots = Dictionary(settings?.slots.map { ($0.name.value, $0) } ?? [], uniquingKeysWith: { first, _ in first })

        // Names first: everything else refers to components by name.
        var byName: [String: ComponentSpec] = [:]
        // Generated file names that differ only by case collide on case-insensitive file systems (macOS).
        var byFoldedName: [String: ComponentSpec] = [:]
        for spec in specs.components {
            if let first = byName[spec.name.value] {
                error("duplicate component '\(spec.name.value)' (first declared at \(first.file):\(first.name.location.line):\(first.name.location.column))", at: spec.name.location)
                continue
            }
            let folded = spec.name.value.lowercased()
            if folded == "index" {
                error("component '\(spec.name.value)' differs only in case from the reference's index.md: their files would collide on a case-insensitive file system", at: spec.name.location)
                continue
            }
            if let first = byFoldedName[folded] {
                error("component '\(spec.name.value)' differs only in case from '\(first.name.value)' (\(first.file)): their files would collide on a case-insensitive file system", at: spec.name.location)
                continue
            }
            byName[spec.name.value] = spec
            byFoldedName[folded] = spec
        }
        // Each component is checked on its own (on all cores); the checks across components follow.
        let checked = byName.values.sorted(by: { $0.name.value < $1.name.value }).concurrentMap { [specs, byName, tokens] spec in
            var run = ValidationRun(specs: specs, tokens: tokens)
            let component = run.validateComponent(spec, settings: settings, sharedSlots: sharedSlots, all: byName)
            return (component, run.diagnostics)
        }
        diagnostics += checked.flatMap(\.1)
        let components = checked.compactMap(\.0)
        checkModelNames(components)
        checkEnumNames(components)
        checkSharedEnvironment(components)
        diagnostics += UIKitChecks.check(components)
        checkCycles(components)
        let catalog = Catalog(module: module, textType: settings?.textType?.value ?? .localizedStringKey,
                              maxInitializers: maxInitializers, components: components)
        if !diagnostics.hasErrors { checkValueTypeLengths(components) }
        if !diagnostics.hasErrors { checkInitializerCounts(catalog) }
        return catalog
    }

    // MARK: - Names

    /// Reports an invalid or reserved identifier; true when the name is usable.
    @discardableResult
    mutating func checkIdentifier(_ name: Located<String>, what: String) -> Bool {
        if !SwiftNames.isIdentifier(name.value) {
            error("\(what) '\(name.value)' is not a valid Swift identifier", at: name.location)
            return false
        }
        if SwiftNames.isReserved(name.value) {
            error("\(what) '\(name.value)' is a reserved word in Swift", at: name.location)
            return false
        }
        return true
    }

    /// A deprecation message: one non-empty line (it becomes a Swift string literal).
    mutating func deprecationMessage(_ message: Located<String>) -> String? {
        let text = message.value.trimmingWhitespace()
        guard !text.isEmpty, !text.hasLineBreak else {
            error("a deprecation message must be one non-empty line", at: message.location)
            return nil
        }
        return text
    }
}
