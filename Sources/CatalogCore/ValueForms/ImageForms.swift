/// `options: [systemImage]`: `iconSystemName: String`, shown by `Image(systemName:)`; always labeled.
public struct SystemImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "systemImage" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(SwiftNames.systemNameParameter(forSlot: slot), .string, followsUnlabeled: false)]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .image }
    public func control(_ arguments: [String]) -> String { "Image(systemName: \(arguments[0]))" }
    public var controlName: String { "Image(systemName:)" }
    public var wording: String { "as a system image" }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { control(arguments) }

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"star\""] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .systemName(\"star\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        ["\"\(SwiftNames.systemNameParameter(forSlot: slot)) from model\""]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testSource == .systemName(\"\(SwiftNames.systemNameParameter(forSlot: slot)) from model\"))"
    }
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

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["Image(\"photo\")"] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .named(\"photo\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["Image(\"photo\")"] }
    public func checkFromModel(_ stored: String, slot: String) -> String? { check(stored, slot: slot) }
}
