import SwiftUI
import Testing

/// The stand-in's `Picker` and `tag(_:)`: declared as Apple declares them, drawn as a menu-style picker shows
/// itself (its label), audited as interactive, with its options' tags in order for tests.
@MainActor @Suite struct PickerTests {
    enum Tone: Hashable { case calm, loud }

    @Test func itDrawsItsLabelAndKnowsItsOptions() throws {
        let picker = Picker("Tone", selection: .constant(Tone.loud)) {
            Text("Calm").tag(Tone.calm)
            Text("Loud").tag(Tone.loud)
        }
        let leaves = _TestRenderer.leaves(picker, in: EnvironmentValues())
        #expect(leaves.count == 1)
        #expect(leaves.first?.accessibility.interactive == "Picker")
        #expect(picker._testTags == [AnyHashable(Tone.calm), AnyHashable(Tone.loud)])
        #expect(picker._testSelection.wrappedValue == .loud)
    }

    @Test func forEachOptionsAndABuilderLabel() {
        let options = ["a", "b", "c"]
        let picker = Picker(selection: .constant(1)) {
            ForEach(options.indices, id: \.self) { Text(verbatim: options[$0]).tag($0) }
        } label: {
            Label("Letter", systemImage: "textformat")
        }
        #expect(picker._testTags == [0, 1, 2].map(AnyHashable.init))
    }
}
