/// The state of a feature that a parent presents (a sheet, an alert, a destination), or `nil`
/// when nothing is presented. `@Presents` writes it for you; `\.$destination` reaches it.
///
/// Placeholder with TCA's public surface for the parts other files build on.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Creates the wrapper around a presented state (or `nil`).
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$destination` names it in `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}
