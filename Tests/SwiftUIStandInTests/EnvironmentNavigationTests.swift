import Foundation
import SwiftUI
import Testing

// The environment, navigation and container declarations, pinned as typed declarations (a wrong overload or a
// wrong isolation fails to compile, in the era the build selects), and the test renderer that lets a test see
// what `@Environment` reads inside `body`.

// MARK: - The style template the generator emits (a `CardStyle` is declared like this `FooStyle`)

/// Declared like Apple's `ButtonStyle` ([X16], [X26]: `@MainActor @preconcurrency public protocol ButtonStyle {
/// associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency func makeBody(configuration:
/// Self.Configuration) -> Self.Body; typealias Configuration = ButtonStyleConfiguration }`).
@MainActor @preconcurrency
protocol FooStyle {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Configuration) -> Body

    typealias Configuration = FooStyleConfiguration
}

/// What a style gets to lay out: the component's slots, type-erased. Not isolated, not Sendable.
struct FooStyleConfiguration {
    let title: AnyView
}

/// Conformance in the declaration, so main-actor-isolated like any `FooStyle`; its implicit `init()` is not
/// isolated (no stored property has an isolated default), so the key's nonisolated `defaultValue` can call it.
struct DefaultFooStyle: FooStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// `EnvironmentKey` is not isolated; a computed default (a stored `static let` of a non-Sendable existential is
/// an error in Swift 6).
private struct FooStyleKey: EnvironmentKey {
    static var defaultValue: any FooStyle { DefaultFooStyle() }
}

extension EnvironmentValues {
    var fooStyle: any FooStyle {
        get { self[FooStyleKey.self] }
        set { self[FooStyleKey.self] = newValue }
    }
}

extension View {
    /// `nonisolated`, like Apple's `buttonStyle(_:)` ([X16], [X26]: `nonisolated public func buttonStyle<S>(_ style:
    /// S) -> some View where S : ButtonStyle`).
    nonisolated func fooStyle<S>(_ style: S) -> some View where S: FooStyle {
        environment(\.fooStyle, style)
    }
}

/// A component as the generator emits one: a struct that is not isolated (View conformance in an extension),
/// explicit initializers, the style read from the environment in a `@MainActor` body.
struct Foo<Title: View> {
    let title: Title
    @Environment(\.fooStyle) private var style

    init(@ViewBuilder title: () -> Title) {
        self.title = title()
    }
}

extension Foo: View {
    @MainActor var body: some View {
        AnyView(style.makeBody(configuration: FooStyleConfiguration(title: AnyView(title))))
    }
}

/// A custom style, as an app writes one.
struct TaggedFooStyle: FooStyle {
    let tag: String

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(verbatim: tag)
            configuration.title
        }
    }
}

@MainActor @Suite struct StyleTemplateTests {
    @Test func defaultStyleWhenNoneIsSet() {
        let texts = _TestRenderer.texts(Foo { Text("Title") })
        #expect(texts.map(\._testStorage) == [.localizedKey("Title")])
    }

    @Test func customStyleFromTheEnvironment() {
        let view = Foo { Text("Title") }.fooStyle(TaggedFooStyle(tag: "tagged"))
        #expect(_TestRenderer.texts(view).map(\._testStorage) == [.verbatim("tagged"), .localizedKey("Title")])
    }

    @Test func innerStyleWins() {
        let view = VStack {
            Foo { Text("Inner") }.fooStyle(TaggedFooStyle(tag: "inner"))
            Foo { Text("Outer") }
        }
        .fooStyle(TaggedFooStyle(tag: "outer"))
        #expect(_TestRenderer.texts(view).map(\._testStorage) == [
            .verbatim("inner"), .localizedKey("Inner"), .verbatim("outer"), .localizedKey("Outer"),
        ])
    }

    @Test func componentAndStyleMadeOffTheMainActor() {
        #expect(_TestRenderer.texts(makeStyledFoo()).map(\._testStorage) == [.verbatim("tagged"), .localizedKey("a")])
    }
}

/// Generated code is called from nonisolated code too: the component's initializer, the style's memberwise
/// initializer and the style modifier must all be callable there.
nonisolated func makeStyledFoo() -> some View {
    Foo { Text("a") }.fooStyle(TaggedFooStyle(tag: "tagged"))
}

// MARK: - Environment

private struct CounterKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    fileprivate var counter: Int {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}

/// Shows what it reads from the environment.
private struct Probe: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.counter) private var counter

    var body: some View {
        Text(verbatim: "\(colorScheme) \(counter)")
    }
}

