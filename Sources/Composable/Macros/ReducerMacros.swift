/// Makes a type a reducer, as TCA 1.x's `@Reducer` does.
///
/// On a feature struct it adds the `Reducer` conformance, makes a nested `enum Action` (and a
/// nested `enum State`) `@CasePathable`, and lets `body` use `ReducerBuilder`:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// On an enum of features it generates the `State` and `Action` enums, a `body` that runs each
/// case's reducer on its case, and the `CaseScope` enum behind `store.case`:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(AddItem)
///   case detail(ItemDetail)
/// }
/// ```
///
/// A feature struct that declares no `State`, `Action` or `body` gets empty ones, as in TCA.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Marks a case of an `@Reducer` enum as holding "ephemeral" state that has no reducer, such as
/// `AlertState<Alert>`: the generated `State` case holds the value and the `Action` case holds
/// its actions (`Alert`).
///
/// `@Reducer` adds it by itself to `AlertState` and `ConfirmationDialogState` cases; write it
/// for your own state types of the same shape (a generic type whose argument is its action).
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral
///   case alert(AlertState<Alert>)
///   enum Alert { case confirmDeletion }
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an `@Reducer` enum as plain data, not a feature: the generated `State` case
/// holds the value as is and the `Action` case holds `Never`, so no reducer runs for it.
///
/// `@Reducer` adds it by itself to cases with no associated value or more than one.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(ItemDetail)
///   @ReducerCaseIgnored
///   case preview(id: Item.ID)
/// }
/// ```
///
/// As TCA 1.25's migration guide asks, an alert or dialog case shown through the chained
/// `$store.scope(state: \.$destination, action: \.destination).alert` is marked so too, and the
/// enum's `Action` is written by hand with the case's action (`case alert(Alert)`): `store.case`
/// then holds a `Store<AlertState<Alert>, Alert>` for it instead of the bare value.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseIgnoredMacro")

/// `@Reducer(state: .equatable, action: .equatable)`: the older spelling that adds conformances
/// to the `State` and `Action` an `@Reducer enum` generates. Deprecated in TCA as here; write
/// `extension Destination.State: Equatable {}` instead.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A conformance that `@Reducer(state:action:)` adds to a generated `State` or `Action`.
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public struct _SynthesizedConformance: Sendable {}

@available(*, deprecated, message: "Define your conformance using an extension, instead")
extension _SynthesizedConformance {
  /// Adds `Codable`.
  public static let codable = Self()
  /// Adds `Decodable`.
  public static let decodable = Self()
  /// Adds `Encodable`.
  public static let encodable = Self()
  /// Adds `Equatable`.
  public static let equatable = Self()
  /// Adds `Hashable`.
  public static let hashable = Self()
  /// Adds `Sendable`.
  public static let sendable = Self()
}
