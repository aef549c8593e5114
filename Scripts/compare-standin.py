#!/usr/bin/env python3
"""Compare the Linux SwiftUI stand-in (Sources/SwiftUI) with Apple's real interface, declaration by declaration.

For maintainers; standard library only, no network, not part of the tests. Apple's interface files are not in
the repository: pass their paths (e.g. a SwiftUI.swiftinterface from an iOS SDK, and optionally Foundation's
for LocalizedStringResource and String.LocalizationValue).

    python3 Scripts/compare-standin.py /tmp/SwiftUI-17.4.swiftinterface [--foundation /tmp/Foundation.swiftinterface]
        [--era 26|18] [--keep-isolation] [--missing]

Both sides are normalized before they are compared: availability and other attributes that do not change type
checking (`@available`, `@inlinable`, `@_alwaysEmitIntoClient`, `@_semantics`, `@usableFromInline`, `@frozen`,
`@_transparent`, …), bodies, internal parameter names, module qualifiers (`SwiftUI.`, `Swift.`, …), spacing, and
the order of generic constraints (inline constraints move to the `where` clause). Isolation (`@MainActor`,
`nonisolated`, `@preconcurrency`) is dropped unless --keep-isolation: the stand-in models the Xcode 16 and 26
eras, whose isolation differs from older interfaces. What is kept: labels, parameter and result types,
defaults, generic constraints, `@_disfavoredOverload`, `static`/`mutating`, `throws`, read-only versus settable
properties, and conformances, with `@available(*, unavailable)` ones (not Sendable) kept apart.

It prints, per type:
  DIFFERS      a stand-in declaration whose name Apple has, but with another signature (Apple's candidates follow)
  NOT APPLE'S  a stand-in declaration Apple does not have at all (the stand-in's `_test…` hooks are skipped)
  CONFORMANCE  a conformance the stand-in declares that Apple does not, or the other way round (Sendable,
               unavailable Sendable, Equatable, …; Apple's underscored and private protocols are ignored)
  MISSING      with --missing: Apple's overloads of a name the stand-in declares in that type, that it lacks
The exit status is 0 either way.
"""

import argparse
import os
import re
import sys
from collections import defaultdict

MODULES = ("SwiftUI", "SwiftUICore", "Swift", "Foundation", "CoreFoundation", "ObjectiveC", "_Concurrency",
           "CoreGraphics", "DeveloperToolsSupport", "CoreTransferable", "UniformTypeIdentifiers", "Combine",
           "Observation", "UIKit", "Darwin")
DROPPED_ATTRIBUTES = ("@inlinable", "@_alwaysEmitIntoClient", "@usableFromInline", "@_transparent", "@frozen",
                      "@_weakLinked", "@objc", "@_effects", "@_semantics", "@available", "@_spi", "@_originallyDefinedIn",
                      "@_silgen_name", "@_specialize", "@export", "@_hasMissingDesignatedInitializers",
                      "@_inheritsConvenienceInitializers", "@_Concurrency.MainActor(unsafe)", "@_unsafeInheritExecutor",
                      "@_typeEraser", "@propertyWrapper", "@dynamicMemberLookup", "@resultBuilder", "@_functionBuilder",
                      "@_marker", "@_nonSendable", "@_documentation", "@_disallowFeatureSuppression",
                      "@_allowFeatureSuppression", "@backDeployed", "@_implements")
ISOLATION_ATTRIBUTES = ("@MainActor", "@preconcurrency", "@_Concurrency.MainActor")
DECL_KEYWORDS = ("func", "init", "var", "let", "subscript", "typealias", "case", "associatedtype", "struct", "enum",
                 "class", "protocol", "extension", "actor")
IGNORED_PROTOCOL = re.compile(r"^_|^(Swift\.)?(BitwiseCopyable|Copyable|Escapable|SendableMetatype)$")


def strip_comments(text):
    out, i, n = [], 0, len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
            continue
        if c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def preprocess(text, defines):
    """Keep the lines of active `#if` branches; unknown conditions (`compiler(>=5.3) && $Feature`) count as true."""
    out, stack = [], []
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("#if "):
            cond = s[4:].strip()
            value = defines.get(cond, True) if re.fullmatch(r"!?\w+", cond) else True
            if cond.startswith("!") and cond[1:] in defines:
                value = not defines[cond[1:]]
            stack.append([value, value])
            continue
        if s.startswith("#elseif"):
            taken = stack[-1][1]
            stack[-1][0] = not taken
            stack[-1][1] = True
            continue
        if s == "#else":
            stack[-1][0] = not stack[-1][1]
            continue
        if s == "#endif":
            stack.pop()
            continue
        if all(active for active, _ in stack):
            out.append(line)
    return "\n".join(out)


