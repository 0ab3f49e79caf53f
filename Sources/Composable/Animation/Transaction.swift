#if canImport(SwiftUI)
  // On Apple platforms: SwiftUI's own `Transaction` and `withAnimation`/`withTransaction` (not
  // compiled on the project's Linux machines).
  @_exported import struct SwiftUI.Transaction
  @_exported import func SwiftUI.withAnimation
  @_exported import func SwiftUI.withTransaction
#else
  /// The context of a state change, its animation above all: what
  /// `await send(.loaded, transaction: transaction)` carries. Spelled as SwiftUI's `Transaction`.
  ///
  /// On Linux nothing is drawn, so a transaction only carries its values; sending with one
  /// reduces the action exactly as sending without one does.
  public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether views should ignore animations set on them for this change.
    public var disablesAnimations = false
    /// Whether the change is one of many in a continuous gesture.
    public var isContinuous = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }

  /// Runs `body` as a state change animated with `animation`, and returns its result.
  ///
  /// On Linux this is `body()` itself: there is nothing to animate. It exists so that code that
  /// calls SwiftUI's `withAnimation` around a `store.send` compiles unchanged.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
  }

  /// Runs `body` as a state change in `transaction`, and returns its result (on Linux: `body()`).
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` in a transaction whose `keyPath` is `value`, and returns its result (on Linux:
  /// `body()`).
  public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
  ) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
  }
#endif
