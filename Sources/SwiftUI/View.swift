// The stand-in for Apple's SwiftUI on Linux. Every declaration carries Apple's shape (labels, generic
// constraints, defaults, `@_disfavoredOverload`, conformances, isolation) and its source; FIDELITY.md
// lists them all. Keys: [A27] developer.apple.com/documentation/swiftui (SDK 27 docs), [OS]
// OpenSwiftUIProject/OpenSwiftUI, [I13] the iOS 13.2 SwiftUI.swiftinterface, [SK] skiptools/skip-fuse-ui
// (Xcode 16 interfaces); see ../../shared/reference/swiftui-declarations.md.
// `SWIFTUI_SDK_18` selects the Xcode 16 (iOS 18 SDK) era; without it, the Xcode 26 era.

/// [A27] https://developer.apple.com/documentation/swiftui/view ; [OS] View/View.swift.
/// `@MainActor @preconcurrency` (iOS 18 SDK and later); the `@preconcurrency` makes isolation problems
/// that come from inferred View isolation warnings, as with Apple's SDK. `@_typeEraser(AnyView)`: iOS 17.4
/// interface ("@_typeEraser(AnyView) public protocol View").
@_typeEraser(AnyView)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Body { get }
}

/// Apple has no public `body` for views whose `Body` is `Never` (no `extension View where Body == Never`):
/// each primitive view of the stand-in declares its own witness, so a user's `struct X: View { typealias
/// Body = Never }` without a body is rejected as with Apple's SDK. The witnesses call this.
@usableFromInline
func _primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

/// [I13] `extension Never : View`; [OS] View/Never+View.swift.
extension Never: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

/// [OS] View/OptionalView.swift: "Optional conditionally conforms to View when Wrapped conforms to View".
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}
