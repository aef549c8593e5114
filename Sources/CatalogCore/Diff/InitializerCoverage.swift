/// How a new initializer accepts every call an old one accepted, if it does.
struct Coverage {
    /// The new initializer's parameters the old one did not have; all defaulted.
    var extraParameters: [ParameterSurface] = []
    /// Its constraints on generic parameters the old type did not have.
    var extraConstraints: [ConstraintSurface] = []
    /// A new defaulted closure parameter before a defaulted closure parameter the old initializer had, with
    /// nothing required after it: forward-scan matching gives it the unlabeled trailing closure.
    var retargetedParameter: ParameterSurface?
    /// The old parameters that unlabeled trailing closure could fill.
    var retargetedFrom: [ParameterSurface] = []
    var retargetsTrailingClosure: Bool { retargetedParameter != nil }

    init?(of old: InitializerSurface, by new: InitializerSurface, oldGenerics: Set<String>) {
        let onOldGenerics = new.constraints.filter { oldGenerics.contains($0.genericParameter) }
        guard Set(onOldGenerics) == Set(old.constraints) else { return nil }
        extraConstraints = new.constraints.filter { !oldGenerics.contains($0.genericParameter) }
        var next = 0
        var isExtra: [Bool] = []
        for parameter in new.parameters {
            if next < old.parameters.count, parameter.identity == old.parameters[next].identity {
                // A call that left it out must still compile.
                if old.parameters[next].defaultValue != nil && parameter.defaultValue == nil { return nil }
                next += 1
                isExtra.append(false)
            } else if parameter.defaultValue != nil {
                extraParameters.append(parameter)
                isExtra.append(true)
            } else {
                return nil
            }
        }
        guard next == old.parameters.count else { return nil }
        for (index, parameter) in new.parameters.enumerated() where isExtra[index] && parameter.takesClosure {
            let later = new.parameters.indices.dropFirst(index + 1)
            let laterOldClosures = later.filter { !isExtra[$0] && new.parameters[$0].takesClosure && new.parameters[$0].defaultValue != nil }
            let laterRequired = later.contains { new.parameters[$0].defaultValue == nil }
            if !laterOldClosures.isEmpty && !laterRequired {
                retargetedParameter = parameter
                retargetedFrom = laterOldClosures.map { new.parameters[$0] }
                break
            }
        }
    }
}

extension Array where Element: Equatable {
    /// Whether every element of `self` appears in `other`, in the same order.
    func isSubsequence(of other: [Element]) -> Bool {
        var remaining = other[...]
        for element in self {
            guard let index = remaining.firstIndex(of: element) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}
