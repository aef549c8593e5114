/// One slot of the benchmark component: `title` (text), then optional slots cycling through text,
/// systemImage and builder-only. The spec (`CompileBenchmark.componentSpec`), the old compact strategy and
/// the peers are written from the same list, so they describe one component.
struct BenchSlot {
    enum Kind { case text, systemImage, builderOnly }

    var name: String
    var generic: String
    var kind: Kind
    var isOptional: Bool
    var valueParameter: String { kind == .systemImage ? name + "SystemName" : name }

    static func slots(count: Int) -> [BenchSlot] {
        var slots = [BenchSlot(name: "title", generic: "Title", kind: .text, isOptional: false)]
        for index in 1..<max(count, 1) {
            let kind: Kind = index % 3 == 1 ? .text : index % 3 == 2 ? .systemImage : .builderOnly
            slots.append(BenchSlot(name: "slot\(index)", generic: "Slot\(index)", kind: kind, isOptional: true))
        }
        return slots
    }

    /// The spec's `slots:` entries after `title` (written by the caller, with what else its spec says).
    static func optionalSlotsYAML(count: Int) -> String {
        slots(count: count).dropFirst().map { slot in
            let options = switch slot.kind {
            case .text: "    options: [text]\n"
            case .systemImage: "    options: [systemImage]\n"
            case .builderOnly: ""
            }
            return "  - name: \(slot.name)\n    optional: true\n" + options
        }.joined()
    }
}
