#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends `action` from an effect as a state change animated with `animation`, unless the
  /// current task is cancelled: `await send(.loaded(items), animation: .default)`.
  ///
  /// The action is reduced exactly as by `send(action)`; on Linux the animation is only carried.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` from an effect in `transaction`, unless the current task is cancelled.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      send(action)
    }
  }
}
