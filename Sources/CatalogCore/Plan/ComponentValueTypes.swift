/// Every component's value type (`Card<Badge<Never, Text>, Text>`), each computed once. A component used
/// as a value spells the other's whole type, so computing it per use doubled the work with each level of
/// two slots holding the next component. The validator refuses a type spelled longer than
/// `maximumSpelledLength`, which bounds every type the plan prints.
public struct ComponentValueTypes: Sendable {
    /// Characters, for a type that holds another component's (one without grows only with its own slots).
    /// The longest in this repository's specs is under 100.
    public static let maximumSpelledLength = 1_000

    public enum Entry: Sendable {
        case type(SwiftType)
        /// A required slot has no value form: the component has no value type.
        case none
        /// Longer than the limit, `length` characters, or holding a component that is.
        case tooLong(length: Int, isCause: Bool)
    }

    public let entries: [String: Entry]

    /// Linear in the components and their slots: each type is built once, from its parts' types.
    public init(_ components: [Component]) {
        let byName = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let memo = Memo(models: byName.mapValues(\.modelName))
        // Depth-first with an explicit stack: a chain of thousands of components must not exhaust a thread's stack.
        var visiting: Set<String> = []
        for root in components.map(\.name) {
            var stack: [(name: String, expanded: Bool)] = [(root, false)]
            while let (name, expanded) = stack.popLast() {
                guard memo.entries[name] == nil, let component = byName[name] else { continue }
                if expanded {
                    visiting.remove(name)
                    memo.entries[name] = Self.entry(of: component, in: memo)
                    continue
                }
                // A cycle (refused by the validator before this runs) leaves its member without a type.
                guard visiting.insert(name).inserted else { continue }
                stack.append((name, true))
                for part in Self.parts(of: component) where memo.entries[part] == nil && !visiting.contains(part) {
                    stack.append((part, false))
                }
            }
        }
        entries = memo.entries
    }

    public func valueType(ofComponent name: String) -> SwiftType? {
        if case .type(let type)? = entries[name] { return type }
        return nil
    }

    /// The components whose own type is too long (not those that are only because they hold one), sorted.
    public var tooLong: [(name: String, length: Int)] {
        entries.compactMap { name, entry in
            if case .tooLong(let length, true) = entry { return (name, length) }
            return nil
        }.sorted { $0.name < $1.name }
    }

    /// The components a value type is spelled from: those in each slot's first value form.
    private static func parts(of component: Component) -> [String] {
        component.slots.compactMap { $0.primaryValueForm?.descriptor.linkedComponent }
    }

    private static func entry(of component: Component, in memo: Memo) -> Entry {
        for part in parts(of: component) {
            if case .tooLong? = memo.entries[part] { return .tooLong(length: maximumSpelledLength + 1, isCause: false) }
        }
        guard let type = valueType(of: component, in: memo) else { return .none }
        // Without other components in it, the type grows with the component's own slots: linear, never refused.
        guard !parts(of: component).isEmpty else { return .type(type) }
        // Each part is at most the limit long, so printing costs at most the slots times the limit.
        let length = type.description.utf8.count
        return length > maximumSpelledLength ? .tooLong(length: length, isCause: true) : .type(type)
    }

    /// The component's type when every slot takes its value form or is left out (`Badge<Never, Text>`), or
    /// nil when a required slot has no value form or it has `generics` (no value chooses them). Compact
    /// components keep optional values as `Text?`.
    static func valueType(of component: Component, in context: some ValueFormContext) -> SwiftType? {
        guard component.generics.isEmpty else { return nil }
        var arguments: [SwiftType] = []
        for slot in component.slots {
            if let primary = slot.primaryValueForm {
                let stored = primary.descriptor.storedType(in: context)
                let isOptional = component.strategy == .compact && SlotStorage(slot, strategy: .compact).isValueOptional
                arguments.append(isOptional ? .optional(stored) : stored)
            } else if !slot.isGeneric {
                // One view type: no generic argument; a call leaves it out only when it may.
                if slot.presence == .required { return nil }
            } else {
                // Left out: default content's type cannot be named; an optional slot is `Never` in combinatorial.
                switch slot.presence {
                case .required, .defaultContent, .valueDefault, .familyDefaults: return nil
                case .empty: arguments.append(.emptyView)
                case .optional: arguments.append(component.strategy == .compact ? .emptyView : .never)
                }
            }
        }
        return .named(component.name, arguments)
    }

    /// The types built so far, as the value forms read them while the next is built.
    private final class Memo: ValueFormContext, @unchecked Sendable {
        var entries: [String: Entry] = [:]
        let models: [String: String?]

        init(models: [String: String?]) { self.models = models }

        func valueType(ofComponent name: String) -> SwiftType? {
            if case .type(let type)? = entries[name] { return type }
            return nil
        }

        func modelName(ofComponent name: String) -> String? { models[name] ?? nil }
    }
}