def brace_delta(line):
    depth, in_string = 0, False
    prev = ""
    for c in line:
        if c == '"' and prev != "\\":
            in_string = not in_string
        elif not in_string:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
        prev = c
    return depth


def split_top(text, sep=","):
    parts, depth, cur = [], 0, []
    for c in text:
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def unqualify(text):
    for module in MODULES:
        text = re.sub(r"(?<![\w.])" + re.escape(module) + r"\.(?=[A-Za-z_])", "", text)
    text = re.sub(r"(?<![\w.])Self\.(?=[A-Z_])", "", text)
    return text


def drop_attributes(text, keep_isolation):
    for attribute in DROPPED_ATTRIBUTES:
        text = re.sub(re.escape(attribute) + r"(\((?:[^()]|\([^()]*\))*\))?", "", text)
    if not keep_isolation:
        text = re.sub(r"(@_Concurrency\.MainActor|@MainActor)(\(unsafe\))?|@preconcurrency|@isolated\(any\)", "", text)
        text = re.sub(r"\bnonisolated(\(unsafe\))?\s", "", text)
    text = re.sub(r"\b(public|open|final|required|convenience|override|dynamic|indirect)\s", "", text)
    return text


def matching(text, start, open_c, close_c):
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_c:
            depth += 1
        elif text[i] == close_c:
            depth -= 1
            if depth == 0:
                return i
    return len(text) - 1


def normalize_params(params):
    out = []
    for p in split_top(params):
        if ":" not in p:
            out.append(p)
            continue
        names, rest = p.split(":", 1)
        names = names.split()
        attributes = [n for n in names if n.startswith("@")]
        names = [n for n in names if not n.startswith("@")]
        if attributes:
            rest = " ".join(attributes) + " " + rest
        label = names[0] if names else "_"
        default = ""
        parts = split_top(rest, "=")
        if len(parts) > 1:
            rest, default = parts[0], " = " + "=".join(parts[1:]).strip()
        out.append(f"{label}: {' '.join(rest.split())}{default}")
    return ", ".join(out)


def normalize_generics(sig):
    """Move `<T: P>` constraints into the where clause and sort the where clause."""
    m = re.match(r"^(.*?\b(?:func\s+[^\s(<]+|init[?!]?|subscript))(<[^>]*(?:<[^>]*>[^>]*)*>)?(.*)$", sig)
    constraints = []
    if m and m.group(2):
        generics = []
        for g in split_top(m.group(2)[1:-1]):
            if ":" in g:
                name, bound = g.split(":", 1)
                generics.append(name.strip())
                constraints.append(f"{name.strip()}: {bound.strip()}")
            else:
                generics.append(g.strip())
        sig = m.group(1) + "<" + ", ".join(generics) + ">" + m.group(3)
    where = ""
    idx = find_top_level_where(sig)
    if idx >= 0:
        where = sig[idx + len(" where "):]
        sig = sig[:idx]
    for c in split_top(where):
        if c:
            constraints.append(c)
    expanded = []
    for c in constraints:
        if ":" in c and "==" not in c:
            name, bound = c.split(":", 1)
            for b in bound.split("&"):
                expanded.append(f"{name.strip()}: {b.strip()}")
        else:
            expanded.append(" ".join(c.split()))
    if expanded:
        sig = sig + " where " + ", ".join(sorted(set(expanded)))
    return sig


def find_top_level_where(sig):
    depth = 0
    for i in range(len(sig)):
        c = sig[i]
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        elif depth == 0 and sig.startswith(" where ", i):
            return i
    return -1


NESTED = set()
NESTED_PATTERN = []


def tidy(text):
    if NESTED and not NESTED_PATTERN:
        NESTED_PATTERN.append(re.compile(r"(?<![\w.])(" + "|".join(re.escape(p) for p in sorted(NESTED, key=len, reverse=True)) + r")(?!\w)"))
    if NESTED_PATTERN:
        previous = None
        while previous != text:
            previous, text = text, NESTED_PATTERN[0].sub(lambda m: m.group(1).split(".")[-1], text)
    text = re.sub(r"\s*:\s*", ": ", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"<\s+", "<", text)
    text = re.sub(r"\s+>", ">", text)
    text = text.replace("Void", "()").replace("-> ()", "-> ()")
    text = re.sub(r"@_opaqueReturnTypeOf\([^)]*\)\s*__(<[^>]*>)?", "some", text)
    return text.strip()


