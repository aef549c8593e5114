import Foundation
import TestSupport
import Testing

/// Call sites Apple's compiler rejects must be rejected by the stand-in too: each runs through the real
/// `swiftc` (Swift 6 mode, warnings as errors, as our build) and must fail with the expected diagnostic.
/// One file per run, one function per case, so each diagnostic is matched to its own line.
@Suite(.slow(.compiles)) struct StandInRejectionTests {
    typealias Case = RejectionCase

    static let cases: [Case] = [
        // Only the LocalizedStringKey initializer takes a table name: a String variable cannot go there.
        Case(code: #"let s = "x"; _ = Text(s, tableName: "Table")"#,
             diagnostic: "cannot convert value of type 'String' to expected argument type 'LocalizedStringKey'"),
        // ViewBuilder's unavailable buildExpression(Any).
        // iOS 17.4 has no buildExpression(Any) yet: its generic one says why instead.
        Case(code: "_ = VStack { 42 }", diagnostic: "this expression does not conform to 'View'",
             apple: .rejectsSaying("static method 'buildExpression' requires that 'Int' conform to 'View'")),
        // No buildArray: loops are not allowed in a ViewBuilder.
        Case(code: #"_ = VStack { for index in 0..<3 { Text(verbatim: "\(index)") } }"#,
             diagnostic: "cannot be used with result builder 'ViewBuilder'"),
        // No Text(Int): an integer is not a key, a string, a resource, an image, a date range or interval
        // (with Apple's many single-argument initializers the compiler names none of them).
        Case(code: "_ = Text(42)", diagnostic: "no exact matches in call to initializer"),
        // LocalizedStringKey is explicitly not Sendable.
        Case(code: #"func send(_ value: some Sendable) {}; send(LocalizedStringKey("x"))"#,
             diagnostic: "conformance of 'LocalizedStringKey' to 'Sendable' is unavailable"),
        // A View whose conformance is in its declaration is @MainActor: its initializer cannot be called
        // from nonisolated code (a warning from a @preconcurrency protocol, an error in our builds).
        Case(code: """
            struct Row: View { let title: String; init(title: String) { self.title = title }; var body: some View { Text(title) } }
            nonisolated func makeRow() { _ = Row(title: "x") }
            """, diagnostic: "call to main actor-isolated initializer 'init(title:)' in a synchronous nonisolated context",
            apple: .acceptsBeforeMainActorViews),
        // Button's action runs on the main actor: a non-Sendable closure from elsewhere cannot become one.
        Case(code: """
            nonisolated func make(_ action: @escaping () -> Void) -> Button<Text> { Button("x", action: action) }
            """, diagnostic: "passing non-Sendable parameter 'action' to function expecting a '@Sendable' closure",
            apple: .acceptsBeforeMainActorViews),
        // iOS 17.4 interface: `@available(*, unavailable) extension Button : Sendable` (Label, HStack, VStack,
        // ZStack, Toggle, Divider likewise), in both eras: the Xcode 16 `@MainActor` structs are not Sendable.
        Case(code: #"func send(_ value: some Sendable) {}; send(Button("x") {})"#,
             diagnostic: "conformance of 'Button<Label>' to 'Sendable' is unavailable"),
        Case(code: #"func send(_ value: some Sendable) {}; send(Label("x", systemImage: "y"))"#,
             diagnostic: "conformance of 'Label<Title, Icon>' to 'Sendable' is unavailable"),
        Case(code: #"func send(_ value: some Sendable) {}; send(HStack { Text("x") })"#,
             diagnostic: "conformance of 'HStack<Content>' to 'Sendable' is unavailable"),
        Case(code: #"func send(_ value: some Sendable) {}; send(Toggle("x", isOn: .constant(true)))"#,
             diagnostic: "conformance of 'Toggle<Label>' to 'Sendable' is unavailable"),
        // Apple has no public `body` for `Body == Never`: a user's view must declare its own.
        Case(code: "struct Bodiless: View { typealias Body = Never }",
             diagnostic: "type 'Bodiless' does not conform to protocol 'View'"),
        // `_ConditionalContent`'s storage is internal in Apple's interface.
        Case(code: "func peek(_ c: _ConditionalContent<Text, Text>) { _ = c.storage }",
             diagnostic: "'storage' is inaccessible due to 'internal' protection level"),
        // iOS 17.4: the argument-less `frame()` is deprecated (an error in builds with warnings as errors).
        Case(code: #"_ = Text("a").frame()"#, diagnostic: "'frame()' is deprecated: Please pass one or more parameters."),
        // Apple's view modifiers return `some View`; only Text's own modifiers return Text.
        Case(code: #"let t: Text = Text("a").padding(); _ = t"#,
             diagnostic: "cannot convert value of type 'some View' to specified type 'Text'"),
    ]

    @Test func rejectedLikeApple() throws {
        try Toolchain.expectRejected(Self.cases)
    }

    /// The harness itself: the same calls done right compile cleanly.
    @Test func acceptedLikeApple() throws {
        let result = try Toolchain.typecheck(["Accepted.swift": """
            import SwiftUI
            nonisolated func make() -> some View {
                VStack {
                    Text("Hello")
                    Button("Save") {}
                    Label("Inbox", systemImage: "tray")
                    Image(systemName: "star")
                }
            }
            @MainActor func onMain() -> some View { HStack { Text("a"); Spacer() } }
            @MainActor func picked(_ emphasized: Bool) -> some View {
                Text("a").foregroundStyle(emphasized ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(.secondary))
                    .background(AnyShapeStyle(.quaternary))
            }
            func send(_ value: some Sendable) {}
            func sendText() { send(Text("x")) }
            """])
        #expect(result.status == 0, "\(result.output)")
    }

    /// What type-checking alone lets through and SIL's mandatory passes refuse, with both compilers: a stored
    /// wrapper left without its initial value (definite initialization) and a value sent to the main actor,
    /// then used (Swift 6's region-based isolation). `swiftc -typecheck` accepts this file.
    @Test func silDiagnosticsAreChecked() throws {
        let result = try Toolchain.typecheck(["Flow.swift": """
            import SwiftUI
            struct Toggleish: View {
                @State var isOn: Bool
                init() {}
                var body: some View { Text("x") }
            }
            final class Counter { var value = 0 }
            @MainActor func show(_ counter: Counter) {}
            func race() async {
                let counter = Counter()
                await show(counter)
                counter.value += 1
            }
            """])
        #expect(result.output.contains("Flow.swift:4:13: error: return from initializer without initializing all stored properties"), "\(result.output)")
        #expect(result.output.contains("Flow.swift:11:11: error: sending 'counter' risks causing data races"), "\(result.output)")
    }

    /// Spacer's initializer is @MainActor in the Xcode 16 SDK and not in Xcode 26: the same call is an
    /// error in one era only, so code that only one SDK accepts is caught.
    @Test func spacerOffTheMainActorDependsOnTheSDK() throws {
        let result = try Toolchain.typecheck(["Spacer.swift": "import SwiftUI\nnonisolated func gap() -> Spacer { Spacer() }\n"],
                                             apple: .accepts(because: "iOS 17.4's Spacer.init is nonisolated"))
        #if SWIFTUI_SDK_18
        #expect(result.status != 0)
        #expect(result.output.contains("call to main actor-isolated initializer 'init(minLength:)' in a synchronous nonisolated context"), "\(result.output)")
        #else
        #expect(result.status == 0, "\(result.output)")
        #endif
    }

    /// Binding and State: not Sendable in iOS 17.4 (kept for the Xcode 16 era), Sendable when their value is in
    /// the SDK 26 documentation; `Binding(get:set:)` takes `@isolated(any) @Sendable` closures from SDK 26.
    @Test func bindingAndStateSendabilityDependOnTheSDK() throws {
        let result = try Toolchain.typecheck(["Binding.swift": """
            import SwiftUI
            func send(_ value: some Sendable) {}
            func sendBinding() { send(Binding.constant(1)) }
            func sendState() { send(State(initialValue: 1)) }
            final class Box { var value = 0 }
            func makeBinding(_ box: Box) -> Binding<Int> { Binding(get: { box.value }, set: { box.value = $0 }) }
            """], apple: .rejects(["conformance of 'Binding<Value>' to 'Sendable' is unavailable",
                                   "conformance of 'State<Value>' to 'Sendable' is unavailable"]))
        #if SWIFTUI_SDK_18
        #expect(result.output.contains("conformance of 'Binding<Value>' to 'Sendable' is unavailable"), "\(result.output)")
        #expect(result.output.contains("conformance of 'State<Value>' to 'Sendable' is unavailable"), "\(result.output)")
        #expect(!result.output.contains("Sendable' closure"), "\(result.output)")
        #else
        #expect(!result.output.contains("to 'Sendable' is unavailable"), "\(result.output)")
        #expect(result.output.contains("capture of 'box' with non-Sendable type 'Box' in a '@Sendable' closure"), "\(result.output)")
        #endif
    }
}
