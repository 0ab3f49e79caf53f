/// A `StaticString` that is `Hashable`, for the source-location parameters of subscripts.
///
/// A subscript used in a key path (`\.path[id: 0]`, `\.$destination[case: \.edit]`) must have
/// `Hashable` arguments, defaults included; `#fileID` fills this type as it fills a
/// `StaticString`. Spelled as TCA's, which solves the same problem the same way.
public struct _HashableStaticString: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string as written.
  public let rawValue: StaticString

  /// Wraps `rawValue`.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  /// Wraps a literal (what `#fileID` and `#filePath` give as defaults).
  public init(stringLiteral value: StaticString) {
    self.init(rawValue: value)
  }

  /// Equal when the text is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue.description)
  }
}
