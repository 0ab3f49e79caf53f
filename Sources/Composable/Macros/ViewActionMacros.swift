/// Lets a type holding a feature's `store` send the feature's view actions directly, as TCA's
/// `@ViewAction(for:)` does for a SwiftUI view:
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginScreen {
///   let store: StoreOf<Login>
///   func tap() { send(.loginButtonTapped) }  // store.send(.view(.loginButtonTapped))
/// }
/// ```
///
/// The feature's `Action` must conform to `ViewAction` (`case view(View)`). The type must have
/// a `store` property; sending through `store.send` inside it is warned about.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableMacros", type: "ViewActionMacro")
