@testable import ComposableMacros
import MacroTesting
import Testing

@Suite struct PluginTests {
  @Test func pluginListsEveryMacro() {
    #expect(ComposableMacrosPlugin().providingMacros.count == 7)
  }
}
