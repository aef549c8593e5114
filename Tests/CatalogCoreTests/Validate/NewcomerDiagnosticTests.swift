import CatalogCore
import TestSupport
import Testing

/// The mistakes a newcomer makes in a first spec (issue 37), each answered by the diagnostic that names its
/// cause, with a hint where the fix is not obvious, and nothing that only follows from another error.
@Suite struct NewcomerDiagnosticTests {
    /// A slot copied under an existing name: the duplicate is the one error; `order` naming the slot that
    /// is now missing, and the list that no longer names every member, would only follow from it.
    @Test func aDuplicateNameIsTheOnlyErrorNotItsFollowOns() {
        #expect(SpecRun.diagnostics(["Banner.yaml": """
            component: Banner
            summary: A banner.
            initializers: compact
            order: [icon, title, message]
            slots:
              - name: title
                options: [text]
              - name: message
                optional: true
                options: [text]
              - name: message
                optional: true
                options: [systemImage]
            """]) == ["specs/Banner.yaml:11:11: error: duplicate name 'message' (a slot or property at 8:11 has it)"])
    }

    /// `catalog new --slots "icon:optional+systemImage"` spells it as an option; the spec as a key.
    @Test func optionalWrittenAsAnOptionSaysWhichKeyToWrite() {
        #expect(SpecRun.diagnostics(["Banner.yaml": """
            component: Banner
            summary: A banner.
            slots:
              - name: icon
                options: [optional, systemImage]
            """]) == ["specs/Banner.yaml:5:15: error: 'optional' is not a slot option; it is a key of its own: write 'optional: true' beside 'options'"])
    }

    @Test func aSingleQuotedStringDefaultSaysSwiftTakesDoubleQuotes() {
        #expect(SpecRun.diagnostics(["Banner.yaml": """
            component: Banner
            summary: A banner.
            properties:
              - name: tone
                type: String
                default: "'info'"
            slots:
              - name: title
            """]) == [#"specs/Banner.yaml:6:14: error: default ''info'' is not exactly one Swift expression: Swift strings take double quotes: in YAML, write '"info"'"#])
    }

    /// A TODO title would be published in the gallery and the reference, as a TODO summary would.
    @Test func aTODOExampleTitleWarns() {
        #expect(SpecRun.diagnostics(["Banner.yaml": """
            component: Banner
            summary: A banner.
            slots:
              - name: title
                options: [text]
            examples:
              - title: TODO show the offline state
                code: 'Banner(title: "Offline")'
            """]) == ["specs/Banner.yaml:7:12: warning: example title still starts with TODO: say what the example shows (the gallery and the reference list it)"])
    }
}

/// `default: "nil"` on a type that is not optional: caught before the compiler reports it once per
/// generated initializer, in files the author did not write.
@Suite struct NilDefaultTests {
    static func diagnostics(type: String) -> [String] {
        SpecRun.diagnostics(["Banner.yaml": """
            component: Banner
            summary: A banner.
            properties:
              - name: tone
                type: "\(type)"
                default: "nil"
            slots:
              - name: title
            """])
    }

    @Test(arguments: [("Int", "Int?"), ("() -> Void", "(() -> Void)?"), ("any Error", "(any Error)?")])
    func nilNeedsAnOptionalType(type: String, suggestion: String) {
        #expect(Self.diagnostics(type: type) == ["specs/Banner.yaml:6:14: error: default nil needs an optional type; did you mean '\(suggestion)'?"])
    }

    @Test(arguments: ["Int?", "Optional<Int>", "Int!"]) func optionalTypesTakeNil(type: String) {
        let diagnostics = Self.diagnostics(type: type)
        #expect(!diagnostics.contains { $0.contains("default nil") }, "\(diagnostics)")
    }
}
