import Foundation
import SwiftUI
import Testing

// The SwiftUI that component bodies commonly use, pinned to the return types Apple declares (iOS 17.4
// interface): Text's own modifiers return Text, View's return an opaque `some View` except the accessibility
// ones, which return ModifiedContent<Self, AccessibilityAttachmentModifier>.

private func build<Content: View>(@ViewBuilder _ content: () -> Content) -> Content { content() }

@MainActor @Suite struct ModifierTests {
    @Test func textModifiersReturnText() {
        let styled: Text = Text("a").bold().italic().font(.headline).fontWeight(.semibold)
            .foregroundColor(.red).foregroundStyle(.secondary).underline().strikethrough(color: .blue)
            .kerning(1).tracking(1).baselineOffset(2).monospacedDigit().monospaced().bold(false).italic(true)
        #expect(styled._testModifiers.prefix(4) == ["bold", "italic", "font", "fontWeight"])
        let joined: Text = Text("a").bold() + Text(verbatim: "b").font(.caption)
        _ = joined
        let labelled: Text = Text("a").accessibilityLabel("Key")
        #expect(labelled._testModifiers == ["accessibilityLabel:key"])
        let name = "x"
        #expect(Text("a").accessibilityLabel(name)._testModifiers == ["accessibilityLabel:verbatim"])
    }

