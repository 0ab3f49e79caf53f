/// A unit of work a reducer returns: actions to feed back into the store, asynchronous work, or
/// instructions to cancel other work.
///
/// Spelled as TCA 1.x's `Effect`. An effect is a description: nothing runs until a `Store` (or a
/// `TestStore`) receives it from a reducer. Build effects with ``none``, ``send(_:)``,
/// ``run(priority:operation:catch:fileID:filePath:line:column:)``, combine them with
/// ``merge(_:)-(Effect<Action>...)``, ``concatenate(_:)-(Effect<Action>...)`` and ``map(_:)``, and control them with
/// ``cancellable(id:cancelInFlight:)``, ``cancel(id:)`` and ``queued(in:)``.
public struct Effect<Action>: @unchecked Sendable {
  // `@unchecked`: the only non-`Sendable` payload is the `Action` of `.send`, which is handed to
  // the store on the main actor, the same place it was created; TCA's `Effect` is `Sendable` for
  // the same reason.
  indirect enum Operation {
    case none
    case send(Action)
    /// `location`: where the `Effect.run` was returned from (for the report of a late action).
    case run(
      priority: TaskPriority?,
      location: _SourceLocation?,
      operation: @Sendable (Send<Action>) async -> Void
    )
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(Effect<Action>, id: CancelKey, cancelInFlight: Bool)
    case cancel(CancelKey)
    case queued(Effect<Action>, QueueSlot)
  }

  let operation: Operation

  init(operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing and finishes immediately.
  public static var none: Self { Self(operation: .none) }

  /// An effect that immediately feeds `action` back into the store, synchronously, before the
  /// `send` that produced it returns.
  ///
  /// Prefer calling a shared helper over sending actions to share logic; in a `TestStore` this
  /// action must be asserted with `receive`.
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// Whether this effect can do nothing at all (it is `.none` or made only of `.none`).
  var isNone: Bool {
    switch operation {
    case .none: return true
    case let .merge(effects), let .concatenate(effects): return effects.allSatisfy(\.isNone)
    default: return false
    }
  }

  /// Whether starting this effect finishes synchronously (only `.none`, `.send` and `.cancel`).
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: return true
    case let .merge(effects), let .concatenate(effects): return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(effect, _, _): return effect.isSynchronous
    case .run, .queued: return false
    }
  }
}

/// The effect type of a reducer: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
