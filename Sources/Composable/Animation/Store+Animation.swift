#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Store {
  /// Sends `action` as a state change animated with `animation`:
  /// `store.send(.toggleButtonTapped, animation: .easeInOut)`.
  ///
  /// The action and its effects run exactly as with `send(action)`.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` as a state change in `transaction`.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      send(action)
    }
  }
}

extension ViewActionSending {
  /// Sends a view action as a state change animated with `animation`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action), animation: animation)
  }

  /// Sends a view action as a state change in `transaction`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    store.send(.view(action), transaction: transaction)
  }
}
