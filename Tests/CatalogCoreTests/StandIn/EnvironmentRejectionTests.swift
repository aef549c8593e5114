import Foundation
import TestSupport
import Testing

/// Call sites Apple's compiler rejects in the environment, navigation and container declarations must be
/// rejected by the stand-in too (real `swiftc`, Swift 6 mode, warnings as errors). One function per case, so each
/// diagnostic is matched to its own line.
@Suite(.slow(.compiles)) struct EnvironmentRejectionTests {
    typealias Case = RejectionCase

    static let cases: [Case] = [
        // `Environment.wrappedValue` has no setter: a view cannot write its environment.
        Case(code: "struct V: View { @Environment(\\.colorScheme) var scheme; var body: some View { Text(\"a\") }; func flip() { scheme = .dark } }",
             diagnostic: "cannot assign to property: 'scheme' is a get-only property"),
        // `@available(*, unavailable) extension EnvironmentValues : Sendable` (iOS 17.4 interface, line 25301).
        Case(code: "send(EnvironmentValues())", diagnostic: "conformance of 'EnvironmentValues' to 'Sendable' is unavailable"),
        // NavigationLink and Section are explicitly not Sendable (lines 12837, 12705).
        Case(code: #"send(NavigationLink("x") { Text("y") })"#,
             diagnostic: "conformance of 'NavigationLink<Label, Destination>' to 'Sendable' is unavailable"),
        Case(code: #"send(Section("x") { Text("y") })"#,
             diagnostic: "conformance of 'Section<Parent, Content, Footer>' to 'Sendable' is unavailable"),
        // Titles are text, keys or strings: not numbers.
        Case(code: #"_ = Text("a").navigationTitle(42)"#, diagnostic: "no exact matches in call to instance method 'navigationTitle'"),
    ]

    @Test func rejectedLikeApple() throws {
        try Toolchain.expectRejected(Self.cases, prelude: "func send(_ value: some Sendable) {}\n")
    }

    /// Xcode 16 keeps ScrollView's stored properties on the main actor; Xcode 26 declares the type `nonisolated`.
    @Test func scrollViewContentOffTheMainActorDependsOnTheSDK() throws {
        let result = try Toolchain.typecheck(["Scroll.swift": "import SwiftUI\nnonisolated func peek(_ s: ScrollView<Text>) -> Text { s.content }\n"],
                                             apple: .accepts(because: "iOS 17.4's ScrollView is not main-actor isolated"))
        #if SWIFTUI_SDK_18
        #expect(result.status != 0)
        #expect(result.output.contains("main actor-isolated property 'content' can not be referenced from a nonisolated context"), "\(result.output)")
        #else
        #expect(result.status == 0, "\(result.output)")
        #endif
    }
}
