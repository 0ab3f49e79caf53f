/// An action enum whose view-facing actions are gathered in one nested enum, `case view(View)`:
///
/// ```swift
/// enum Action: ViewAction {
///   case loginResponse(Bool)
///   case view(View)
///   enum View { case loginButtonTapped }
/// }
/// ```
///
/// A type marked `@ViewAction(for: Feature.self)` can then send only those: `send(.loginButtonTapped)`.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction
  /// Embeds a view action: the `case view(View)` of the action enum.
  static func view(_ action: ViewAction) -> Self
}

/// A type holding a store whose actions are `ViewAction`s, which sends view actions only; what
/// `@ViewAction(for:)` conforms a view (here: any type with a `store`) to.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's action.
  associatedtype StoreAction: ViewAction
  /// The store the view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.loginButtonTapped)` is `store.send(.view(.loginButtonTapped))`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