private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor @Suite struct EnvironmentTests {
    @Test func valuesStoreByKey() {
        var values = EnvironmentValues()
        #expect(values.counter == 0)
        values.counter = 3
        #expect(values[CounterKey.self] == 3)
        values[CounterKey.self] = 4
        #expect(values.counter == 4)
    }

    @Test func systemValuesAndTheirTypes() {
        var values = EnvironmentValues()
        let scheme: ColorScheme = values.colorScheme
        let horizontal: UserInterfaceSizeClass? = values.horizontalSizeClass
        let vertical: UserInterfaceSizeClass? = values.verticalSizeClass
        let typeSize: DynamicTypeSize = values.dynamicTypeSize
        let enabled: Bool = values.isEnabled
        let locale: Locale = values.locale
        let direction: LayoutDirection = values.layoutDirection
        #expect(scheme == .light && horizontal == nil && vertical == nil && typeSize == .large && enabled)
        #expect(direction == .leftToRight && !locale.identifier.isEmpty)
        values.colorScheme = .dark
        values.horizontalSizeClass = .compact
        values.dynamicTypeSize = .accessibility2
        values.isEnabled = false
        values.layoutDirection = .rightToLeft
        #expect(values.colorScheme == .dark && values.horizontalSizeClass == .compact && !values.isEnabled)
        #expect(values.dynamicTypeSize.isAccessibilitySize && values.layoutDirection == .rightToLeft)
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.small < .large && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(ColorScheme.allCases == [.light, .dark] && LayoutDirection.allCases.count == 2)
    }

    @Test func propertyWrapperOutsideARenderReadsTheDefault() {
        let wrapper = Environment(\.counter)
        #expect(wrapper.wrappedValue == 0)
        requireSendable(Environment<Int>.self)
    }

    @Test func bodyReadsTheInnermostValue() {
        let view = VStack {
            Probe().environment(\.colorScheme, .dark)
            Probe()
        }
        .environment(\.counter, 1)
        .environment(\.counter, 2)
        #expect(_TestRenderer.texts(view).map(\._testStorage) == [.verbatim("dark 1"), .verbatim("light 1")])
    }

    @Test func transformEnvironmentAndAStartingEnvironment() {
        var start = EnvironmentValues()
        start.counter = 10
        let view = Probe().transformEnvironment(\.counter) { $0 += 5 }
        #expect(_TestRenderer.texts(view, in: start).map(\._testStorage) == [.verbatim("light 15")])
    }

    @Test func rendererDescendsIntoBuilderContent() {
        let flag = true
        let view = Group {
            if flag { Probe() } else { Text("no") }
            ForEach(0..<2) { Text(verbatim: "\($0)") }
            Optional(Text("some"))
            Label("Inbox", systemImage: "tray")
        }
        .environment(\.counter, 7)
        let leaves = _TestRenderer.render(view)
        #expect(leaves.compactMap { ($0 as? Text)?._testStorage } == [
            .verbatim("light 7"), .verbatim("0"), .verbatim("1"), .localizedKey("some"), .localizedKey("Inbox"),
        ])
        #expect(leaves.compactMap { ($0 as? Image)?._testSource } == [.systemName("tray")])
    }
}

// MARK: - AnyView and attributed text

@MainActor @Suite struct AnyViewAndAttributedTextTests {
    @Test func anyViewKeepsTheErasedView() {
        let erased: AnyView = AnyView(Text("a"))
        #expect((erased._testView as? Text)?._testStorage == .localizedKey("a"))
        let erasing: AnyView = AnyView(erasing: Image(systemName: "x"))
        #expect((erasing._testView as? Image)?._testSource == .systemName("x"))
        #expect(_TestRenderer.texts(AnyView(Probe())).map(\._testStorage) == [.verbatim("light 0")])
    }

    @Test func attributedStringIsDisfavored() {
        let attributed: Text = Text(AttributedString("Styled"))
        #expect(attributed._testStorage == .attributed("Styled"))
        // AttributedString is ExpressibleByStringLiteral; a literal still makes a localized key.
        let literal: Text = Text("Styled")
        #expect(literal._testStorage == .localizedKey("Styled"))
    }
}

// MARK: - Navigation and containers (a gallery screen)

private struct Component: Identifiable {
    let id: String
}

/// The screen a generated gallery app shows.
private struct Gallery: View {
    let names: [String]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Components") {
                    ForEach(names, id: \.self) { name in
                        NavigationLink(name) { Text(verbatim: "Detail of \(name)") }
                    }
                }
            }
            .navigationTitle("Gallery")
            .searchable(text: $query, prompt: "Search")
        }
    }
}

@MainActor @Suite struct NavigationResolutionTests {
    @Test func galleryRendersItsRows() {
        let texts = _TestRenderer.texts(Gallery(names: ["Card", "Chip"]))
        #expect(texts.map(\._testStorage) == [.localizedKey("Components"), .verbatim("Card"), .verbatim("Chip")])
    }

