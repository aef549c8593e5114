import CatalogCore

/// The checks of what a view stores, as the stand-in lets a test read it (`Text._testStorage`,
/// `Image._testSource`): test-harness knowledge, so it lives here and not in the core, whose forms say
/// what they show (`FormSamples.shows`). A text form backed by the author's view (`backedBy:`) shows nothing
/// the stand-in can read: its generic argument is pinned but its contents are not.
extension ShownSample {
    /// The check that `stored` (`view.title`, `view.title?`) shows this.
    func check(_ stored: String) -> String {
        switch self {
        case .text(let storage, let string): "#expect(\(stored)._testStorage == .\(storage.rawValue)(\"\(string)\"))"
        case .image(let source, let string): "#expect(\(stored)._testSource == .\(source.rawValue)(\"\(string)\"))"
        case .textsOf(let expression):
            // An optional is a view too.
            "#expect(_TestRenderer.texts(\(stored.hasSuffix("?") ? String(stored.dropLast()) : stored)).map(\\._testStorage) == _TestRenderer.texts(\(SwiftPrinter.expression(expression))).map(\\._testStorage))"
        }
    }
}

/// Another component's types, read from the plan (the planner's answers, planned).
struct PlannedComponents: SampleContext {
    let components: [String: ComponentPlan]

    init(_ plan: CatalogPlan) {
        components = Dictionary(plan.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func valueType(ofComponent name: String) -> SwiftType? { components[name]?.valueType }
    func modelName(ofComponent name: String) -> String? { components[name]?.model?.name }
    /// The sample model each component's suite declares (`sampleModel` in `CallSiteSynthesizer`).
    func sampleModel(ofComponent name: String) -> SwiftExpression? { modelName(ofComponent: name).map { .call(.member("Planned\(name)", "Sample\($0)"), []) } }
}
