/// The other ways to get the benchmark component's API, written out for the compile benchmark, for
/// `CompileBenchmark.oneComponent`'s slots (`BenchSlot`). Each writes one file per component, as its authors do.
struct PeerComponent {
    typealias Slot = BenchSlot

    let name: String
    let slots: [Slot]

    init(name: String = "Bench", slotCount: Int) {
        (self.name, self.slots) = (name, BenchSlot.slots(count: slotCount))
    }

    /// Values first, then builder-only slots: the order of our type-based initializer and of the app-style calls.
    private var valueOrder: [Slot] { slots.filter { $0.kind != .builderOnly } + slots.filter { $0.kind == .builderOnly } }

    // MARK: - The erased design

    /// SAP's generated shape (FioriSwiftUICore's `_generated/StyleableComponents`, e.g. `ObjectItem`): every
    /// slot stored as `any View`, a builder initializer with `= { EmptyView() }` defaults, and a type-based
    /// initializer in an extension with optional values `= nil` that delegates to it through
    /// `OptionalText`-style views. SAP's values are `AttributedString`; to compile the same call sites as
    /// ours it takes `LocalizedStringKey`, with a `@_disfavoredOverload` `String` twin for verbatim text,
    /// and builder closures for builder-only slots.
    /// With `buildersOnly`, the builder initializer alone: the design's floor.
    func erasedSource(buildersOnly: Bool = false) -> String {
        var out = "import SwiftUI\n\n/// A benchmark component.\npublic struct \(name) {\n"
        for slot in slots { out += "    let \(slot.name): any View\n" }
        let builders = slots.map { "@ViewBuilder \($0.name): () -> any View" + ($0.isOptional ? " = { EmptyView() }" : "") }
        out += "\n    public init(" + builders.joined(separator: ",\n                ") + ")\n    {\n"
        for slot in slots { out += "        self.\(slot.name) = \(slot.name)()\n" }
        if buildersOnly { return out + "    }\n}\n\nextension \(name): View {}\n" }
        out += "    }\n}\n\npublic extension \(name) {\n"
        for verbatim in [false, true] {
            let text = verbatim ? "String" : "LocalizedStringKey"
            let parameters = valueOrder.map { slot -> String in
                switch slot.kind {
                case .text: "\(slot.name): \(text)" + (slot.isOptional ? "? = nil" : "")
                case .systemImage: "\(slot.valueParameter): String? = nil"
                case .builderOnly: "@ViewBuilder \(slot.name): () -> any View = { EmptyView() }"
                }
            }
            let arguments = slots.map { slot -> String in
                switch slot.kind {
                case .text where !slot.isOptional: "\(slot.name): { Text(\(verbatim ? "verbatim: " : "")\(slot.name)) }"
                case .text: "\(slot.name): { ErasedOptionalText(\(verbatim ? "verbatim: " : "")\(slot.name)) }"
                case .systemImage: "\(slot.name): { ErasedOptionalImage(systemName: \(slot.valueParameter)) }"
                case .builderOnly: "\(slot.name): \(slot.name)"
                }
            }
            if verbatim { out += "\n    @_disfavoredOverload\n" }
            out += "    init(" + parameters.joined(separator: ",\n         ") + ")\n    {\n"
            out += "        self.init(" + arguments.joined(separator: ",\n                  ") + ")\n    }\n"
        }
        return out + "}\n\nextension \(name): View {}\n"
    }

    /// The generic design's floor: the struct generic over its slots with the builder initializer alone,
    /// as compact declares it (a left-out slot's builder defaults to `{ EmptyView() }`), and no value form.
    func genericBuildersSource() -> String {
        var out = "import SwiftUI\n\n/// A benchmark component.\npublic struct \(name)<" + slots.map { "\($0.generic): View" }.joined(separator: ", ") + "> {\n"
        for slot in slots { out += "    let \(slot.name): \(slot.generic)\n" }
        let builders = slots.map { "@ViewBuilder \($0.name): () -> \($0.generic)" + ($0.isOptional ? " = { EmptyView() }" : "") }
        out += "\n    public init(" + builders.joined(separator: ", ") + ") {\n"
        for slot in slots { out += "        self.\(slot.name) = \(slot.name)()\n" }
        return out + "    }\n}\n\nextension \(name): View {}\n"
    }

    /// The erased design's library support (SAP's `OptionalText`), once per catalog.
    static let erasedSupport = """
        import SwiftUI

        struct ErasedOptionalText: View {
            var text: Text?
            init(_ key: LocalizedStringKey?) { text = key.map { Text($0) } }
            init(verbatim: String?) { text = verbatim.map { Text(verbatim: $0) } }
            var body: some View { if let text { text } }
        }

        struct ErasedOptionalImage: View {
            var systemName: String?
            var body: some View { if let systemName { Image(systemName: systemName) } }
        }

        """

