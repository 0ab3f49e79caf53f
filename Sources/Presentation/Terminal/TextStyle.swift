/// How a run of text looks in a colour terminal; rendered as ANSI SGR codes, or not at all in
/// plain mode.
public struct TextStyle: Sendable, Hashable {
  /// The eight basic ANSI colours (and bright black, which most terminals show as grey).
  public enum Color: Int, Sendable, Hashable {
    case black = 30, red, green, yellow, blue, magenta, cyan, white
    case gray = 90
  }

  /// Bold (SGR 1).
  public var bold = false
  /// Faint (SGR 2).
  public var dim = false
  /// Italic (SGR 3).
  public var italic = false
  /// Underlined (SGR 4).
  public var underline = false
  /// The text colour; `nil` keeps the terminal's.
  public var foreground: Color?

  /// No styling.
  public static let plain = TextStyle()

  /// Makes a style.
  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    foreground: Color? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.foreground = foreground
  }

  /// Whether the style changes anything.
  public var isPlain: Bool { self == .plain }

  /// The SGR sequence that switches this style on (empty for ``plain``).
  public var ansiPrefix: String {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if let foreground { codes.append(String(foreground.rawValue)) }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// Resets every attribute.
  public static let ansiReset = "\u{1B}[0m"

  /// This style with `other`'s attributes added (its colour wins when it has one).
  public func merging(_ other: TextStyle) -> TextStyle {
    TextStyle(
      bold: bold || other.bold, dim: dim || other.dim, italic: italic || other.italic,
      underline: underline || other.underline, foreground: other.foreground ?? foreground
    )
  }
}
