import Curriculum

/// Terminal column widths: East Asian wide and full-width characters take two columns, combining
/// marks and zero-width characters none, everything else one.
public enum DisplayWidth {
  /// The columns `character` occupies.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.isWide { return 2 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji style
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }

  /// The columns `text` occupies on one line.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// `text` followed by spaces up to `width` columns (unchanged when it is already wider).
  public static func padded(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }
}
