/// How strictly a `TestStore` checks a feature.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted (the default).
  case on
  /// Only what the test asserts is checked: other state changes, received actions and running
  /// effects are ignored. With `showSkippedAssertions`, what was skipped is reported as warnings
  /// (they do not fail the test).
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting skipped assertions.
  public static let off = Self.off(showSkippedAssertions: false)
}
