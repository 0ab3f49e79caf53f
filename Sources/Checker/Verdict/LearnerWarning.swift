/// A compiler warning in one of the learner's own files (`let unused = 5`, "function call causes
/// an infinite recursion", `#warning`), shown beside the verdict whatever it is: a warning does not
/// fail a check, but it often names the mistake a failing test only shows the effect of.
///
/// Warnings in hidden tests, mutants and the project's own modules are not the learner's and are
/// never kept (``DiagnosticAttribution/warnings(_:)``).
public struct LearnerWarning: Equatable, Sendable, Codable {
  /// The file, relative to the checkout's root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// The compiler's message after `warning: `.
  public var message: String

  /// Makes a warning.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: warning: message`, as the compiler prints it.
  public var located: String { "\(file):\(line):\(column): warning: \(message)" }

  /// `{"file", "line", "column", "message"}`.
  public var json: OrderedJSON {
    .object([("file", .string(file)), ("line", .int(line)), ("column", .int(column)), ("message", .string(message))])
  }
}
