// `catalog diff` for a component's UIKit view (`uikit: true`): the class, its initializer, its properties and
// its cell configuration are public API like the component's own.

/// What UIKit callers depend on.
public struct UIKitSurface: Hashable, Sendable {
    public var className: String
    /// Each parameter's `label: Type` and default, in order.
    public var initializer: [UIKitParameterSurface]
    public var configuration: [UIKitParameterSurface]
    /// `title` → `String`, `onIsOnChange` → `((Bool) -> Void)?`.
    public var properties: [String: String]

    init(_ uikit: UIKitViewPlan) {
        className = uikit.className
        initializer = uikit.members.map { UIKitParameterSurface(identity: ($0.label ?? "_") + ": " + $0.type.description, hasDefault: $0.defaultValue != nil) }
        configuration = uikit.members.flatMap { member in
            [UIKitParameterSurface(identity: (member.label ?? "_") + ": " + member.type.description, hasDefault: member.defaultValue != nil)]
                + (member.changeCallback.map { [UIKitParameterSurface(identity: "\($0): \(UIKitDeclarations.callbackType(member).description)", hasDefault: true)] } ?? [])
        }
        var properties: [String: String] = [:]
        for member in uikit.members {
            properties[member.name] = member.type.description
            if let callback = member.changeCallback { properties[callback] = UIKitDeclarations.callbackType(member).description }
        }
        self.properties = properties
    }
}

public struct UIKitParameterSurface: Hashable, Sendable {
    /// `title: String`.
    public var identity: String
    public var hasDefault: Bool
}

/// The rules: a view added is minor, removed is major; a property removed or retyped is major, added is minor;
/// an initializer (or the cell configuration) whose calls still compile (only defaulted parameters added) is
/// minor, any other change is major.
enum UIKitComparison {
    static func changes(_ old: UIKitSurface?, _ new: UIKitSurface?, component: String) -> [APIChange] {
        switch (old, new) {
        case (nil, nil):
            return []
        case (nil, let view?):
            return [APIChange(component, .uikitViewAdded, "UIKit view `\(view.className)` added", .minor)]
        case (let view?, nil):
            return [APIChange(component, .uikitViewRemoved, "UIKit view `\(view.className)` removed: UIKit code that uses it breaks", .major)]
        case (let before?, let after?):
            var changes: [APIChange] = []
            for (name, type) in before.properties.sorted(by: { $0.key < $1.key }) {
                if let now = after.properties[name] {
                    if now != type {
                        changes.append(APIChange(component, .uikitMemberChanged, "`\(after.className).\(name)`: type `\(type)` → `\(now)`: UIKit code that sets it breaks", .major))
                    }
                } else {
                    changes.append(APIChange(component, .uikitMemberChanged, "`\(before.className).\(name)` removed: UIKit code that sets it breaks", .major))
                }
            }
            for (name, type) in after.properties.sorted(by: { $0.key < $1.key }) where before.properties[name] == nil {
                changes.append(APIChange(component, .uikitMemberChanged, "`\(after.className).\(name): \(type)` added", .minor))
            }
            changes += compare(before.initializer, after.initializer, what: "`\(after.className).init`", component: component)
            changes += compare(before.configuration, after.configuration, what: "`\(after.className).configuration(…)`", component: component)
            return changes
        }
    }

    /// Old calls still compile when every old parameter is still there, in order and of the same type, and
    /// every new one has a default; then the change is minor.
    private static func compare(_ old: [UIKitParameterSurface], _ new: [UIKitParameterSurface], what: String, component: String) -> [APIChange] {
        guard old != new else { return [] }
        var remaining = new[...]
        var compatible = true
        for parameter in old {
            while let next = remaining.first, next.identity != parameter.identity {
                if !next.hasDefault { compatible = false }
                remaining = remaining.dropFirst()
            }
            guard remaining.first != nil else { compatible = false; break }
            if parameter.hasDefault && !remaining.first!.hasDefault { compatible = false }
            remaining = remaining.dropFirst()
        }
        if remaining.contains(where: { !$0.hasDefault }) { compatible = false }
        let list = { (parameters: [UIKitParameterSurface]) in "(" + parameters.map(\.identity).joined(separator: ", ") + ")" }
        return [APIChange(component, .uikitInitializerChanged,
                          "\(what)\(list(old)) → \(list(new))" + (compatible ? "" : ": UIKit code that calls it breaks"),
                          compatible ? .minor : .major)]
    }
}
