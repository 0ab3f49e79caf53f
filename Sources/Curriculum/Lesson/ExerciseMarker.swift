/// The `<!-- exercise: search-debounce -->` comment that maps a practice problem to its exercise.
enum ExerciseMarker {
  /// What an HTML comment says about exercises.
  enum Reading: Equatable {
    /// Not an exercise marker (some other comment or HTML).
    case notAMarker
    /// A well-formed marker naming this slug (or a full `phaseN/slug` id).
    case exercise(String)
    /// An exercise marker whose value is not a valid slug; the text is the value found.
    case invalid(String)
  }

  /// Reads one HTML block or inline literal.
  static func read(_ html: String) -> Reading {
    var text = HeadingText.trimmed(html)
    guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return .notAMarker }
    text = HeadingText.trimmed(text.dropFirst(4).dropLast(3))
    guard text.lowercased().hasPrefix("exercise") else { return .notAMarker }
    let rest = String(text.dropFirst("exercise".count))
    guard HeadingText.startsWithColon(rest) else {
      return HeadingText.trimmed(rest).isEmpty ? .invalid("") : .notAMarker
    }
    let value = HeadingText.droppingLeadingColon(rest)
    return isValidReference(value) ? .exercise(value) : .invalid(value)
  }

  /// A slug (`search-debounce`) or a full id (`phase4/search-debounce`) made of lowercase ASCII
  /// letters, digits and dashes.
  static func isValidReference(_ value: String) -> Bool {
    let parts = value.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return false }
    return parts.allSatisfy(isValidSlug)
  }

  /// Lowercase ASCII letters, digits and dashes, starting with a letter or digit.
  static func isValidSlug(_ slug: Substring) -> Bool {
    guard let first = slug.first, first != "-" else { return false }
    return slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
  }
}
