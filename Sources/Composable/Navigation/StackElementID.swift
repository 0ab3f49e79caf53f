import CustomDump
import Dependencies
import IssueReporting

/// The identity of an element of a `StackState`, handed out in order by the store: `#0`, `#1`,
/// `#2`… Tests name elements by integer literal: `await store.send(\.path[id: 0].saveTapped)`.
public struct StackElementID: Hashable, Sendable {
  /// Which element this is, in the order the store generated ids (0 first).
  public var generation: Int

  /// The id of generation `generation`.
  public init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: CustomDebugStringConvertible {
  /// `#0`, `#1`…
  public var debugDescription: String { "#\(generation)" }
}

extension StackElementID: CustomDumpStringConvertible {
  /// `#0`, `#1`… in test diffs.
  public var customDumpDescription: String { debugDescription }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id of the element generated `value`-th in this test. Meant for tests, as in TCA
  /// (where it is a crash outside tests); here it is reported as an issue instead.
  public init(integerLiteral value: Int) {
    if !isTesting {
      reportIssue(
        """
        Stack element ids written as integer literals are meant for tests: outside a test, use \
        the ids the stack gives you ("state.path.ids").
        """
      )
    }
    self.init(generation: value)
  }
}

extension DependencyValues {
  /// Hands out the ids of new stack elements, in order: a counter from 0 in each test
  /// (swift-dependencies caches one test value per test), one counter per process in an app,
  /// as TCA's `\.stackElementID` does. TCA keeps it behind `@_spi(Internals)`; here it is
  /// public so a test can start a store's ids elsewhere.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}

/// A counter of stack element ids: `next()` hands out the next one, `peek()` shows it.
public struct StackElementIDGenerator: DependencyKey, Sendable {
  /// Returns the next id and advances.
  public let next: @Sendable () -> StackElementID
  /// Returns the next id without advancing.
  public let peek: @Sendable () -> StackElementID

  /// The next id (same as `next()`).
  public func callAsFunction() -> StackElementID { next() }

  /// A counter starting at `generation`.
  public static func incrementing(from generation: Int = 0) -> Self {
    let counter = LockIsolated(generation)
    return Self(
      next: {
        counter.withValue { value in
          defer { value += 1 }
          return StackElementID(generation: value)
        }
      },
      peek: { StackElementID(generation: counter.value) }
    )
  }

  /// A counter from 0.
  public static var liveValue: Self { .incrementing() }
  /// A counter from 0 (cached once per test by swift-dependencies).
  public static var testValue: Self { .incrementing() }

  /// A new counter that continues from where this one is now, leaving this one untouched:
  /// what a `TestStore` gives a test's assertion closure, so `$0.path.append(…)` there gets
  /// the same id the reducer got.
  func incrementingCopy() -> Self {
    .incrementing(from: peek().generation)
  }
}
