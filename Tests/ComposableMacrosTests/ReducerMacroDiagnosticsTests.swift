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
    } diagnostics: {
      """
      @Reducer
      final class Counter {
            ┬────
            ╰─ 🛑 '@Reducer' can only be applied to a struct (a feature) or an enum (of features); class 'Counter' is neither. Reducers are value types: declare it as 'struct Counter'.
               ✏️ Replace 'final class' with 'struct'
        struct State {}
        enum Action {}
      }
      """
    } fixes: {
      """
      @Reducer
      struct Counter {
        struct State {}
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {}
        @CasePathable
        enum Action {}

        let body = Composable.EmptyReducer<State, Action>()
      }

      extension Counter: Composable.Reducer {
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
    } diagnostics: {
      """
      @Reducer
      actor Counter {
      ┬────
      ╰─ 🛑 '@Reducer' can only be applied to a struct (a feature) or an enum (of features); actor 'Counter' is neither. Reducers are value types: declare it as 'struct Counter'.
         ✏️ Replace 'actor' with 'struct'
      }
      """
    } fixes: {
      """
      @Reducer
      struct Counter {
      }
      """
    } expansion: {
      """
      struct Counter {

          @Composable.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
              init() {
              }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = Composable.EmptyReducer<State, Action>()
      }

      extension Counter: Composable.Reducer {
      }
      """
    }
  }

  @Test func conformanceArgumentsOnAStruct() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Counter {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
                  ✏️ Remove '(state: .equatable)'
      struct Counter {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Counter {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {}
        @CasePathable
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Counter: Composable.Reducer {
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
    } diagnostics: {
      #"""
      @Reducer
      struct Counter {
        struct State {}
        struct Action {}
        ┬─────
        ╰─ 🛑 A feature's 'Action' is an enum, one case per thing that can happen ('enum Action { case incrementButtonTapped }'): '@Reducer' makes it '@CasePathable' so 'switch', 'Scope(state:action:)' and 'receive(\.someCase)' can use its cases.
           ✏️ Replace 'struct' with 'enum'
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#
    } fixes: {
      """
      @Reducer
      struct Counter {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {}
        @CasePathable
        enum Action {}
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Counter: Composable.Reducer {
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
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' belongs on the feature, not on its 'State': remove it here and write it on the type that contains this 'State' ('@Reducer struct Feature { … }'). '@Reducer' makes the feature's 'State' and 'Action' case pathable by itself; to make state observable, write '@ObservableState' here.
         ✏️ Replace '@Reducer' with '@ObservableState'
      enum State {
        case list(ItemList.State)
      }
      """
    } fixes: {
      """
      @ObservableState
      enum State {
        case list(ItemList.State)
      }
      """
    } expansion: {
      """
      @ObservableState
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
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' belongs on the feature, not on its 'State': remove it here and write it on the type that contains this 'State' ('@Reducer struct Feature { … }'). '@Reducer' makes the feature's 'State' and 'Action' case pathable by itself; to make state observable, write '@ObservableState' here.
         ✏️ Replace '@Reducer' with '@ObservableState'
      struct State: Equatable {
        var count = 0
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State: Equatable {
        var count = 0
      }
      """
    } expansion: {
      """
      @ObservableState
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
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' belongs on the feature, not on its 'Action': remove it here and write it on the type that contains this 'Action' ('@Reducer struct Feature { … }'). '@Reducer' makes the feature's 'Action' '@CasePathable' by itself.
         ✏️ Remove '@Reducer'
      @CasePathable
      enum Action {
        case tapped
      }
      """
    } fixes: {
      """
      @CasePathable
      enum Action {
        case tapped
      }
      """
    } expansion: {
      """
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
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail.State)
                    ┬───────────────
                    ╰─ 🛑 'case detail' holds 'ItemDetail.State': a case of an '@Reducer' enum holds the feature itself ('case detail(ItemDetail)'), and '@Reducer' generates the 'detail' cases of 'State' and 'Action' from it.
                       ✏️ Replace 'ItemDetail.State' with 'ItemDetail'
      }
      """
    } fixes: {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(ItemDetail)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case detail(ItemDetail.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(ItemDetail.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              ItemDetail()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case detail(Composable.StoreOf<ItemDetail>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
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
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
        case count(Int)
                   ┬──
                   ╰─ 🛑 'case count' holds 'Int', which is not a reducer: mark the case '@ReducerCaseIgnored' to keep it as plain state (its action is 'Never'), or hold a feature ('case count(SomeFeature)').
                      ✏️ Mark the case '@ReducerCaseIgnored'
      }
      """
    } fixes: {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
        @ReducerCaseIgnored
        case count(Int)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(ItemDetail)
        @ReducerCaseIgnored
        case count(Int)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case detail(ItemDetail.State)
          case count(Int)
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(ItemDetail.Action)
          case count(Swift.Never)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              ItemDetail()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case detail(Composable.StoreOf<ItemDetail>)
          case count(Int)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          case let .count(v0):
            return .count(v0)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }
}

/// A feature that declares one of `State` and `Action` but forgets the other.
@Suite(.macros([ReducerMacro.self]))
struct ReducerMacroMissingTypeTests {
  @Test func actionWithoutState() {
    assertMacro {
      """
      @Reducer
      struct Counter {
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
    } diagnostics: {
      """
      @Reducer
      struct Counter {
             ┬──────
             ╰─ 🛑 '@Reducer' struct 'Counter' declares 'Action' but no 'State': add the state the feature holds, '@ObservableState struct State: Equatable { … }' (a feature that holds nothing still needs an empty one). If 'State' is declared in an extension, declare 'Action' there too.
                ✏️ Add 'State'
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
    } fixes: {
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
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

  @Test func stateWithoutAction() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Counter {
             ┬──────
             ╰─ 🛑 '@Reducer' struct 'Counter' declares 'State' but no 'Action': add an enum of what can happen in the feature, 'enum Action { case … }'. If 'Action' is declared in an extension, declare 'State' there too.
                ✏️ Add 'Action'
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            .none
          }
        }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        enum Action {
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

  @Test func genericParametersCountAsDeclared() {
    assertMacro {
      """
      @Reducer
      struct Logging<State, Action> {
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Logging<State, Action> {
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Logging: Composable.Reducer {
      }
      """
    }
  }
}
