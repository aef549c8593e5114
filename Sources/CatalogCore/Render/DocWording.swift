/// The words the doc comments and references use where the author wrote none: the plan holds the API and the
/// author's text, the renderers the rest.
public enum DocWording {
    /// A parameter's line in `- Parameters:`.
    public static func parameter(_ parameter: Parameter) -> String {
        if let doc = parameter.doc { return doc }
        switch parameter.role {
        case .slotValue(let slot): return "The `\(slot)` value."
        case .builder(let slot): return "Builds the `\(slot)` view."
        case .property(let name), .closureProperty(let name): return "The `\(name)` property."
        case .model: return "The data to show."
        }
    }

    /// A stored property's doc comment.
    static func storedProperty(_ property: StoredProperty) -> String? {
        switch property.role {
        case .presenceFlag(let slot): "Whether the `\(slot)` slot was given (false when it was left out)."
        case .style(let modifier): "The style from the environment (`.\(modifier)(_:)`)."
        case .slot, .property, .state, .environment: property.doc
        }
    }

    /// A style configuration member's doc comment and reference row.
    static func styleMember(_ member: StyleMember) -> String? {
        switch member.role {
        case .presenceFlag(let slot): "Whether the `\(slot)` slot was given."
        case .state: member.doc ?? "The component's `\(member.name)` state."
        case .environment(let modifier): member.doc ?? "What the enclosing views set with `\(modifier)(_:)`."
        case .slot, .property, .style: member.doc
        }
    }

    /// A UIKit view's property and parameter.
    static func uikitMember(_ member: UIKitMember) -> String {
        member.doc ?? (member.kind == .value || member.kind == .view ? "The `\(member.owner)` slot." : "The `\(member.owner)` property.")
    }
}
