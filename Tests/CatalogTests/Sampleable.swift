import Catalog
import SwiftUI

// The samples of this catalog's own types (its resolvers' inputs, a Font for Tile), beside the one `Sampleable` that the
// recorded call sites declare (`Samples.declarations`). Not a conformance: this file compiles while
// `.ci/record` has emptied the recording. CatalogCallSiteCompileTests compiles this file too.
extension TaskPriority { static var sample: TaskPriority { .high } }
extension Font { static var sample: Font { .title } }
