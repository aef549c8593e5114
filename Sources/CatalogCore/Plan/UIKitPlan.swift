// `uikit: true`: the plan of a `UIView` subclass that hosts the component (Render/UIKit/ renders it). It
// mirrors the component's type-based initializer: the same labels in the same order, each parameter a
// settable property of a UIKit-friendly type.

public struct UIKitViewPlan: Hashable, Sendable, Encodable {
    /// `CardView`.
    public var className: String
    /// In the order of the type-based initializer's parameters.
    public var members: [UIKitMember]
    /// `@available(iOS 17.0, tvOS 17.0, *)` (Bindable's and UIHostingConfiguration's floor, or the
    /// component's own when higher) and the component's deprecation.
    public var attributes: [SwiftAttribute]
}

public struct UIKitMember: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// A slot's value form (`String`, `UIImage?`, a resolver's input).
        case value
        /// A slot without a value form: a `UIView?` shown through a representable.
        case view
        /// A plain property, as its type.
        case property
        /// A binding: a plain property the component writes back, with a change callback.
        case binding
        /// A closure property.
        case closure
    }

    public var kind: Kind
    /// The class property and the initializer's parameter name.
    public var name: String
    /// The slot or property it passes (`icon` for `iconSystemName`).
    public var owner: String
    /// The initializer's label (the component's); nil means `_`.
    public var label: String?
    public var type: SwiftType
    public var defaultValue: SwiftExpression?
    public var isEscaping: Bool
    /// The author's words on one line; nil: the renderers word it.
    public var doc: String?
    /// The expression the component's initializer gets for this member, written in terms of `name`
    /// (`Image(uiImage: photo)`); for a view, the view to show.
    public var argument: SwiftExpression
    /// For a slot left out when its value is nil (an omittable slot without a value form).
    public var isOmittedWhenNil: Bool
    /// A binding's change callback (`onIsOnChange`).
    public var changeCallback: String?
    /// A value for the reference's example: a literal, or an editor placeholder (`<#Priority#>`).
    public var sample: SwiftExpression

    /// How the hosted root view stores it: a binding as `Binding<Bool>`, a view as `UIView?`.
    public var rootType: SwiftType {
        kind == .binding ? .named("Binding", [type]) : type
    }
}

extension ComponentPlanning {
    /// The UIKit view of an opted-in component, from the choices of its type-based initializer.
    func uikitPlan(availability: [PlatformVersion], deprecation: String?) -> UIKitViewPlan {
        let choices: [SlotChoice] = component.slots.map { slot in
            slot.primaryValueForm.map { .value($0.descriptor) } ?? .builder(defaultContent: nil)
        }
        let typeBased = initializer(choices, family: .typeBased)
        let members = typeBased.parameters.compactMap { parameter -> UIKitMember? in
            switch parameter.role {
            case .slotValue(let name), .builder(let name):
                return component.slots.first { $0.name == name }.map { slotMember($0, parameter: parameter) }
            case .property(let name), .closureProperty(let name):
                return component.properties.first { $0.name == name }.map { propertyMember($0, parameter: parameter) }
            case .model:
                return nil
            }
        }
        let attributes = ([SwiftAttribute.available(Self.uikitAvailability(availability))]
            + (deprecation.map { [SwiftAttribute.deprecated(message: $0)] } ?? []))
        return UIKitViewPlan(className: UIKitNames.viewClass(forComponent: component.name), members: members, attributes: attributes)
    }

    private func slotMember(_ slot: Slot, parameter: Parameter) -> UIKitMember {
        let doc = InitializerDocs.oneLine(slot.doc)
        guard let form = slot.primaryValueForm?.descriptor else {
            // Left out of the component's call when nil if the slot can be; a required one shows an empty view.
            return UIKitMember(kind: .view, name: slot.name, owner: slot.name, label: slot.name, type: .optional(.named("UIView")),
                               defaultValue: slot.presence.isOmittable ? .nil : nil, isEscaping: false, doc: doc,
                               argument: .name(slot.name), isOmittedWhenNil: slot.presence.isOmittable, changeCallback: nil,
                               sample: .call("UIView"))
        }
        let isOptional = parameter.type.isOptional || parameter.defaultValue == .nil
        let bridged = form.uikitBridge
        // A form without a UIKit type keeps its parameter's (a component's value type, a resolver's input).
        let type: SwiftType
        if let bridged { type = bridged.uikitType(in: planner) } else if case .optional(let wrapped) = parameter.type { type = wrapped } else { type = parameter.type }
        return UIKitMember(kind: .value, name: parameter.name, owner: slot.name, label: parameter.label, type: isOptional ? .optional(type) : type,
                           defaultValue: isOptional ? .nil : nil, isEscaping: false, doc: doc,
                           argument: bridged?.uikitArgument(parameter.name, isOptional: isOptional) ?? .name(parameter.name),
                           isOmittedWhenNil: false, changeCallback: nil,
                           sample: bridged?.uikitSample(forSlot: slot.name) ?? Self.uikitSample(of: type, named: parameter.name))
    }

    private func propertyMember(_ property: Property, parameter: Parameter) -> UIKitMember {
        let doc = InitializerDocs.oneLine(property.doc)
        let kind: UIKitMember.Kind = property.isBinding ? .binding : property.isClosure ? .closure : .property
        return UIKitMember(kind: kind, name: property.name, owner: property.name, label: parameter.label, type: property.type,
                           defaultValue: property.defaultValue.map { .authored($0) }, isEscaping: parameter.isEscaping, doc: doc,
                           argument: .name(property.name), isOmittedWhenNil: false,
                           changeCallback: property.isBinding ? UIKitNames.changeCallback(forBinding: property.name) : nil,
                           sample: Self.uikitSample(of: property.type, named: property.name))
    }

    /// A readable value for the reference's example: literals for the common types, else an editor
    /// placeholder (`<#Priority#>`) for the reader to fill (the tests put a sample there).
    static func uikitSample(of type: SwiftType, named name: String) -> SwiftExpression {
        if case .optional(let wrapped) = type { return wrapped.isFunction ? .nil : uikitSample(of: wrapped, named: name) }
        switch type.description {
        case "Bool": return .bool(true)
        case "Int": return .number(1)
        case "Double", "CGFloat": return .decimal(1)
        case "String": return .string(name)
        case "Image": return .call("Image", .unlabeled(.string("photo")))
        default: return type.isFunction ? .closure(parameters: [], body: .empty) : .placeholder(type.description)
        }
    }

    /// The component's `@available` platforms, with iOS and tvOS raised to 17.0 (`Bindable`) when lower or absent.
    static func uikitAvailability(_ availability: [PlatformVersion]) -> [PlatformVersion] {
        var entries = availability
        for platform in ["iOS", "tvOS"] {
            let floor = PlatformVersion(platform: platform, version: "17.0")
            if let index = entries.firstIndex(where: { $0.platform == platform }) {
                let version = entries[index].version.split(separator: ".").compactMap { Int($0) }
                if version.lexicographicallyPrecedes([17, 0]) { entries[index] = floor }
            } else {
                entries.append(floor)
            }
        }
        return entries
    }
}
