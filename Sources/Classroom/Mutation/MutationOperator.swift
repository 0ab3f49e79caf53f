import Localization

/// One way `dojo mutate` changes a reference solution: the small, plausible mistakes that matter in
/// TCA code (a wrong duration, a lost cancellation, an effect that never runs).
public enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// An integer or floating-point literal plus one, minus one, or doubled.
  case numericLiteral = "numeric-literal"
  /// The count of a `Duration` (`.seconds(1)`, `.milliseconds(300)`) plus one unit, minus one
  /// unit, or doubled.
  case durationLiteral = "duration-literal"
  /// `cancelInFlight: true` turned into `false`.
  case cancelInFlight = "cancel-in-flight"
  /// `.cancellable(id:…)` removed from an effect, so it can no longer be cancelled.
  case removeCancellable = "remove-cancellable"
  /// `.cancel(id:)` replaced by `.none`.
  case cancelToNone = "cancel-to-none"
  /// `.merge` and `.concatenate` swapped (order and concurrency of effects).
  case mergeConcatenate = "merge-concatenate"
  /// A statement removed from a reducer's `case` (a call, an `await send(…)`, a `clock.sleep`).
  case removeStatement = "remove-statement"
  /// An assignment to `state` removed.
  case removeStateAssignment = "remove-state-assignment"
  /// The condition of an `if`, `guard` or `while` negated.
  case negateCondition = "negate-condition"
  /// `==` and `!=` swapped.
  case equality = "equality"
  /// `<` and `<=` swapped, and `>` and `>=`.
  case boundary = "boundary"
  /// The effect a reducer returns replaced by `.none`.
  case returnNone = "return-none"

  /// What the mutant breaks, in words an instructor reads next to its diff.
  public var summary: String { summary(.current) }

  /// ``summary`` in `messages`' language.
  public func summary(_ messages: Messages) -> String {
    switch self {
    case .numericLiteral: return messages(.mutationOpNumericLiteral)
    case .durationLiteral: return messages(.mutationOpDurationLiteral)
    case .cancelInFlight: return messages(.mutationOpCancelInFlight)
    case .removeCancellable: return messages(.mutationOpRemoveCancellable)
    case .cancelToNone: return messages(.mutationOpCancelToNone)
    case .mergeConcatenate: return messages(.mutationOpMergeConcatenate)
    case .removeStatement: return messages(.mutationOpRemoveStatement)
    case .removeStateAssignment: return messages(.mutationOpRemoveStateAssignment)
    case .negateCondition: return messages(.mutationOpNegateCondition)
    case .equality: return messages(.mutationOpEquality)
    case .boundary: return messages(.mutationOpBoundary)
    case .returnNone: return messages(.mutationOpReturnNone)
    }
  }

}