    @Test func navigationTypes() {
        let stack: NavigationStack<NavigationPath, Text> = NavigationStack { Text("Root") }
        #expect(stack._testRoot._testStorage == .localizedKey("Root"))
        let link: NavigationLink<Text, Text> = NavigationLink("Open") { Text("Detail") }
        #expect(link._testLabel._testStorage == .localizedKey("Open"))
        #expect(link._testDestination._testStorage == .localizedKey("Detail"))
        let title = "Open"
        let verbatim: NavigationLink<Text, Image> = NavigationLink(title) { Image(systemName: "x") }
        #expect(verbatim._testLabel._testStorage == .verbatim("Open"))
        let custom: NavigationLink<Label<Text, Image>, Text> = NavigationLink {
            Text("Detail")
        } label: {
            Label("Open", systemImage: "chevron.right")
        }
        #expect(custom._testLabel._testIcon._testSource == .systemName("chevron.right"))
        let eager: NavigationLink<Text, Text> = NavigationLink("Open", destination: Text("Detail"))
        #expect(eager._testDestination._testStorage == .localizedKey("Detail"))
        var path = NavigationPath()
        path.append("Card")
        path.append(3)
        #expect(path.count == 2 && path != NavigationPath() && NavigationPath(["a"]).count == 1)
        path.removeLast()
        #expect(!path.isEmpty)
    }

    @Test func listAndSectionInitializers() {
        let names = ["a", "b"]
        let byID: List<Never, ForEach<[String], String, Text>> = List(names, id: \.self) { Text($0) }
        #expect(byID._testContent.data == names)
        let identified: List<Never, ForEach<[Component], String, Text>> = List([Component(id: "x")]) { Text($0.id) }
        #expect(identified._testContent.data.count == 1)
        let range: List<Never, ForEach<Range<Int>, Int, Text>> = List(0..<3) { Text(verbatim: "\($0)") }
        #expect(range._testContent.data.count == 3)
        let built: List<Never, TupleView<(Text, Text)>> = List { Text("a"); Text("b") }
        _ = built
        let titled: Section<Text, Text, EmptyView> = Section("Header") { Text("row") }
        #expect(titled._testHeader._testStorage == .localizedKey("Header"))
        let header = "Header"
        let verbatim: Section<Text, Text, EmptyView> = Section(header) { Text("row") }
        #expect(verbatim._testHeader._testStorage == .verbatim("Header"))
        let custom: Section<Image, Text, EmptyView> = Section { Text("row") } header: { Image(systemName: "x") }
        _ = custom
        let footed: Section<Text, Text, Text> = Section { Text("row") } header: { Text("h") } footer: { Text("f") }
        #expect(_TestRenderer.texts(footed).map(\._testStorage) == [.localizedKey("h"), .localizedKey("row"), .localizedKey("f")])
        let plain: Section<EmptyView, Text, EmptyView> = Section { Text("row") }
        #expect(_TestRenderer.render(plain).count == 1)
        let footerOnly: Section<EmptyView, Text, Text> = Section { Text("row") } footer: { Text("f") }
        _ = footerOnly
    }

    @Test func scrollViewInitializersAndAxis() {
        let vertical: ScrollView<Text> = ScrollView { Text("a") }
        #expect(vertical.axes == .vertical && vertical.showsIndicators)
        let horizontal: ScrollView<Text> = ScrollView(.horizontal, showsIndicators: false) { Text("a") }
        #expect(horizontal.axes == .horizontal && !horizontal.showsIndicators)
        let both: ScrollView<Text> = ScrollView([.horizontal, .vertical]) { Text("a") }
        #expect(both.axes.contains(.horizontal) && both.axes.contains(.vertical))
        #expect(Axis.allCases == [.horizontal, .vertical] && Axis.vertical.description == "vertical")
        #expect(_TestRenderer.texts(vertical).map(\._testStorage) == [.localizedKey("a")])
    }

    @Test func titleAndSearchOverloads() {
        let name = "Gallery"
        let query = Binding.constant("")
        let views: [AnyView] = [
            AnyView(Text("a").navigationTitle("Key")),
            AnyView(Text("a").navigationTitle(name)),
            AnyView(Text("a").navigationTitle(Text("Text"))),
            AnyView(Text("a").navigationTitle(Binding.constant("Bound"))),
            AnyView(Text("a").searchable(text: query)),
            AnyView(Text("a").searchable(text: query, prompt: "Key")),
            AnyView(Text("a").searchable(text: query, prompt: name)),
            AnyView(Text("a").searchable(text: query, placement: .navigationBarDrawer, prompt: Text("Text"))),
        ]
        for view in views {
            #expect(_TestRenderer.texts(view).map(\._testStorage) == [.localizedKey("a")])
        }
    }

    @Test func containersInitializableOffTheMainActor() {
        #expect(_TestRenderer.texts(makeContainers()).map(\._testStorage) == [.localizedKey("S"), .localizedKey("L")])
    }
}

nonisolated func makeContainers() -> some View {
    NavigationStack {
        ScrollView {
            List {
                Section("S") { NavigationLink("L") { Text("D") } }
            }
        }
    }
    .navigationTitle("T")
    .environment(\.colorScheme, .dark)
}
