import Catalog
import SwiftUI
import Testing

// The accessibility audit over this repository's own catalog (issue 49): every gallery example in every mode
// (light and dark, standard and increased contrast, the default and an accessibility Dynamic Type size,
// left-to-right and right-to-left). An error fails the suite, naming the example and the mode; warnings (a
// symbol VoiceOver names itself) and checks that could not see are listed, never counted as passes.
@MainActor @Suite struct CatalogAuditTests {
    struct Mode {
        let name: String
        let environment: EnvironmentValues
    }

    static var modes: [Mode] {
        var modes: [Mode] = []
        for scheme in [ColorScheme.light, .dark] {
            for contrast in [ColorSchemeContrast.standard, .increased] {
                for size in [DynamicTypeSize.large, .accessibility3] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        var environment = EnvironmentValues()
                        environment.colorScheme = scheme
                        environment._colorSchemeContrast = contrast
                        environment.dynamicTypeSize = size
                        environment.layoutDirection = direction
                        let name = "\(scheme), \(contrast) contrast, \(size), \(direction == .rightToLeft ? "RTL" : "LTR")"
                        modes.append(Mode(name: name, environment: environment))
                    }
                }
            }
        }
        return modes
    }

    @Test func everyExampleInEveryModeHasNoError() {
        var audited = 0, warnings = 0, notChecked = 0
        var errors: [String] = []
        for example in CatalogExample.allCases {
            #expect(!_TestRenderer.leaves(example).isEmpty, "\(example.rawValue) renders nothing to audit")
            for mode in Self.modes {
                audited += 1
                for finding in _TestRenderer.audit(example, in: mode.environment) {
                    switch finding.severity {
                    case .error: errors.append("\(example.component) example '\(example.title)' (\(mode.name)): \(finding)")
                    case .warning: warnings += 1
                    case .notChecked: notChecked += 1
                    }
                }
            }
        }
        #expect(audited == CatalogExample.allCases.count * 16)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        print("audited \(CatalogExample.allCases.count) examples × \(Self.modes.count) modes: \(errors.count) errors, \(warnings) warnings, \(notChecked) not checked")
    }
}
