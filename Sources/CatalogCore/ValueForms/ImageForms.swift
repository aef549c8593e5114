/// `options: [systemImage]`: `iconSystemName: String`, shown by `Image(systemName:)`; always labeled.
public struct SystemImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "systemImage" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(SwiftNames.systemNameParameter(forSlot: slot), .string, followsUnlabeled: false, isSymbolName: true)]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .image }
    public func control(_ arguments: [String]) -> String { "Image(systemName: \(arguments[0]))" }
    public var controlName: String { "Image(systemName:)" }
    public var wording: String { "as a system image" }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { control(arguments) }
}

/// `options: [image]`: `photo: Image`, stored as it is.
public struct ImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "image" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .image)] }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .image }
    public func control(_ arguments: [String]) -> String { arguments[0] }
    public var controlName: String { "Image" }
    public var wording: String { "as an image" }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { arguments[0] }
}
