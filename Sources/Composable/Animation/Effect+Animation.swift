#if canImport(SwiftUI)
  import SwiftUI
#endif

// Deprecated in TCA 1.25.5 with these messages; they compile here so that older TCA code does.
extension Effect {
  /// An effect that feeds `action` back into the store, animated with `animation`.
  ///
  /// Deprecated as in TCA 1.25.5: send from a `.run` effect instead,
  /// `await send(.response, animation: .default)`.
  @available(
    *, deprecated,
    message: """
      Use 'send(_:animation:)' from a 'run' effect instead:

          return .run { send in
            await send(.response, animation: .default)
          }
      """
  )
  public static func send(_ action: Action, animation: Animation? = nil) -> Self {
    Self(operation: .send(action)).transaction(Transaction(animation: animation))
  }

  /// This effect, with every action it sends animated with `animation`.
  ///
  /// Deprecated as in TCA 1.25.5: send from a `.run` effect with
  /// `await send(.response, animation: .default)` instead.
  @available(
    *, deprecated,
    message: """
      Use 'send(_:animation:)' from a 'run' effect instead:

          return .run { send in
            await send(.response, animation: .default)
          }
      """
  )
  public func animation(_ animation: Animation? = .default) -> Self {
    transaction(Transaction(animation: animation))
  }

  /// This effect, with every action it sends in `transaction`.
  ///
  /// Deprecated as in TCA 1.25.5: send from a `.run` effect with
  /// `await send(.response, transaction: transaction)` instead.
  @available(
    *, deprecated,
    message: """
      Use 'send(_:transaction:)' from a 'run' effect instead:

          return .run { send in
            await send(.response, transaction: transaction)
          }
      """
  )
  public func transaction(_ transaction: Transaction) -> Self {
    inTransaction(transaction)
  }

  /// This effect with the actions of its asynchronous parts sent in `transaction`. A `.send`
  /// stays as it is: the store reduces it synchronously, inside whatever transaction the action
  /// that returned it was sent in.
  func inTransaction(_ transaction: Transaction) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case let .run(priority, location, operation):
      let transaction = UncheckedSendable(transaction)
      return Self(
        operation: .run(priority: priority, location: location) { send in
          await operation(
            Send { action in send(action, transaction: transaction.value) }
          )
        }
      )
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.inTransaction(transaction) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.inTransaction(transaction) }))
    case let .cancellable(effect, id, cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.inTransaction(transaction), id: id, cancelInFlight: cancelInFlight)
      )
    case let .queued(effect, slot):
      return Self(operation: .queued(effect.inTransaction(transaction), slot))
    }
  }
}
