import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that implements `Composable`'s macros.
///
/// Each macro lives in its own file, named after it; the declarations learners use (`@Reducer`,
/// `@ObservableState`, …) are in `Sources/Composable/Macros/`.
@main
struct ComposableMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    ReducerMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ViewActionMacro.self,
  ]
}
