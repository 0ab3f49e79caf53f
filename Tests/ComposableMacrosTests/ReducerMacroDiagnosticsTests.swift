import ComposableMacros
import MacroTesting
import Testing

/// The mistakes `@Reducer` explains itself, with the fix-it where one edit is the answer.
@Suite(.macros([ReducerMacro.self]))
struct ReducerMacroDiagnosticsTests {
  @Test func appliedToAClass() {
    assertMacro {
      """
      @Reducer
      final class Counter {
        struct State {}
        enum Action {}
      }
      """
    }
  }

  @Test func appliedToAnActor() {
    assertMacro {
      """
      @Reducer
      actor Counter {
      }
      """
    }
  }

  @Test func actionIsAStruct() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State {}
        struct Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func reducerOnANestedStateEnum() {
    assertMacro {
      """
      @Reducer
      enum State {
        case list(ItemList.State)
      }
      """
    }
  }

  @Test func reducerOnANestedStateStruct() {
    assertMacro {
      """
      @Reducer
      struct State: Equatable {
        var count = 0
      }
      """
    }
  }

  @Test func reducerOnANestedActionEnum() {
    assertMacro {
      """
      @Reducer
      @CasePathable
      enum Action {
        case tapped
      }
      """
    }
  }

  @Test func caseHoldsAFeaturesStateInsteadOfTheFeature() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail.State)
      }
      """
    }
  }

  @Test func caseHoldsAPlainValueWithoutReducerCaseIgnored() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
        case count(Int)
      }
      """
    }
  }
}
