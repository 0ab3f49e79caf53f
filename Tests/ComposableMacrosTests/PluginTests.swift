@testable import ComposableMacros
import MacroTesting
import Testing

@Suite struct PluginTests {
  @Test func pluginListsEveryMacro() {
    let names = Set(ComposableMacrosPlugin().providingMacros.map { String(describing: $0) })
    #expect(
      names == [
        "ReducerMacro", "ReducerCaseEphemeralMacro", "ReducerCaseIgnoredMacro",
        "ObservableStateMacro", "ObservationStateTrackedMacro", "ObservationStateIgnoredMacro",
        "PresentsMacro", "ViewActionMacro",
      ]
    )
  }
}
