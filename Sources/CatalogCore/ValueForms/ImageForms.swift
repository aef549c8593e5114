/// `options: [systemImage]`: `iconSystemName: String`, shown by `Image(systemName:)`; always labeled.
public struct SystemImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "systemImage" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(SwiftNames.systemNameParameter(forSlot: slot), .string, followsUnlabeled: false, isSymbolName: true)]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .image }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { .call("Image", .init("systemName", arguments[0])) }
    public var controlName: String { "Image(systemName:)" }
    public var wording: String { "as a system image" }

    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression { control(arguments) }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        let fromModel = "\(SwiftNames.systemNameParameter(forSlot: slot)) from model"
        return FormSamples([.string("star")], shows: .image(.systemName, "star"), model: [.string(fromModel)], showsFromModel: .image(.systemName, fromModel))
    }
    // A symbol's name, as the SwiftUI parameter takes it.
    public var uikitReading: UIKitReading { .bridged(self) }
    public func uikitType(in context: any ValueFormContext) -> SwiftType { .string }
    public func uikitArgument(_ member: String, isOptional: Bool) -> SwiftExpression { .name(member) }
    public func uikitSample(forSlot slot: String) -> SwiftExpression { .string("star") }
}

/// `options: [image]`: `photo: Image`, stored as it is.
public struct ImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "image" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .image)] }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .image }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { arguments[0] }
    public var controlName: String { "Image" }
    public var wording: String { "as an image" }

    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression { arguments[0] }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        FormSamples([Self.photo], shows: .image(.named, "photo"), model: [Self.photo], showsFromModel: .image(.named, "photo"))
    }
    // A `UIImage`, shown through `Image(uiImage:)`.
    public var uikitReading: UIKitReading { .bridged(self) }
    public func uikitType(in context: any ValueFormContext) -> SwiftType { .named("UIImage") }
    public func uikitArgument(_ member: String, isOptional: Bool) -> SwiftExpression {
        SwiftExpression.shown([.name(member)], isOptional: isOptional) { .call("Image", .init("uiImage", $0[0])) }
    }
    public func uikitSample(forSlot slot: String) -> SwiftExpression { .call("UIImage") }
    /// `Image("photo")`.
    static let photo = SwiftExpression.call("Image", .unlabeled(.string("photo")))
}

extension SystemImageForm: UIKitBridge {}
extension ImageForm: UIKitBridge {}