    @Test func viewModifiersCompose() {
        let view = build {
            VStack(alignment: .leading, spacing: 8) {
                Text("Title").font(.title2.weight(.bold)).lineLimit(2).multilineTextAlignment(.center)
                Text("Body").lineLimit(2...).lineLimit(...3).lineLimit(1...4).lineLimit(2, reservesSpace: true)
                Image(systemName: "star").foregroundStyle(.blue).opacity(0.5).hidden()
                Divider()
                ZStack(alignment: .topLeading) { Color.red; Circle().fill(.white) }
                    .frame(width: 40, height: 40).clipShape(Circle()).overlay { Capsule().stroke(.gray) }
                HStack { Spacer(); Text("b") }
                    .padding().padding(.horizontal, 12).padding(8).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    .frame(maxWidth: .infinity, alignment: .leading).fixedSize(horizontal: false, vertical: true)
                    .layoutPriority(1).background(.thinMaterialStandIn).background(Color.gray, in: RoundedRectangle(cornerRadius: 8))
                    .cornerRadius(4).disabled(true).id(3).onTapGesture {}
                Rectangle().fill(Color.blue.opacity(0.2)).frame(height: 1)
                RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 1)
                Circle().strokeBorder(lineWidth: 2).background(in: Circle()).background(.red, in: Capsule())
                Text("c").foregroundColor(.secondary).background { Color.clear }.bold(true).italic()
                    .accessibilityLabel("Label").accessibilityHint("Hint").accessibilityAddTraits(.isButton)
            }
        }
        // Ten children; the accessibility chain is one `ModifiedContent<…, AccessibilityAttachmentModifier>`.
        #expect(Mirror(reflecting: view._testContent.value).children.count == 10)
        let accessible = String(describing: type(of: view._testContent.value.9))
        #expect(accessible.hasPrefix("ModifiedContent<") && accessible.hasSuffix(", AccessibilityAttachmentModifier>"), "\(accessible)")
        // Rendered through every modifier: the texts in order, each keeping Text's own modifiers, and the
        // foreground styles reaching the leaves they were set on.
        let leaves = _TestRenderer.leaves(view)
        let texts = leaves.compactMap { $0.view as? Text }
        #expect(texts.map(\._testStorage) == [.localizedKey("Title"), .localizedKey("Body"), .localizedKey("b"), .localizedKey("c")])
        #expect(texts.map(\._testModifiers) == [["font"], [], [], ["foregroundColor"]])
        let plain = EnvironmentValues()
        #expect(leaves.last?.foreground == Color.secondary.resolve(in: plain))
        #expect(leaves.first { $0.view is Image }?.foreground == Color.blue.resolve(in: plain))
        #expect(leaves.first { $0.view is _ShapeView<Rectangle, Color> }?.foreground == Color.blue.opacity(0.2).resolve(in: plain))
    }

    @Test func textInitializersForValues() {
        let formatted: Text = Text(3.5, format: .number)
        _ = formatted
        let dated: Text = Text(Date(), formatter: DateFormatter())
        _ = dated
        let image: Text = Text(Image(systemName: "star")) + Text("a")
        _ = image
        let count = 3, width: CGFloat = 2
        let resource: LocalizedStringResource = "\(count) items, \(width) wide, \(NSNumber(value: 1)) \(AttributedString("a"))"
        #expect(Text(resource)._testStorage == .resource("%lld items, %lf wide, %@ %@"))
        let now = Date()
        let relative: Text = Text(now, style: .relative)
        #expect(relative._testStorage == .verbatim("<date relative>"))
        #expect(Text("Updated \(now, style: .time), \(now...now), \(DateInterval(start: now, duration: 1))")._testStorage == .localizedKey("Updated %@, %@, %@"))
        let timer: Text = Text(timerInterval: now...now, countsDown: false)
        _ = timer
        let toggle: Toggle<Label<Text, Image>> = Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
        #expect(toggle._testLabel._testTitle._testStorage == .localizedKey("Wi-Fi"))
    }

    /// Issue 36, item 10: image resizing and rendering return `Image` (so they chain before View modifiers), the
    /// aspect-ratio and layout modifiers return `some View`.
    @Test func imageModifiersReturnImage() {
        let image: Image = Image("photo").resizable(capInsets: EdgeInsets(), resizingMode: .tile).renderingMode(.template)
            .interpolation(.high).antialiased(true)
        #expect(image._testModifiers == ["resizable", "renderingMode", "interpolation", "antialiased"])
        #expect(image._testSource == .named("photo"))
        let view = build {
            Image(systemName: "star").resizable().renderingMode(nil).scaledToFit()
                .aspectRatio(1.5, contentMode: .fill).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).scaledToFill()
                .contentShape(Rectangle()).allowsHitTesting(false).redacted(reason: [.placeholder, .privacy]).unredacted()
                .shadow(radius: 2).shadow(color: .black, radius: 1, x: 0, y: 1)
            Text("a").truncationMode(.middle).lineSpacing(2).kerning(1).tracking(1)
        }
        #expect(_TestRenderer.render(view).count == 2)
    }

    @Test func accessibilityModifiersReturnModifiedContent() {
        let hint = "verbatim"
        let view: ModifiedContent<Image, AccessibilityAttachmentModifier> = Image(systemName: "x")
            .accessibilityLabel("Key").accessibilityHint(hint).accessibilityAddTraits([.isButton, .isHeader]).accessibilityIdentifier("id")
        #expect(view.modifier._testAttachments == ["label:key", "hint:verbatim", "traits", "identifier"])
        let text: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("a").accessibilityHint(Text("b"))
        #expect(text.modifier._testAttachments == ["hint:text"])
    }

    @Test func colorsFontsAndShapes() {
        let colors: [Color] = [.red, .primary, .accentColor, Color(red: 1, green: 0, blue: 0), Color(white: 0.5), Color(hue: 0, saturation: 1, brightness: 1), Color("Brand")]
        #expect(colors.count == 7)
        let fonts: [Font] = [.largeTitle, .body, .caption2, .system(.body, design: .rounded, weight: .bold), .system(size: 12), .custom("Inter", size: 14), .headline.italic().bold()]
        #expect(fonts[6]._testDescription == "headline.italic.bold")
        let rounded: RoundedRectangle = .rect(cornerRadius: 4)
        #expect(rounded.cornerSize.width == 4)
        let shapeView: _ShapeView<Circle, Color> = Circle().fill(.red)
        _ = shapeView
        let body: _ShapeView<Capsule, ForegroundStyle> = Capsule().body
        _ = body
    }

    @Test func toggleAndForEachOverBindings() {
        struct Item: Identifiable { let id: Int; var isOn: Bool }
        let items = State(initialValue: [Item(id: 1, isOn: false), Item(id: 2, isOn: true)])
        // As with Apple's SDK, `ForEach($items)` takes the favored `init(_:content:)` over the collection
        // `Binding<[Item]>` (Binding is a RandomAccessCollection of Identifiable bindings), not the
        // disfavored `Binding<C>` initializer.
        let list: ForEach<Binding<[Item]>, Int, Toggle<Text>> = ForEach(items.projectedValue) { $item in
            Toggle("On", isOn: $item.isOn)
        }
        list.content(list.data[0])._testIsOn.wrappedValue = true
        #expect(items.wrappedValue[0].isOn)
        let keyed: ForEach<LazyMapSequence<Range<Int>, (Int, Int)>, Int, Toggle<Text>> = ForEach(items.projectedValue, id: \.id) { $item in
            Toggle("On", isOn: $item.isOn)
        }
        #expect(keyed.data.map(\.1) == [1, 2])
        let title = "Verbatim"
        let toggle: Toggle<Text> = Toggle(title, isOn: .constant(true))
        #expect(toggle._testLabel._testStorage == .verbatim("Verbatim"))
        let custom: Toggle<Label<Text, Image>> = Toggle(isOn: .constant(false)) { Label("Wi-Fi", systemImage: "wifi") }
        _ = custom
    }
}

extension ShapeStyle where Self == Color {
    /// Test-local stand-in for a material, to show a custom style is accepted where Apple accepts one.
    static var thinMaterialStandIn: Color { .gray }
}