class Decl:
    def __init__(self, context, kind, name, signature, raw, disfavored):
        self.context, self.kind, self.name, self.signature, self.raw = context, kind, name, signature, raw
        self.disfavored = disfavored


def declaration_name(sig):
    m = re.match(r"^(?:(?:static|class|mutating|nonmutating|prefix|postfix|infix|nonisolated(?:\(unsafe\))?|@[\w.]+(?:\([^)]*\))?)\s+)*(func|init[?!]?|var|let|subscript|typealias|case|associatedtype)\b\s*([^\s(<:=]*)", sig)
    if not m:
        return None, None
    kind = m.group(1)
    name = m.group(2)
    if kind.startswith("init"):
        name = "init"
        kind = "init"
    if kind == "subscript":
        name = "subscript"
    if kind == "let":
        kind = "var"
    return kind, name


def normalize_decl(sig, body, has_body, keep_isolation):
    """Return (kind, name, normalized signature) for a member declaration, or None."""
    sig = drop_attributes(unqualify(sig), keep_isolation).strip()
    disfavored = "@_disfavoredOverload" in sig
    sig = sig.replace("@_disfavoredOverload", "").strip()
    sig = re.sub(r"@discardableResult\s*", "@discardableResult ", sig)
    sig = " ".join(sig.split())
    kind, name = declaration_name(sig.replace("@discardableResult ", ""))
    if kind is None:
        return None
    if kind in ("func", "init", "subscript"):
        open_paren = sig.find("(", sig.find(name if kind != "init" else "init"))
        if open_paren >= 0:
            close = matching(sig, open_paren, "(", ")")
            sig = sig[:open_paren + 1] + normalize_params(sig[open_paren + 1:close]) + sig[close:]
        sig = normalize_generics(sig)
    elif kind == "var":
        is_let = re.search(r"\blet\b", sig) is not None
        sig = re.sub(r"^(.*?)\blet\b", r"\1var", sig, count=1)
        if is_let:
            settable = "get"
        elif not has_body:
            settable = "get-set"
        else:
            settable = "get-set" if re.search(r"\bset\b", body) else "get"
        initializer = re.search(r"=\s*([A-Z][\w.]*)\s*\(", sig)
        if ":" not in sig.split("=")[0] and initializer:
            sig = re.sub(r"\s*=.*$", "", sig) + ": " + initializer.group(1)
        sig = re.sub(r"\s*=.*$", "", sig)
        sig = f"{sig} {{{settable}}}"
    elif kind == "case":
        sig = re.sub(r"\s*=.*$", "", sig)
    if disfavored:
        sig = "@_disfavoredOverload " + sig
    return kind, name, tidy(sig)


