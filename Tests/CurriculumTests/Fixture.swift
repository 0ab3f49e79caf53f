import Foundation
import Testing

/// Loads files from `Tests/CurriculumTests/Fixtures` (copied into the test bundle).
enum Fixture {
  /// The fixture's URL; records an issue and fails the test when it is missing.
  static func url(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    let base = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    let url = Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Fixtures")
    return try #require(url, "missing fixture \(name)", sourceLocation: sourceLocation)
  }

  /// The fixture's text.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8)
  }
}
