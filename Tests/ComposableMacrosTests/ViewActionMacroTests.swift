import ComposableMacros
import MacroTesting
import Testing

/// `@ViewAction(for:)`: the conformance it adds and the mistakes it diagnoses.
@Suite(.macros(["ViewAction": ViewActionMacro.self], record: .missing))
struct ViewActionMacroTests {
  @Test func aTypeWithAStoreGetsTheConformance() {
    assertMacro {
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        let store: StoreOf<Login>
        func tap() { send(.loginButtonTapped) }
      }
      """
    } expansion: {
      """
      struct LoginScreen {
        let store: StoreOf<Login>
        func tap() { send(.loginButtonTapped) }
      }

      extension LoginScreen: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func aTypeWithoutAStoreIsAnError() {
    assertMacro {
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        var title = ""
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Login.self)
      ╰─ 🛑 '@ViewAction' requires 'LoginScreen' to have a 'store' property of type 'Store'
         ✏️ Add 'let store: StoreOf<Login>'
      struct LoginScreen {
        var title = ""
      }
      """
    } fixes: {
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        let store: StoreOf<Login>
        var title = ""
      }
      """
    } expansion: {
      """
      struct LoginScreen {
        let store: StoreOf<Login>
        var title = ""
      }

      extension LoginScreen: Composable.ViewActionSending {
      }
      """
    }
  }

  @Test func sendingThroughTheStoreIsWarnedAbout() {
    assertMacro {
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        let store: StoreOf<Login>
        func tap() {
          store.send(.view(.loginButtonTapped))
          self.store.send(.loginResponse(true))
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Login.self)
      struct LoginScreen {
        let store: StoreOf<Login>
        func tap() {
          store.send(.view(.loginButtonTapped))
          ┬────────────────────────────────────
          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction': send view actions with 'send(…)'
             ✏️ Call 'send' directly with a view action
          self.store.send(.loginResponse(true))
          ┬────────────────────────────────────
          ╰─ ⚠️ Do not use 'store.send' directly when using '@ViewAction': send view actions with 'send(…)'
        }
      }
      """
    } expansion: {
      """
      struct LoginScreen {
        let store: StoreOf<Login>
        func tap() {
          store.send(.view(.loginButtonTapped))
          self.store.send(.loginResponse(true))
        }
      }

      extension LoginScreen: Composable.ViewActionSending {
      }
      """
    }
  }
}
