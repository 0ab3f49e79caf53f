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
    } expansion: {
      """
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        @CasePathable
        enum Action {
          case incrementButtonTapped
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }

      extension Counter: Composable.Reducer {
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
    } expansion: {
      """
      struct Onboarding {
        @CasePathable @dynamicMemberLookup
        enum State {
          case welcome(Welcome.State)
          case signIn(SignIn.State)
        }
        @CasePathable
        enum Action {
          case welcome(Welcome.Action)
          case signIn(SignIn.Action)
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Onboarding: Composable.Reducer {
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
    } expansion: {
      """
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
    } expansion: {
      """
      struct Search {
        @dynamicMemberLookup
        enum State: CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: CasePaths.CasePathable {
          struct AllCasePaths {}
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Search: Composable.Reducer {
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
    } diagnostics: {
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
             ┬─────
             ╰─ ⚠️ 'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.
                ✏️ Use 'body' instead
          switch action {
          case .toggled:
            state.isOn.toggle()
            return .none
          }
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Toggle {
        struct State {
          var isOn = false
        }
        enum Action {
          case toggled
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .toggled:
              state.isOn.toggle()
              return .none
            }
          }
        }
      }
      """
    } expansion: {
      """
      struct Toggle {
        struct State {
          var isOn = false
        }
        @CasePathable
        enum Action {
          case toggled
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .toggled:
              state.isOn.toggle()
              return .none
            }
          }
        }
      }

      extension Toggle: Composable.Reducer {
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
    } expansion: {
      """
      struct Placeholder {

          @Composable.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
              init() {
              }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = Composable.EmptyReducer<State, Action>()
      }

      extension Placeholder: Composable.Reducer {
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
    } expansion: {
      """
      struct Banner {
        struct State {
          var text = ""
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = Composable.EmptyReducer<State, Action>()
      }

      extension Banner: Composable.Reducer {
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
    } expansion: {
      """
      struct Volume {
        typealias State = Int
        typealias Action = Bool
        @Composable.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          Reduce { state, isUp in
            state += isUp ? 1 : -1
            return .none
          }
        }
      }

      extension Volume: Composable.Reducer {
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
    } expansion: {
      """
      struct Profile {
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Profile: Composable.Reducer {
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
    } expansion: {
      """
      public struct Empty {

          @Composable.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
              public init() {
              }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = Composable.EmptyReducer<State, Action>()
      }

      extension Empty: Composable.Reducer {
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
    } expansion: {
      """
      @available(iOS 17, macOS 14, *)
      struct Modern {
        struct State {}
        @CasePathable
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      @available(iOS 17, macOS 14, *)
      extension Modern: Composable.Reducer {
      }
      """
    }
  }

  /// TCA's "Recursion" shape: an `indirect` case of the feature's own identified actions, and
  /// `Self()` as the element reducer. The macro keeps `indirect` and adds nothing recursive.
  @Test func recursiveFeatureKeepsItsIndirectCase() {
    assertMacro {
      """
      @Reducer
      struct Nested {
        @ObservableState
        struct State: Identifiable {
          let id: UUID
          var rows: IdentifiedArrayOf<State> = []
        }
        enum Action {
          case addRowButtonTapped
          indirect case rows(IdentifiedActionOf<Nested>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
          .forEach(\\.rows, action: \\.rows) {
            Self()
          }
        }
      }
      """
    } expansion: {
      #"""
      struct Nested {
        @ObservableState
        struct State: Identifiable {
          let id: UUID
          var rows: IdentifiedArrayOf<State> = []
        }
        @CasePathable
        enum Action {
          case addRowButtonTapped
          indirect case rows(IdentifiedActionOf<Nested>)
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
          .forEach(\.rows, action: \.rows) {
            Self()
          }
        }
      }

      extension Nested: Composable.Reducer {
      }
      """#
    }
  }
}
