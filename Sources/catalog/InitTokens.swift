/// The small design-token set `catalog init` writes (W3C DTCG 2025.10): a base set (spacing, a radius, one
/// typography) and a light and a dark color theme, through a resolver, as a Figma or Tokens Studio export
/// is laid out; catalog.yaml names the resolver, so the first component can read tokens.
extension NewPackage {
    /// Where the files go, relative to the package, and where catalog.yaml (in specs/) finds the resolver.
    static let tokenFolder = "tokens"
    static let resolverFile = "catalog.resolver.json"

    /// The files, in the order init writes them.
    static let tokenFiles: [(name: String, contents: String)] = [
        (resolverFile, resolver), ("base.tokens.json", baseTokens), ("light.tokens.json", lightTokens), ("dark.tokens.json", darkTokens),
    ]

    /// catalog.yaml's `tokens:`: the resolver, and its `theme` contexts following the color scheme.
    static let tokenSettings = """
        # Design tokens (W3C DTCG 2025.10, as Figma and Tokens Studio export them): catalog generate writes
        # Swift/Tokens.swift and a tokens page in the reference; a component reads them with tokens:
        # (catalog new Name --tokens gap:space.small). Colors that follow the color scheme need iOS 17.
        tokens:
          resolver: ../\(tokenFolder)/\(resolverFile)
          modes:
            theme:
              light: { colorScheme: light }
              dark: { colorScheme: dark }
        """

    static let resolver = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
          "name": "Design tokens",
          "version": "2025.10",
          "sets": {
            "base": { "description": "Spacing, radii and type.", "sources": [{ "$ref": "base.tokens.json" }] }
          },
          "modifiers": {
            "theme": {
              "description": "Color theme",
              "contexts": {
                "light": [{ "$ref": "light.tokens.json" }],
                "dark": [{ "$ref": "dark.tokens.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }

        """

    static let baseTokens = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "space": {
            "$type": "dimension",
            "$description": "The spacing scale, in points.",
            "small": { "$value": { "value": 4, "unit": "px" } },
            "medium": { "$value": { "value": 8, "unit": "px" } },
            "large": { "$value": { "value": 16, "unit": "px" } }
          },
          "radius": {
            "$type": "dimension",
            "medium": { "$value": { "value": 12, "unit": "px" } }
          },
          "typography": {
            "$type": "typography",
            "body": {
              "$value": { "fontFamily": ["system-ui"], "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 },
              "$extensions": { "dev.catalog": { "textStyle": "body" } }
            }
          }
        }

        """

    static let lightTokens = themeTokens(accent: ("#007aff", "0, 0.478, 1"), text: ("#1c1c1e", "0.11, 0.11, 0.118"), surface: ("#f2f2f7", "0.949, 0.949, 0.969"))
    static let darkTokens = themeTokens(accent: ("#0a84ff", "0.039, 0.518, 1"), text: ("#ffffff", "1, 1, 1"), surface: ("#1c1c1e", "0.11, 0.11, 0.118"))

    /// One theme's colors; `text` names `surface` as its background, so the reference shows their contrast.
    private static func themeTokens(accent: (String, String), text: (String, String), surface: (String, String)) -> String {
        func color(_ value: (hex: String, components: String)) -> String {
            "{ \"colorSpace\": \"srgb\", \"components\": [\(value.components)], \"hex\": \"\(value.hex)\" }"
        }
        return """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "color": {
                "$type": "color",
                "accent": { "$value": \(color(accent)) },
                "text": { "$value": \(color(text)), "$extensions": { "dev.catalog": { "contrastWith": "{color.surface}" } } },
                "surface": { "$value": \(color(surface)), "$description": "The background of a component." }
              }
            }

            """
    }
}
