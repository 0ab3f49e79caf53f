/// One mutant of a reference solution: a single edit of one file, made by one operator.
public struct SourceMutant: Equatable, Sendable {
  /// The operator that made it.
  public var `operator`: MutationOperator
  /// The file it changes, relative to the exercise's `Solution/` folder.
  public var file: String
  /// The 1-based line where the edit starts.
  public var line: Int
  /// The UTF-8 offset of the edit in the original file (identifies the mutant with ``file``).
  public var offset: Int
  /// The text the edit replaces.
  public var original: String
  /// The text it puts there (empty when a statement is removed).
  public var replacement: String
  /// The whole file after the edit.
  public var mutatedText: String

  /// Makes a mutant.
  public init(
    operator: MutationOperator, file: String, line: Int, offset: Int, original: String,
    replacement: String, mutatedText: String
  ) {
    self.operator = `operator`
    self.file = file
    self.line = line
    self.offset = offset
    self.original = original
    self.replacement = replacement
    self.mutatedText = mutatedText
  }

  /// A stable identity across runs: same solution, same key (what sampling hashes).
  public var key: String { "\(file):\(offset):\(self.operator.rawValue):\(replacement)" }

  /// `RetryFeature.swift:58 boundary: < → <=`, for progress lines and reports.
  public var label: String {
    if self.operator == .removeCancellable {
      return "\(file):\(line) \(self.operator.rawValue): .cancellable(…) removed"
    }
    let from = Self.oneLine(original)
    let to = replacement.isEmpty ? "(removed)" : Self.oneLine(replacement)
    return "\(file):\(line) \(self.operator.rawValue): \(from) → \(to)"
  }

  /// The first line of `text`, shortened to 60 characters.
  static func oneLine(_ text: String) -> String {
    let first = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let more = text.contains("\n") ? " …" : ""
    return first.count > 60 ? String(first.prefix(59)) + "…" : first + more
  }
}