def parse(path_or_text, is_interface, defines, keep_isolation, text=None):
    """Return (members: context -> [Decl], conformances: type -> set of (protocol, where, unavailable))."""
    if text is None:
        with open(path_or_text, encoding="utf-8") as f:
            text = f.read()
    text = preprocess(strip_comments(text), defines)
    lines = text.split("\n")
    members = defaultdict(list)
    conformances = defaultdict(set)
    stack = []  # (context name, depth at which its members live, is a protocol)
    depth = 0
    pending = []
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        i += 1
        if not stripped:
            continue
        # Attribute-only lines attach to the next declaration.
        if re.fullmatch(r"(@[\w.]+(\((?:[^()]|\([^()]*\))*\))?\s*)+", stripped):
            pending.append(stripped)
            depth += brace_delta(line)
            continue
        current = stack[-1] if stack else None
        at_member_level = (current is None and depth == 0) or (current is not None and depth == current[1])
        if not at_member_level:
            depth += brace_delta(line)
            while stack and depth < stack[-1][1]:
                stack.pop()
            pending = []
            continue
        full = " ".join(pending + [stripped])
        pending = []
        head = full
        # Join continuation lines of a declaration split over several lines (parameters, where clauses).
        while head.count("(") > head.count(")") and i < len(lines):
            head += " " + lines[i].strip()
            i += 1
        delta = brace_delta(head)
        body = ""
        cut = top_level_brace(head)
        if cut >= 0:
            body = head[cut + 1:]
            sig = head[:cut].strip()
            if delta > 0:
                # Collect the rest of the body (accessors) for properties.
                j, d = i, delta
                while j < len(lines) and d > 0:
                    body += " " + lines[j].strip()
                    d += brace_delta(lines[j])
                    j += 1
        else:
            sig = head.strip()
        unavailable = "@available(*, unavailable" in sig
        visible = is_interface or re.search(r"\b(public|open)\b", sig) or (current is not None and current[2])
        if re.search(r"\b(internal|private|fileprivate|package)\b", sig) and not sig.startswith("extension"):
            visible = False
        type_match = re.search(r"\b(struct|enum|class|protocol|extension|actor)\s+([\w.]+)(.*)$", sig)
        is_type = type_match and not re.search(r"\b(func|init|var|let|case|typealias|subscript)\b", sig[:type_match.start()])
        if is_type:
            kind, name, rest = type_match.group(1), unqualify(type_match.group(2)), type_match.group(3)
            if current is not None and kind != "extension":
                name = current[0] + "." + name
            hidden = (kind != "extension" and not visible) or re.search(r"(^|\.)_[Tt]est", name)
            if hidden:
                if delta > 0:
                    stack.append((name, depth + 1, False, False))
                    depth += delta
                continue
            record_conformances(conformances, name, kind, rest, unavailable, keep_isolation)
            if kind != "extension":
                conformances[name].add(("<declared " + kind + ">", "", False))
            if delta > 0:
                stack.append((name, depth + 1, kind == "protocol", bool(visible) or kind == "extension"))
                depth += delta
            continue
        if delta != 0:
            depth += delta
            while stack and depth < stack[-1][1]:
                stack.pop()
        if current is not None and not current[3]:
            continue
        if not visible:
            continue
        normalized = normalize_decl(sig, body, cut >= 0, keep_isolation)
        if normalized is None:
            continue
        kind, name, signature = normalized
        if kind == "typealias" and name in ("Body", "AllCases", "RawValue", "StringLiteralType", "ExtendedGraphemeClusterLiteralType",
                                            "UnicodeScalarLiteralType", "ArrayLiteralElement", "Element", "Iterator", "SubSequence",
                                            "Index", "Indices", "ID", "AnimatableData", "Resolved", "StringInterpolation"):
            continue
        if name in ("hash", "hashValue", "==") or name.startswith("_make") or name == "_viewListCount":
            continue
        if unavailable:
            signature = "@unavailable " + signature
        context = current[0] if current else "<global>"
        members[context].append(Decl(context, kind, name, signature, sig, "@_disfavoredOverload" in signature))
    return members, conformances


def top_level_brace(head):
    depth, in_string = 0, False
    for idx, c in enumerate(head):
        if c == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif c in "([<":
            depth += 1
        elif c in ")]>":
            if not (c == ">" and idx > 0 and head[idx - 1] == "-"):
                depth -= 1
        elif c == "{" and depth <= 0:
            return idx
    return -1


