/// The public declarations of a UIKit view, shared by the Swift file, the reference page and `catalog diff`,
/// so the three cannot disagree.
public enum UIKitDeclarations {
    /// `public init(title: String, isOn: Bool, isEnabled: Bool = true)`.
    public static func initializer(_ uikit: UIKitViewPlan, access: AccessLevel) -> String {
        "\(access.prefix)init(\(uikit.members.map(\.declaration).joined(separator: ", ")))"
    }

    /// The cell configuration's parameters: the initializer's, each binding's callback beside it.
    public static func configurationParameters(_ uikit: UIKitViewPlan) -> [String] {
        uikit.members.flatMap { member in
            [member.declaration] + (member.changeCallback.map { ["\($0): \(callbackType(member)) = nil"] } ?? [])
        }
    }

    /// `public static func configuration(title: String, …) -> UIHostingConfiguration<some View, EmptyView>`.
    public static func configuration(_ uikit: UIKitViewPlan, access: AccessLevel) -> String {
        "\(access.prefix)static func configuration(\(configurationParameters(uikit).joined(separator: ", ")))"
            + " -> UIHostingConfiguration<some View, EmptyView>"
    }

    /// `public var title: String`, and for a binding its callback `public var onIsOnChange: ((Bool) -> Void)?`.
    public static func properties(_ uikit: UIKitViewPlan, access: AccessLevel) -> [String] {
        let prefix = access.prefix
        return uikit.members.flatMap { member in
            ["\(prefix)var \(member.name): \(member.type)"]
                + (member.changeCallback.map { ["\(prefix)var \($0): \(callbackType(member))"] } ?? [])
        }
    }

    /// `((Bool) -> Void)?`.
    static func callbackType(_ member: UIKitMember) -> String { "((\(member.type)) -> Void)?" }

    /// `init(title:isOn:isEnabled:)`.
    public static func selector(_ uikit: UIKitViewPlan) -> String {
        "init(" + uikit.members.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The class with its public API, without bodies: the reference shows it.
    public static func summary(_ uikit: UIKitViewPlan, access: AccessLevel) -> String {
        var lines = uikit.attributes + ["@MainActor", "\(access.prefix)final class \(uikit.className): UIView {"]
        lines += properties(uikit, access: access).map { "    " + $0 }
        lines += ["", "    " + initializer(uikit, access: access), "    " + configuration(uikit, access: access), "}"]
        return lines.joined(separator: "\n")
    }

    /// A use of the view with sample values, and of its cell configuration: the reference's example and the
    /// tests' call sites (compiled against the stand-in and Apple's SDK).
    public static func example(_ uikit: UIKitViewPlan) -> String {
        let required = uikit.members.filter { $0.defaultValue == nil }
        let arguments = required.map { member in member.label.map { "\($0): \(member.sample)" } ?? member.sample }.joined(separator: ", ")
        let call = "(\(arguments))"
        var lines = ["let view = \(uikit.className)\(call)"]
        for member in uikit.members where member.kind == .binding {
            lines.append("view.\(member.changeCallback ?? "") = { newValue in print(newValue) }")
        }
        if let settable = uikit.members.first(where: { $0.kind == .value || $0.kind == .property }) {
            lines.append("view.\(settable.name) = \(settable.sample)")
        }
        lines.append("stackView.addArrangedSubview(view)")
        lines.append("")
        lines.append("cell.contentConfiguration = \(uikit.className).configuration\(call)")
        return lines.joined(separator: "\n")
    }
}
