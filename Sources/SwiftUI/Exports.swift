// Apple's SwiftUI re-exports CoreGraphics (`@_exported import CoreGraphics`, [I17] line 8) and, through the
// frameworks it re-exports, Foundation: `import SwiftUI` alone sees `CGFloat`, `CGSize`, `CGPoint`, `CGRect`,
// `Date`, `URL`, `UUID`, … On Linux, Foundation declares the CoreGraphics geometry types, so one re-export
// gives generated code (a spec's `type: CGFloat`, a `state:` entry of type `CGSize`) the same names.
@_exported import Foundation
