import Foundation
import SwiftUI
import Testing

// Apple's overload resolution, pinned as typed declarations: a wrong overload fails to compile, and the
// stand-in's test accessors tell which initializer ran.

private func build<Content: View>(@ViewBuilder _ content: () -> Content) -> Content { content() }
private func isView<V: View>(_: V.Type) -> Bool { true }

@MainActor @Suite struct TextResolutionTests {
    @Test func literalIsLocalizedVariableIsVerbatim() {
        let literal: Text = Text("Hello")
        #expect(literal._testStorage == .localizedKey("Hello"))
        let string = "Hello"
        let variable: Text = Text(string)
        #expect(variable._testStorage == .verbatim("Hello"))
        let substring: Text = Text(string.dropFirst())
        #expect(substring._testStorage == .verbatim("ello"))
        #expect(Text(verbatim: "Hi")._testStorage == .verbatim("Hi"))
    }

    @Test func interpolatedLiteralIsALocalizedKeyWithSpecifiers() {
        let count = 3, name = "Jo"
        #expect(Text("\(count) items for \(name)")._testStorage == .localizedKey("%lld items for %@"))
    }

    /// Apple's `_FormatSpecifiable` types, `ReferenceConvertible`/`NSObject` subjects, `Image`, `Text`,
    /// `AttributedString` and `LocalizedStringResource` interpolate into a key: the literal stays localized
    /// (the LocalizedStringKey initializer), it does not fall back to the verbatim StringProtocol one.
    @Test func interpolationsKeepTheLiteralLocalized() {
        let width: CGFloat = 3, small: Int8 = 1, short: Int16 = 2, byte: UInt8 = 3, word: UInt16 = 4
        let unsigned: UInt32 = 5, long: UInt64 = 6, float: Float = 1, date = Date(), url = URL(fileURLWithPath: "/")
        let w: Text = Text("w \(width)")
        #expect(w._testStorage == .localizedKey("w %lf"))
        #expect(Text("\(small) \(short) \(byte) \(word) \(unsigned) \(long) \(float)")._testStorage == .localizedKey("%d %d %u %u %u %llu %f"))
        let at: Text = Text("at \(date)")
        #expect(at._testStorage == .localizedKey("at %@"))
        #expect(Text("at \(date, formatter: DateFormatter())")._testStorage == .localizedKey("at %@"))
        #expect(Text("open \(url) \(UUID())")._testStorage == .localizedKey("open %@ %@"))
        #expect(Text("n \(NSNumber(value: 1))")._testStorage == .localizedKey("n %@"))
        #expect(Text("\(width, specifier: "%.1f") pt")._testStorage == .localizedKey("%.1f pt"))
        #expect(Text("icon \(Image(systemName: "star")) \(Text("a"))")._testStorage == .localizedKey("icon %@ %@"))
        let resource: LocalizedStringResource = "Saved"
        #expect(Text("\(AttributedString("a")) \(resource)")._testStorage == .localizedKey("%@ %@"))
        #expect(Text("\(3.5, format: .number)")._testStorage == .localizedKey("%@"))
    }

    @Test func localizedStringResourceIsDisfavored() {
        let resource: LocalizedStringResource = "Saved"
        #expect(Text(resource)._testStorage == .resource("Saved"))
        let full = LocalizedStringResource("Saved", table: "T", locale: .current, bundle: .main, comment: "c")
        #expect(Text(full)._testStorage == .resource("Saved"))
        #expect(Text("Saved")._testStorage == .localizedKey("Saved"))
    }

    @Test func modifiersAndConcatenation() {
        let bold: Text = Text("A").bold()
        #expect(bold._testModifiers == ["bold"])
        let joined: Text = Text("A") + Text(verbatim: "B")
        #expect(joined._testStorage == .concatenation([.localizedKey("A"), .verbatim("B")]))
    }
}

@MainActor @Suite struct ViewBuilderResolutionTests {
    @Test func oneChildIsItsOwnType() {
        let view: Text = build { Text("a") }
        #expect(view._testStorage == .localizedKey("a"))
    }

    @Test func twoChildrenAreATupleView() {
        let view: TupleView<(Text, Text)> = build { Text("a"); Text("b") }
        #expect(view.value.1._testStorage == .localizedKey("b"))
    }

    @Test func ifWithoutElseIsOptional() {
        let flag = Bool.random()
        let view: Text? = build { if flag { Text("a") } }
        #expect((view != nil) == flag)
    }

    @Test func ifElseIsConditionalContent() {
        let view: _ConditionalContent<Text, Image> = build {
            if true { Text("a") } else { Image(systemName: "x") }
        }
        #expect(view._testTrueContent?._testStorage == .localizedKey("a"))
        #expect(view._testFalseContent == nil)
    }

    /// Inferred, not annotated: `buildBlock()` makes an `EmptyView`, a primitive view that shows nothing,
    /// alone or beside a sibling.
    @Test func emptyClosureIsEmptyView() {
        let view = build {}
        #expect(type(of: view) == EmptyView.self)
        #expect(EmptyView.Body.self == Never.self)
        #expect(_TestRenderer.render(view).isEmpty)
        let stack = VStack { build {}; Text("a") }
        #expect(type(of: stack._testContent.value.0) == EmptyView.self)
        #expect(_TestRenderer.texts(stack).map(\._testStorage) == [.localizedKey("a")])
        #expect(_TestRenderer.render(stack).count == 1)
    }

