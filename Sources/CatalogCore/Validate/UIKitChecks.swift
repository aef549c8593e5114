/// The checks of `uikit: true` across the catalog: the view class's name must be free, and its members must
/// not clash with one another or with what a `UIView` subclass inherits.
enum UIKitChecks {
    static func check(_ components: [Component]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Every type name the catalog generates, by the component that owns it, and folded for file names.
        var owners: [String: String] = [:]
        for component in components {
            owners[component.name] = "component '\(component.name)'"
            if let model = component.modelName { owners[model] = "\(component.name)'s model protocol" }
            if component.isStyled {
                let names = SwiftNames.styleNames(forComponent: component.name)
                for type in [names.protocol, names.configuration, names.defaultStyle] { owners[type] = "a type \(component.name)'s style generates" }
            }
        }
        let folded = Dictionary(owners.map { ($0.key.lowercased(), $0.key) }, uniquingKeysWith: { first, _ in first })
        for component in components where component.isUIKit {
            let name = UIKitNames.viewClass(forComponent: component.name)
            let location = component.uikitLocation
            if let owner = owners[name] {
                diagnostics.append(.error("\(component.name)'s UIKit view '\(name)' has the name of \(owner); rename one, or set uikit: false", at: location))
            } else if let other = folded[name.lowercased()] {
                diagnostics.append(.error("\(component.name)'s UIKit view '\(name)' differs only in case from '\(other)': their files would collide on a case-insensitive file system", at: location))
            } else if UIKitNames.typesUsedByGeneratedCode.contains(name) || SwiftNames.typesUsedByGeneratedCode.contains(name) {
                diagnostics.append(.error("\(component.name)'s UIKit view '\(name)' would shadow a type the generated code uses", at: location))
            }
            diagnostics += checkMembers(of: component, className: name)
        }
        return diagnostics
    }

    /// A slot or property whose class property would override a `UIView` member, or whose name is a
    /// binding's change callback.
    private static func checkMembers(of component: Component, className: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var members: [String: String] = [:]
        for slot in component.slots {
            for member in UIKitNames.members(of: slot) { members[member] = "slot '\(slot.name)'" }
        }
        // A modifier property is not a member of the UIKit view: it keeps its default there.
        for property in component.parameterProperties { members[property.name] = "property '\(property.name)'" }
        for slot in component.slots {
            // A UIKit view's slot is a `UIView` shown through a representable, which is no concrete view type.
            if let viewType = slot.viewType {
                diagnostics.append(.error("slot '\(slot.name)' holds a \(viewType) (viewType), and \(className) would pass it a UIView; remove viewType, or set uikit: false", at: slot.location))
            }
            for member in UIKitNames.members(of: slot) where UIKitNames.inheritedMembers.contains(member) {
                diagnostics.append(.error("slot '\(slot.name)' would be \(className)'s '\(member)', which UIView already has; rename the slot, or set uikit: false", at: slot.location))
            }
        }
        for property in component.parameterProperties {
            if UIKitNames.inheritedMembers.contains(property.name) {
                diagnostics.append(.error("property '\(property.name)' would be \(className)'s '\(property.name)', which UIView already has; rename the property, or set uikit: false", at: property.location))
            }
            guard property.isBinding else { continue }
            let callback = UIKitNames.changeCallback(forBinding: property.name)
            if let owner = members[callback] {
                diagnostics.append(.error("\(owner) has the name of \(className)'s change callback of '\(property.name)'; rename it, or set uikit: false", at: property.location))
            }
        }
        return diagnostics
    }
}
