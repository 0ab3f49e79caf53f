import Foundation

/// A plausible wrong solution: find/replace edits on an exercise's `Solution/` files that the
/// hidden tests must reject.
public struct Mutant: Sendable, Equatable {
  /// The mutant's name, lowercase-with-dashes (`off-by-one`).
  public var name: String
  /// What is wrong with it, in prose.
  public var description: String
  /// The edits, applied in order.
  public var replacements: [Replacement]
  /// The `Mutants.md` file it comes from.
  public var source: URL
  /// The 1-based line of its `##` heading.
  public var line: Int

  /// One find/replace edit on one file.
  public struct Replacement: Sendable, Equatable {
    /// The file name inside `Solution/` (`RetryFeature.swift`).
    public var file: String
    /// The text that must occur exactly once in the file (without the code block's final newline).
    public var find: String
    /// What replaces it.
    public var replace: String
    /// The 1-based line of the `replace in` code fence in `Mutants.md`.
    public var line: Int

    /// Makes an edit.
    public init(file: String, find: String, replace: String, line: Int) {
      self.file = file
      self.find = find
      self.replace = replace
      self.line = line
    }
  }

  /// Makes a mutant.
  public init(
    name: String, description: String, replacements: [Replacement], source: URL, line: Int
  ) {
    self.name = name
    self.description = description
    self.replacements = replacements
    self.source = source
    self.line = line
  }

  /// The files with every replacement applied, in order; files the mutant doesn't touch are
  /// returned unchanged. Keys are file names as in ``Replacement/file``.
  ///
  /// - Throws: ``MutantError`` when a file is missing or the text to replace occurs zero times
  ///   or more than once (an ambiguous edit would test the wrong thing).
  public func apply(to files: [String: String]) throws -> [String: String] {
    var result = files
    for replacement in replacements {
      guard let text = result[replacement.file] else {
        throw MutantError.missingFile(
          location(replacement), mutant: name, file: replacement.file,
          available: files.keys.sorted()
        )
      }
      let ranges = text.ranges(of: replacement.find)
      guard ranges.count == 1, let range = ranges.first else {
        throw MutantError.occurrences(
          location(replacement), mutant: name, file: replacement.file, find: replacement.find,
          count: ranges.count
        )
      }
      result[replacement.file] = text.replacingCharacters(in: range, with: replacement.replace)
    }
    return result
  }

  private func location(_ replacement: Replacement) -> String {
    "\(source.relativePath):\(replacement.line)"
  }
}

/// Why a mutant could not be applied to a solution.
public enum MutantError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The replacement names a file the solution does not have. The first value is `FILE:LINE`.
  case missingFile(String, mutant: String, file: String, available: [String])
  /// The text to replace occurs `count` times (0 or more than 1) instead of exactly once.
  case occurrences(String, mutant: String, file: String, find: String, count: Int)

  /// `FILE:LINE: mutant `name`: …`, naming the edit that failed.
  public var description: String {
    switch self {
    case .missingFile(let location, let mutant, let file, let available):
      return "\(location): mutant `\(mutant)` edits \(file), but the solution has no such file "
        + "(it has: \(available.joined(separator: ", ")))"
    case .occurrences(let location, let mutant, let file, let find, let count):
      let excerpt = find.count > 60 ? String(find.prefix(57)) + "..." : find
      let what =
        count == 0
        ? "does not occur in \(file)"
        : "occurs \(count) times in \(file); make it longer so it occurs exactly once"
      return "\(location): mutant `\(mutant)`: the text to replace `\(excerpt)` \(what)"
    }
  }

  /// Same as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
