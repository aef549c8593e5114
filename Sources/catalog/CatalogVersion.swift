/// The release this `catalog` is: `catalog --version`, and the requirement `catalog init` writes. It is the
/// newest release in CHANGELOG.md (a test holds the two together); tags are the bare version (`1.0.0`).
enum CatalogVersion {
    static let current = "1.0.0"
}
