/// A code block of a lesson, as the sample-compile test and the reader see it.
public struct CodeSample: Sendable, Equatable {
  /// The info string after the opening fence, e.g. `swift` or `swift skip`.
  public var info: String
  /// The code, each line ending with a newline.
  public var code: String
  /// The 1-based line of the code's first line in the lesson (the line after the fence).
  public var line: Int

  /// Makes a sample.
  public init(info: String, code: String, line: Int) {
    self.info = info
    self.code = code
    self.line = line
  }

  /// The info string's words: `swift skip` → `["swift", "skip"]`.
  public var infoWords: [String] {
    info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// The language, the info string's first word (`swift`), or `nil` when there is none.
  public var language: String? { infoWords.first }

  /// Whether the author marked the block as deliberately partial (`skip` among the info words),
  /// so the sample-compile test leaves it out.
  public var isSkipped: Bool { infoWords.dropFirst().contains("skip") }

  /// Whether the block is Swift (`swift`, any case).
  public var isSwift: Bool { language?.lowercased() == "swift" }
}
