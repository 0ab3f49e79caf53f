import ComposableMacros
import MacroTesting
import Testing

/// `@Reducer` on an enum of features: the generated `State`, `Action` and `body`.
@Suite(.macros([ReducerMacro.self]))
struct ReducerMacroEnumTests {
  @Test func featuresAndAnAlert() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case addItem(AddItem)
        case editItem(EditItem)
        case alert(AlertState<Alert>)

        enum Alert {
          case confirmDeletion
        }
      }
      """
    }
  }

  @Test func confirmationDialogIsEphemeralToo() {
    assertMacro {
      """
      @Reducer
      enum Sheet {
        case dialog(ConfirmationDialogState<Dialog>)
      }
      """
    }
  }

  @Test func ignoredCases() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case list(ItemList)
        @ReducerCaseIgnored
        case preview(Item)
        case about
        case pair(Item, Item)
        case numbers([Int])
      }
      """
    }
  }

  @Test func ownEphemeralStateUsesItsNestedAction() {
    assertMacro {
      """
      @Reducer
      enum Overlay {
        @ReducerCaseEphemeral
        case toast(Toast)
      }
      """
    }
  }

  @Test func defaultValueIsTheReducerThatRuns() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor = Editor(autosave: false))
        case settings(Settings.Feature)
      }
      """
    }
  }

  @Test func emptyEnumHasAnEmptyBody() {
    assertMacro {
      """
      @Reducer
      enum Nothing {
      }
      """
    }
  }

  @Test func publicEnumGeneratesPublicMembers() {
    assertMacro {
      """
      @Reducer
      public enum Route {
        case home(Home)
      }
      """
    }
  }

  @Test func writtenStateActionAndBodyAreKept() {
    assertMacro {
      """
      @Reducer
      enum Tab {
        case first(First)
        enum Action {
          case first(First.Action)
        }
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }
}
