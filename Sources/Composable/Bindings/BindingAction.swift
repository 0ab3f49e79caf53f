import CasePaths
import CustomDump

/// An action that writes one value into a feature's state at a writable key path: what a form
/// field sends when the user edits it.
///
/// ```swift
/// await store.send(.binding(.set(\.name, "Blob"))) { $0.name = "Blob" }
/// await store.send(\.binding.name, "Blob") { $0.name = "Blob" }
/// ```
///
/// Spelled as TCA 1.x's `BindingAction`. As in TCA, the state must be `@ObservableState` to make,
/// match (`case .binding(\.name):`) or name (`\.binding.name`) a binding action, so a feature
/// that compiles here compiles against TCA 1.25.5. Two binding actions are equal when they set
/// the same key path to equal values.
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  /// The key path the action writes to.
  public let keyPath: any PartialKeyPath<Root> & Sendable

  /// Writes the value into a state.
  @usableFromInline
  let set: @Sendable (inout Root) -> Void
  /// The value written, for equality, extraction by case key path and dumps.
  let value: any Sendable
  /// Whether another binding action's value equals this one's (same type and `==`).
  let valueIsEqualTo: @Sendable (Any) -> Bool

  /// Sets the state's value at `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: A writable key path into the state, such as `\.name` or `\.settings.isOn`.
  ///   - value: The value to write.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self where Root: ObservableState {
    let keyPath = sendable(keyPath)
    return Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath] = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }

  /// Same key path and equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// Whether a binding action writes to `keyPath`, whatever the value: what makes
  /// `case .binding(\.name):` work in a reducer's `switch`.
  ///
  /// ```swift
  /// case .binding(\.name):
  ///   state.isNameValid = !state.name.isEmpty
  ///   return .none
  /// ```
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool where Root: ObservableState {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }

  /// The case paths of a binding action, one per writable field of the state: `\.name` here is
  /// what makes `\.binding.name` a case key path of a `BindableAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// One case path per writable field of `Root`, by dynamic member lookup.
  ///
  /// `store.send(\.binding.name, "Blob")` embeds `"Blob"` as `.binding(.set(\.name, "Blob"))`;
  /// `store.receive(\.binding.name)` matches any binding action that writes `name`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the binding actions that write `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      let keyPath = BindingAction.sendable(keyPath)
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }

  /// Key paths made of stored properties and `Hashable` subscripts are immutable values that can
  /// cross threads; Swift only lacks a way to say so for one received as a generic argument.
  private static func sendable<Value>(
    _ keyPath: WritableKeyPath<Root, Value>
  ) -> any WritableKeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any WritableKeyPath<Root, Value> & Sendable).self)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\State.name, "Blob")`, as TestStore failures show it.
  public var customDumpDescription: String {
    var description = ".set("
    customDump(keyPath, to: &description, maxDepth: 0)
    description.append(", ")
    customDump(value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}
