/// The message tables, one per language, each in its own file (`English.swift`,
/// `Japanese.swift`) so a translator edits one table without reading any code.
///
/// They are plain Swift dictionaries rather than `.strings` resources: the `dojo` binary then
/// carries its texts inside itself (a copied or relinked binary has no resource bundle to lose),
/// a missing or duplicated key is a test failure instead of a silent fallback at run time, and
/// nothing needs Foundation's bundle lookup, which differs between Linux and macOS.
public enum Catalogue {
  /// The table for `language`.
  public static func table(for language: Language) -> [MessageKey: String] {
    switch language {
    case .japanese: return japanese
    case .english: return english
    }
  }

  /// The `{name}` placeholders of `template`, in order of appearance (repeats included).
  public static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in template {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(name) }
        current = nil
      } else if current != nil {
        current!.append(character)
      }
    }
    return names
  }

  /// `template` with each `{name}` that `values` knows replaced by its value.
  static func fill(_ template: String, with values: [String: String]) -> String {
    var result = ""
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      if character == "{", let close = template[index...].firstIndex(of: "}") {
        let name = String(template[template.index(after: index)..<close])
        if let value = values[name] {
          result += value
          index = template.index(after: close)
          continue
        }
      }
      result.append(character)
      index = template.index(after: index)
    }
    return result
  }
}