def record_conformances(conformances, name, kind, rest, unavailable, keep_isolation):
    rest = drop_attributes(unqualify(rest), keep_isolation)
    rest = re.sub(r"^<[^>]*(<[^>]*>[^>]*)*>", "", rest.strip())
    where = ""
    idx = find_top_level_where(" " + rest)
    if idx >= 0:
        where = (" " + rest)[idx + len(" where "):]
        rest = (" " + rest)[:idx]
    where = ", ".join(sorted(" ".join(c.replace(" : ", ": ").split()).replace(" :", ":") for c in split_top(where) if c))
    where = tidy(where)
    rest = rest.strip()
    if not rest.startswith(":"):
        return
    for proto in split_top(rest[1:]):
        proto = proto.replace("@unchecked", "").replace("@retroactive", "").strip()
        if not proto or IGNORED_PROTOCOL.search(proto) or (kind == "protocol"):
            continue
        conformances[name].add((proto, where if kind == "extension" else "", unavailable))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("interface", help="Apple's SwiftUI.swiftinterface")
    parser.add_argument("--foundation", help="Apple's Foundation.swiftinterface (LocalizedStringResource, …)")
    parser.add_argument("--standin", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "SwiftUI"))
    parser.add_argument("--era", choices=("26", "18"), default="26", help="which SDK era of the stand-in to read")
    parser.add_argument("--keep-isolation", action="store_true", help="compare @MainActor, nonisolated, @preconcurrency too")
    parser.add_argument("--missing", action="store_true", help="also list Apple's overloads of declared names the stand-in lacks")
    args = parser.parse_args()

    for path in [args.interface] + ([args.foundation] if args.foundation else []) + [
            os.path.join(args.standin, f) for f in os.listdir(args.standin) if f.endswith(".swift")]:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        for outer, inner in re.findall(r"(?=\b([A-Z]\w*)\.([A-Z]\w*)\b)", unqualify(source)):
            NESTED.add(outer + "." + inner)
    apple_members, apple_conformances = parse(args.interface, True, {}, args.keep_isolation)
    if args.foundation:
        members, confs = parse(args.foundation, True, {}, args.keep_isolation)
        for k, v in members.items():
            apple_members[k].extend(v)
        for k, v in confs.items():
            apple_conformances[k] |= v

    defines = {"SWIFTUI_SDK_18": args.era == "18"}
    stand_members, stand_conformances = defaultdict(list), defaultdict(set)
    for file in sorted(os.listdir(args.standin)):
        if file.endswith(".swift"):
            m, c = parse(os.path.join(args.standin, file), False, defines, args.keep_isolation)
            for k, v in m.items():
                stand_members[k].extend(v)
            for k, v in c.items():
                stand_conformances[k] |= v

    findings = 0
    for context in sorted(set(stand_members) | set(stand_conformances)):
        lines = []
        apple = apple_members.get(context, [])
        apple_by_name = defaultdict(list)
        for d in apple:
            apple_by_name[(d.kind, d.name)].append(d)
        apple_signatures = {d.signature for d in apple}
        declared_names = set()
        for d in stand_members.get(context, []):
            if d.name.startswith("_test") or d.name == "body" and d.signature.endswith("Never {get}"):
                continue
            declared_names.add((d.kind, d.name))
            if d.signature in apple_signatures:
                continue
            candidates = apple_by_name.get((d.kind, d.name), [])
            if candidates:
                lines.append(f"  DIFFERS      {d.signature}")
                for c in candidates:
                    lines.append(f"      Apple:   {c.signature}")
            else:
                lines.append(f"  NOT APPLE'S  {d.signature}")
        if args.missing:
            stand_signatures = {d.signature for d in stand_members.get(context, [])}
            for key in sorted(declared_names):
                for c in apple_by_name.get(key, []):
                    if c.signature not in stand_signatures and not c.signature.startswith("@unavailable"):
                        lines.append(f"  MISSING      {c.signature}")
        if context in apple_conformances or context in apple_members:
            theirs = {c for c in apple_conformances.get(context, set()) if not c[0].startswith("<declared")}
            ours = {c for c in stand_conformances.get(context, set()) if not c[0].startswith("<declared")}
            ours_protocols = {c[0] for c in ours}
            for proto, where, unavailable in sorted(ours - theirs):
                lines.append(f"  CONFORMANCE  stand-in: {'unavailable ' if unavailable else ''}{proto}{' where ' + where if where else ''}; Apple: "
                             + (", ".join(sorted(f"{'unavailable ' if u else ''}{p}{' where ' + w if w else ''}" for p, w, u in theirs if p == proto)) or "none"))
            declared = any(c[0].startswith("<declared") for c in stand_conformances.get(context, set()))
            declared_enum = ("<declared enum>", "", False) in stand_conformances.get(context, set())
            for proto, where, unavailable in sorted(theirs - ours):
                if not declared or (declared_enum and proto in ("Equatable", "Hashable")):
                    continue
                if proto in ours_protocols or proto in ("Sendable",) or stand_protocol_known(proto, stand_conformances):
                    if not any(o[0] == proto for o in ours):
                        lines.append(f"  CONFORMANCE  Apple: {'unavailable ' if unavailable else ''}{proto}{' where ' + where if where else ''}; stand-in: none")
        elif context != "<global>":
            lines.insert(0, "  (no such type in Apple's interface)")
        if lines:
            findings += sum(1 for line in lines if not line.startswith("      "))
            print(context)
            print("\n".join(lines))
    print(f"\n{findings} finding(s), stand-in era {args.era}{', isolation compared' if args.keep_isolation else ''}.")
    return 0


def stand_protocol_known(proto, stand_conformances):
    return proto in stand_conformances or proto in ("Equatable", "Hashable", "View", "ShapeStyle", "Shape", "Identifiable",
                                                    "Sequence", "Collection", "RandomAccessCollection", "SetAlgebra", "OptionSet",
                                                    "CaseIterable", "DynamicProperty", "ViewModifier", "Animatable")


if __name__ == "__main__":
    sys.exit(main())