    @Test func neverAndOptionalAreViews() {
        #expect(isView(Never.self))
        #expect(isView(Optional<Text>.self))
        #expect(isView(Optional<Never>.self))
    }
}

@MainActor @Suite struct ControlResolutionTests {
    @Test func buttonWithATitleIsButtonOfText() {
        let button: Button<Text> = Button("Save") {}
        #expect(button._testLabel._testStorage == .localizedKey("Save"))
        let title = "Save"
        let verbatim: Button<Text> = Button(title) {}
        #expect(verbatim._testLabel._testStorage == .verbatim("Save"))
        let custom: Button<Image> = Button(action: {}) { Image(systemName: "star") }
        #expect(custom._testLabel._testSource == .systemName("star"))
        let delete: Button<Text> = Button("Delete", role: .destructive) {}
        #expect(delete._testRole == .destructive && delete._testLabel._testStorage == .localizedKey("Delete"))
        let cancel: Button<Text> = Button(title, role: .cancel) {}
        #expect(cancel._testLabel._testStorage == .verbatim("Save"))
        let roled: Button<Image> = Button(role: nil, action: {}) { Image(systemName: "x") }
        #expect(roled._testRole == nil)
        let icon: Button<Label<Text, Image>> = Button("Add", systemImage: "plus") {}
        #expect(icon._testLabel._testTitle._testStorage == .localizedKey("Add"))
        let iconVerbatim: Button<Label<Text, Image>> = Button(title, systemImage: "plus", role: .destructive) {}
        #expect(iconVerbatim._testLabel._testTitle._testStorage == .verbatim("Save"))
    }

    @Test func labelAndStacks() {
        let label: Label<Text, Image> = Label("Inbox", systemImage: "tray")
        #expect(label._testIcon._testSource == .systemName("tray"))
        let stack: VStack<TupleView<(Text, Spacer, Image)>> = VStack(alignment: .leading) {
            Text("a")
            Spacer()
            Image("b")
        }
        #expect(stack._testContent.value.2._testSource == .named("b"))
        let row: HStack<Text> = HStack(spacing: 4) { Text("a") }
        _ = row
        let group: Group<Text> = Group { Text("a") }
        _ = group
    }

    @Test func forEachOverARange() {
        let list: ForEach<Range<Int>, Int, Text> = ForEach(0..<3) { Text(verbatim: "\($0)") }
        #expect(list.data.count == 3)
    }
}

/// The patterns the generated initializers rely on.
@MainActor @Suite struct GeneratedPatternTests {
    struct Titled<Title: View> {
        let title: Title
        init(@ViewBuilder title: () -> Title) { self.title = title() }
    }

    @Test func disfavoredStringProtocolTwin() {
        let literal: Titled<Text> = Titled(title: "Hi")
        #expect(literal.title._testStorage == .localizedKey("Hi"))
        let name = "Hi"
        let variable: Titled<Text> = Titled(title: name)
        #expect(variable.title._testStorage == .verbatim("Hi"))
        let built: Titled<Image> = Titled { Image(systemName: "x") }
        _ = built
        // Interpolations Apple's LocalizedStringKey accepts keep a generated pair on its localized side.
        let width: CGFloat = 2, date = Date()
        #expect(Titled(title: "w \(width)").title._testStorage == .localizedKey("w %lf"))
        #expect(Titled(title: "at \(date)").title._testStorage == .localizedKey("at %@"))
        #expect(Button("Add \(UInt8(1))") {}._testLabel._testStorage == .localizedKey("Add %u"))
    }

    @Test func optionalGenericStringParameter() {
        struct Subtitled {
            let subtitle: Text?
            init(subtitle: LocalizedStringKey?) { self.subtitle = subtitle.map { Text($0) } }
            @_disfavoredOverload
            init(subtitle: (some StringProtocol)?) { self.subtitle = subtitle.map { Text($0) } }
        }
        #expect(Subtitled(subtitle: "a").subtitle?._testStorage == .localizedKey("a"))
        let value: String? = "b"
        #expect(Subtitled(subtitle: value).subtitle?._testStorage == .verbatim("b"))
        #expect(Subtitled(subtitle: nil).subtitle == nil)
    }

    @Test func bindingsAndState() {
        struct Settings { var isOn = false }
        let state = State(initialValue: Settings())
        let binding: Binding<Bool> = state.projectedValue.isOn
        binding.wrappedValue = true
        #expect(state.wrappedValue.isOn)
        let constant: Binding<String?> = .constant(nil)
        #expect(constant.wrappedValue == nil)
        // iOS 17.4: Binding's optional, AnyHashable and collection conversions.
        let names = State(initialValue: ["a", "b"])
        let optional: Binding<[String]?> = Binding(names.projectedValue)
        #expect(optional.wrappedValue == ["a", "b"])
        let unwrapped: Binding<String>? = Binding(Binding<String?>.constant(nil))
        #expect(unwrapped == nil)
        let hashable: Binding<AnyHashable> = Binding(binding)
        #expect(hashable.wrappedValue == AnyHashable(true))
        let elements: [Binding<String>] = Array(names.projectedValue)
        elements[1].wrappedValue = "c"
        #expect(names.wrappedValue == ["a", "c"])
    }
}

extension GeneratedPatternTests.Titled where Title == Text {
    init(title: LocalizedStringKey) { self.title = Text(title) }

    @_disfavoredOverload
    init(title: some StringProtocol) { self.title = Text(title) }
}
