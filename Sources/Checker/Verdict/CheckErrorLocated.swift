import Foundation

extension CheckError {
  /// The message, prefixed with `file:line:` when known, as compilers print it.
  public var located: String {
    switch (file, line) {
    case (let file?, let line?): return "\(file):\(line): \(message)"
    case (let file?, nil): return "\(file): \(message)"
    default: return message
    }
  }
}
