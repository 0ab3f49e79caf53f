import Observation

/// Makes a feature's state observable through its `Store`, as TCA's `@ObservableState` does.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   @ObservationStateIgnored var scratch = ""
/// }
/// ```
///
/// On a struct, every stored `var` becomes tracked: reading it inside `withObservationTracking`
/// (for example through `store.count`) registers the read, and changing it tells those readers.
/// `let` properties, computed and `static` properties, and `@ObservationStateIgnored` ones are
/// left alone. The struct conforms to `ObservableState` (and so to `Observable`); its equality,
/// hash and dumps still show its fields only.
///
/// On an enum of child states (as `@Reducer enum` generates), the enum's identity comes from its
/// case and that case's payload, so a store can tell "another case" from "the same case, mutated".
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// Tracks one stored property of an `@ObservableState` struct. `@ObservableState` adds it to every
/// stored `var` for you; you do not write it.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an `@ObservableState` struct untracked: reading it registers
/// nothing, changing it tells nobody. Use it for values no reader should react to.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateIgnoredMacro")

/// Holds a presented child feature's state (a sheet, an alert, a destination) in an
/// `@ObservableState` struct, as TCA's `@Presents` does.
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
///
/// The property reads and writes the optional state as usual and is observed like any tracked
/// property; `$destination` is its `PresentationState`, which `.ifLet(\.$destination, action:)`
/// needs. Use it instead of the `@PresentationState` property wrapper inside `@ObservableState`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableMacros", type: "PresentsMacro")
