/// Makes a feature's state observable through its `Store`, as TCA's `@ObservableState` does.
///
/// Placeholder: it adds nothing yet; the observation machinery is written behind this declaration.
@attached(member)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")
