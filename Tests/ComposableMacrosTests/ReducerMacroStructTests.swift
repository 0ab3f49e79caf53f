import ComposableMacros
import MacroTesting
import Testing

/// `@Reducer` on a feature struct: what it adds, and what it leaves alone.
@Suite(.macros([ReducerMacro.self]))
struct ReducerMacroStructTests {
  @Test func counterGetsConformanceCasePathableActionAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }
      """
    }
  }

  @Test func enumStateGetsCasePathableAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Onboarding {
        enum State {
          case welcome(Welcome.State)
          case signIn(SignIn.State)
        }
        enum Action {
          case welcome(Welcome.Action)
          case signIn(SignIn.Action)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func writtenAttributesAndConformanceAreNotDoubled() {
    assertMacro {
      """
      @Reducer
      struct Timer: Reducer {
        @CasePathable @dynamicMemberLookup
        enum State {
        }
        @CasePaths.CasePathable
        enum Action {
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func casePathableConformanceIsNotDoubled() {
    assertMacro {
      """
      @Reducer
      struct Search {
        enum State: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePaths.CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func reduceMethodWorksWithTheDeprecationWarningOfTCA125() {
    assertMacro {
      """
      @Reducer
      struct Toggle {
        struct State {
          var isOn = false
        }
        enum Action {
          case toggled
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .toggled:
            state.isOn.toggle()
            return .none
          }
        }
      }
      """
    }
  }

  @Test func emptyStructGetsEmptyStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Placeholder {
      }
      """
    }
  }

  @Test func stateOnlyStructGetsActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Banner {
        struct State {
          var text = ""
        }
      }
      """
    }
  }

  @Test func typealiasesAndExplicitGenericBodyNeedNothingGenerated() {
    assertMacro {
      """
      @Reducer
      struct Volume {
        typealias State = Int
        typealias Action = Bool
        var body: some Reducer<State, Action> {
          Reduce { state, isUp in
            state += isUp ? 1 : -1
            return .none
          }
        }
      }
      """
    }
  }

  @Test func stateAndActionInAnExtensionNeedNothingGenerated() {
    assertMacro {
      """
      @Reducer
      struct Profile {
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func publicStructGeneratesPublicMembers() {
    assertMacro {
      """
      @Reducer
      public struct Empty {
      }
      """
    }
  }

  @Test func availabilityIsCopiedToTheConformance() {
    assertMacro {
      """
      @available(iOS 17, macOS 14, *)
      @Reducer
      struct Modern {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }
}
