import Dependencies
import IssueReporting

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension DependencyValues {
  /// Dismisses the feature that reads it, from one of its effects: `await self.dismiss()`.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// …
  /// case .saveButtonTapped:
  ///   return .run { _ in await self.dismiss() }
  /// ```
  ///
  /// A feature presented with `ifLet(\.$destination, …)` is dismissed by its parent receiving
  /// `.destination(.dismiss)`; an element of a stack (`forEach(\.path, …)`) is popped by
  /// `.path(.popFrom(id:))`. Either way the action is sent from the calling effect, so a
  /// `TestStore` receives it, and the child's effects (this one included) are then cancelled.
  /// Calling it in a feature that is not presented is reported as an issue and does nothing.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature that reads it is presented (by `ifLet` or a navigation stack), so that
  /// calling `dismiss` will do something.
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
  static let previewValue = DismissEffect()
}

/// The value of `@Dependency(\.dismiss)`: call it, `await dismiss()`, to dismiss the current
/// presentation.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?
  /// Whether this is the `TestStore`'s own dismissal of its root feature (wrapped only once).
  private(set) var isTestStoreRoot = false

  /// A dismiss effect that does nothing (and reports an issue when called).
  init() {
    self.dismiss = nil
  }

  /// The dismissal a `TestStore` gives the feature at its root.
  static func testStoreRoot(_ dismiss: @escaping @MainActor @Sendable () -> Void) -> Self {
    var effect = Self(dismiss)
    effect.isTestStoreRoot = true
    return effect
  }

  /// A dismiss effect that runs `dismiss`; for tests of features that use `\.dismiss` on their
  /// own, without a presenting parent.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature this value belongs to.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(
      transaction: Transaction(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Dismisses the presented feature this value belongs to, animated with `animation`:
  /// `await dismiss(animation: .default)`. The dismissal is the same as with `dismiss()`.
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(
      transaction: Transaction(animation: animation),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Dismisses the presented feature this value belongs to, in `transaction`.
  @MainActor
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but it is not presented, so \
        nothing can dismiss it.

        "@Dependency(\\.dismiss)" works in a feature presented with \
        ".ifLet(\\.$destination, action: \\.destination)" or pushed onto a stack with \
        ".forEach(\\.path, action: \\.path)". If the feature can also run on its own, check \
        "@Dependency(\\.isPresented)" before calling "dismiss".
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    withTransaction(transaction) {
      dismiss()
    }
  }
}

/// How a child's `dismiss` reaches its parent: while an effect of a presented child runs, a
/// task-local table maps the child's place in the feature tree to a function that sends the
/// parent's dismissal action (`.destination(.dismiss)`, `.path(.popFrom(id:))`) through that
/// effect's own `Send`, so the action goes through the same store and the same action mapping
/// as any other action of the effect.
///
/// TCA gets the same result with a long-living effect per presentation that waits to be
/// cancelled; here no effect outlives the child, so a test never has to account for one.
enum DismissRoutes {
  @TaskLocal static var current: [NavigationIDPath: @MainActor @Sendable () -> Void] = [:]

  /// The dismiss effect of the child at `path`: sends the dismissal registered for `path` by
  /// the effect that is running.
  static func effect(for path: NavigationIDPath) -> DismissEffect {
    DismissEffect {
      guard let route = current[path] else {
        reportIssue(
          """
          "dismiss" was called outside the effect it was captured in (for example from a \
          "Task.detached" inside ".run", or after storing it elsewhere), so it could not reach \
          the presenting feature. Call "await dismiss()" in the effect's operation, or in a \
          "Task" it awaits.
          """
        )
        return
      }
      route()
    }
  }
}

extension Effect {
  /// This effect, with every asynchronous part able to dismiss the child at `path` by sending
  /// `dismissal`.
  func routingDismissal(of path: NavigationIDPath, to dismissal: Action) -> Self {
    let dismissal = UncheckedSendable(dismissal)
    switch operation {
    case .none, .send, .cancel:
      return self
    case let .run(priority, location, operation):
      return Self(
        operation: .run(priority: priority, location: location) { send in
          var routes = DismissRoutes.current
          routes[path] = { send(dismissal.value) }
          await DismissRoutes.$current.withValue(routes) {
            await operation(send)
          }
        }
      )
    case let .merge(effects):
      return Self(
        operation: .merge(effects.map { $0.routingDismissal(of: path, to: dismissal.value) })
      )
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(
          effects.map { $0.routingDismissal(of: path, to: dismissal.value) }
        )
      )
    case let .cancellable(effect, id, cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.routingDismissal(of: path, to: dismissal.value),
          id: id,
          cancelInFlight: cancelInFlight
        )
      )
    case let .queued(effect, slot):
      return Self(
        operation: .queued(effect.routingDismissal(of: path, to: dismissal.value), slot)
      )
    }
  }
}