    // MARK: - @Slots

    /// The `@Slots` limit (kylebshr/slots, `SlotMacro.swift`: `maxInitCount = 512`): over it the macro
    /// refuses the type with an error.
    static let slotsMacroLimit = 512

    /// The modes `@Slots` gives a slot: generic (a builder), `.text` (`LocalizedStringResource`, and a
    /// disfavored `String`), `.systemImage` (`{name}SystemName: String`), and left out (`Never`, `nil`) when optional.
    enum SlotsMode: Equatable { case generic, text, string, systemImage, empty }

    private func slotsModes(_ slot: Slot) -> [SlotsMode] {
        var modes: [SlotsMode] = [.generic]
        if slot.kind == .text { modes += [.text, .string] }
        if slot.kind == .systemImage { modes.append(.systemImage) }
        if slot.isOptional { modes.append(.empty) }
        return modes
    }

    /// Initializers `@Slots` writes: the product of every slot's modes.
    var slotsInitializerCount: Int { slots.reduce(1) { $0 * slotsModes($1).count } }

    /// The struct as its author writes it for `@Slots(.viewBuilderTrailing)` (values first, builders last,
    /// as our calls pass them), followed by the macro's expansion as `SlotMacro.swift` writes it: the member
    /// initializer, then one `extension … where` per set of fixed slot types, in the order of the cartesian
    /// product of the slots' modes.
    func slotsSource() -> String {
        var out = "import SwiftUI\n\n/// A benchmark component.\npublic struct \(name)<" + slots.map { "\($0.generic): View" }.joined(separator: ", ") + "> {\n"
        for slot in slots { out += "    var \(slot.name): \(slot.generic)\(slot.isOptional ? "?" : "")\n" }
        out += "\n" + slotsInitializer(slots.map { _ in .generic }, indent: "    ") + "\n}\n"
        var order: [String] = []
        var groups: [String: [String]] = [:]
        for combination in slotsCombinations() where combination.contains(where: { $0 != .generic }) {
            let key = zip(slots, combination).compactMap { slot, mode -> String? in
                switch mode {
                case .generic: nil
                case .text, .string: "\(slot.generic) == Text"
                case .systemImage: "\(slot.generic) == Image"
                case .empty: "\(slot.generic) == Never"
                }
            }.joined(separator: ", ")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(slotsInitializer(combination, indent: "    "))
        }
        for key in order {
            out += "\nextension \(name) where \(key) {\n" + groups[key, default: []].joined(separator: "\n\n") + "\n}\n"
        }
        return out + "\nextension \(name): View {}\n"
    }

    private func slotsCombinations() -> [[SlotsMode]] {
        slots.reduce([[]]) { combinations, slot in combinations.flatMap { existing in slotsModes(slot).map { existing + [$0] } } }
    }

    private func slotsInitializer(_ modes: [SlotsMode], indent: String) -> String {
        // `.viewBuilderTrailing` sorts value parameters (and their assignments) first, in declaration order, then builders.
        var values: [String] = [], builders: [String] = [], valueAssignments: [String] = [], builderAssignments: [String] = [], empty: [String] = []
        for (slot, mode) in zip(slots, modes) {
            let optional = slot.isOptional ? "?" : ""
            switch mode {
            case .generic:
                builders.append("@ViewBuilder \(slot.name): () -> \(slot.generic)")
                builderAssignments.append(slot.isOptional ? "self.\(slot.name) = Optional(\(slot.name)())" : "self.\(slot.name) = \(slot.name)()")
            case .text, .string:
                values.append("\(slot.name): \(mode == .text ? "LocalizedStringResource" : "String")\(optional)")
                valueAssignments.append(slot.isOptional ? "self.\(slot.name) = \(slot.name).map { Text($0) }" : "self.\(slot.name) = Text(\(slot.name))")
            case .systemImage:
                values.append("\(slot.valueParameter): String\(optional)")
                valueAssignments.append(slot.isOptional ? "self.\(slot.name) = \(slot.valueParameter).map { Image(systemName: $0) }"
                                                        : "self.\(slot.name) = Image(systemName: \(slot.valueParameter))")
            case .empty:
                empty.append("self.\(slot.name) = nil")
            }
        }
        let disfavored = modes.contains(.string) ? "\(indent)@_disfavoredOverload\n" : ""
        return disfavored + "\(indent)public init(" + (values + builders).joined(separator: ", ") + ") {\n"
            + (valueAssignments + builderAssignments + empty).map { "\(indent)    \($0)\n" }.joined() + "\(indent)}"
    }
}
