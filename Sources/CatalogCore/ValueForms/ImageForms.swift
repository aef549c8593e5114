/// `options: [systemImage]`: `iconSystemName: String`, shown by `Image(systemName:)`; always labeled.
public struct SystemImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "systemImage" }
    public func parameterName(forSlot slot: String) -> String { SwiftNames.systemNameParameter(forSlot: slot) }
    public var followsUnlabeled: Bool { false }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .string }
    public func storedType(in context: ValueFormContext) -> SwiftType { .image }
    public func control(_ argument: String) -> String { "Image(systemName: \(argument))" }
    public var controlName: String { "Image(systemName:)" }
    public var wording: String { "as a system image" }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .string }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { control(argument) }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "\"star\"" }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .systemName(\"star\"))" }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String {
        "\"\(parameterName(forSlot: slot)) from model\""
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testSource == .systemName(\"\(parameterName(forSlot: slot)) from model\"))"
    }
}

/// `options: [image]`: `photo: Image`, stored as it is.
public struct ImageForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "image" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .image }
    public func storedType(in context: ValueFormContext) -> SwiftType { .image }
    public func control(_ argument: String) -> String { argument }
    public var controlName: String { "Image" }
    public var wording: String { "as an image" }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .image }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { argument }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "Image(\"photo\")" }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .named(\"photo\"))" }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "Image(\"photo\")" }
    public func checkFromModel(_ stored: String, slot: String) -> String? { check(stored, slot: slot) }
}
