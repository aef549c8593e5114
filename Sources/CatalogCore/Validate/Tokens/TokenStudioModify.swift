/// Tokens Studio's color modifier, `$extensions["studio.tokens"].modify`, which its export keeps beside an
/// alias instead of the color it makes (`{ "type": "alpha", "value": "0.5" }`). `alpha` is applied: the
/// color with that opacity, per context. `lighten`, `darken` and `mix` depend on Tokens Studio's own color
/// math: the token is left out with a warning rather than given the unmodified color.
struct TokenStudioModify {
    let type: String
    let amount: Double?
    let location: SourceLocation

    init?(_ extensions: YAMLNode?) {
        guard let modify = TokenExtensions.field("modify", of: "studio.tokens", in: extensions) else { return nil }
        location = modify.location
        guard case .scalar(let type, _)? = TokenExtensions.value("type", in: modify)?.kind else {
            self.type = ""
            amount = nil
            return
        }
        self.type = type
        if case .scalar(let text, _)? = TokenExtensions.value("value", in: modify)?.kind {
            amount = Double(text.trimmingWhitespace()).flatMap { $0.isFinite ? $0 : nil }
        } else {
            amount = nil
        }
    }

    /// The modified value, or why there is none.
    func apply(to value: TokenValue) -> Result<TokenValue, Omission> {
        guard type == "alpha" else {
            return .failure(Omission(reason: "Tokens Studio's '\(type)' color modifier ($extensions[\"studio.tokens\"].modify) is not computed by catalog; export with the modifiers resolved"))
        }
        guard let color = value.as(ColorTokenType.self), let amount, (0...1).contains(amount) else {
            return .failure(Omission(reason: "Tokens Studio's 'alpha' modifier needs a color and a value from 0 to 1"))
        }
        return .success(ColorTokenType.wrap(TokenColorValue(space: color.space, components: color.components, alpha: amount)))
    }

    struct Omission: Error {
        let reason: String
    }
}
