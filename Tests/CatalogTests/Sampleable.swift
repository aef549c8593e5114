import Catalog
import SwiftUI

// The samples of this catalog's own types (its resolvers' inputs, a Font for Tile, its slots' view types), beside the one
// `Sampleable` that the recorded call sites declare (`Samples.declarations`). Not a conformance: this file compiles while
// `.ci/record` has emptied the recording. CatalogCallSiteCompileTests compiles this file too.
extension TaskPriority { static var sample: TaskPriority { .high } }
extension Font { static var sample: Font { .title } }
extension SectionHeaderButton { static var sample: SectionHeaderButton { SectionHeaderButton("See all") {} } }
