/// One reason an exercise (or the course) fails `dojo verify`, pointing at what to edit.
public struct VerifyProblem: Equatable, Sendable, CustomStringConvertible, Codable {
  /// What is wrong and what to do about it.
  public var message: String
  /// The file to edit, relative to the checkout, when known.
  public var file: String?
  /// The line in ``file``, when known.
  public var line: Int?

  /// Makes a problem.
  public init(_ message: String, file: String? = nil, line: Int? = nil) {
    self.message = message
    self.file = file
    self.line = line
  }

  /// `Exercises/phase4/retry/Mutants.md:12: …`, or the bare message without a file.
  public var description: String {
    guard let file else { return message }
    return line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
  }
}
