import Composable
import Foundation
import Testing

// An enum of features (`@Reducer enum`) as TCA 1.x writes destinations and paths.

@Reducer
struct MacroAddItem {
  @ObservableState
  struct State: Equatable, Hashable, Sendable {
    var name = ""
    var isSaving = false
  }

  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case saveButtonTapped
    case saved
  }

  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .saveButtonTapped:
        state.isSaving = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.saved)
        }
        .cancellable(id: CancelID.save)
      case .saved:
        state.isSaving = false
        return .none
      }
    }
  }
}

@Reducer
struct MacroItemDetail {
  @ObservableState
  struct State: Equatable, Hashable, Sendable {
    var title: String
    var isFavorite = false
  }

  enum Action: Equatable, Sendable {
    case favoriteToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteToggled:
        state.isFavorite.toggle()
        return .none
      }
    }
  }
}

/// Plain data a destination can show without logic of its own.
struct MacroNotice: Equatable, Hashable, Sendable {
  var text: String
}

@Reducer
enum MacroDestination {
  case add(MacroAddItem)
  case detail(MacroItemDetail)
  @ReducerCaseIgnored
  case notice(MacroNotice)
  case loading
}

extension MacroDestination.State: Equatable, Hashable, Sendable {}

/// Cases inside `#if` blocks, as apps write platform-only destinations.
@Reducer
enum MacroPlatformDestination {
  case detail(MacroItemDetail)
  #if canImport(Foundation)
    case add(MacroAddItem)
  #else
    case unavailable(MacroItemDetail)
  #endif
}

extension MacroPlatformDestination.State: Equatable {}
extension MacroDestination.Action: Equatable, Sendable {}

/// A parent presenting the destination through optional state.
@Reducer
struct MacroInventory {
  @ObservableState
  struct State: Equatable {
    var destination: MacroDestination.State?
    var items: [String] = []
  }

  enum Action {
    case addButtonTapped
    case destination(MacroDestination.Action)
    case dismissButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(MacroAddItem.State())
        return .none
      case .destination(.add(.saved)):
        if let name = state.destination?.add?.name {
          state.items.append(name)
        }
        state.destination = nil
        return .none
      case .destination:
        return .none
      case .dismissButtonTapped:
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) {
      MacroDestination.body
    }
  }
}

/// The reducer that a `CaseReducerState` names, found from the state type alone (what
/// `ifLet(\.$destination, action: \.destination)` relies on).
func stateReducer<S: CaseReducerState>(of _: S.Type) -> S.StateReducer.Type {
  S.StateReducer.self
}

@MainActor
@Suite struct ReducerEnumMacroTests {
  @Test func eachCaseRunsItsFeature() async {
    let store = TestStore(initialState: MacroDestination.State.detail(.init(title: "Milk"))) {
      MacroDestination.body
    }
    await store.send(.detail(.favoriteToggled)) {
      $0 = .detail(.init(title: "Milk", isFavorite: true))
    }
  }

  @Test func anInstanceRunsTheSameBody() async {
    let store = TestStore(initialState: MacroDestination.State.detail(.init(title: "Eggs"))) {
      MacroDestination.add(MacroAddItem())
    }
    await store.send(.detail(.favoriteToggled)) {
      $0.modify(\.detail) { $0.isFavorite = true }
    }
  }

  @Test func generatedStateNamesItsReducer() {
    #expect(stateReducer(of: MacroDestination.State.self) == MacroDestination.self)
  }

  @Test func parentReceivesNestedCaseKeyPaths() async {
    let clock = TestClock()
    let store = TestStore(initialState: MacroInventory.State()) {
      MacroInventory()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(MacroAddItem.State()) }
    await store.send(.destination(.add(.nameChanged("Milk")))) {
      $0.destination = .add(MacroAddItem.State(name: "Milk"))
    }
    await store.send(.destination(.add(.saveButtonTapped))) {
      $0.destination = .add(MacroAddItem.State(name: "Milk", isSaving: true))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.add.saved) {
      $0.destination = nil
      $0.items = ["Milk"]
    }
  }

  @Test func dismissingCancelsTheCasesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: MacroInventory.State()) {
      MacroInventory()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(MacroAddItem.State()) }
    await store.send(.destination(.add(.saveButtonTapped))) {
      $0.destination = .add(MacroAddItem.State(isSaving: true))
    }
    await store.send(.dismissButtonTapped) { $0.destination = nil }
    await clock.advance(by: .seconds(5))
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func actionForAnotherCaseIsReported() async {
    let store = TestStore(initialState: MacroDestination.State.detail(.init(title: "Milk"))) {
      MacroDestination.body
    }
    await withKnownIssue {
      await store.send(.add(.nameChanged("Bread")))
    } matching: { issue in
      issue.description.contains("received a child action when its state was set to a different case")
    }
  }

  @Test func ignoredAndPayloadFreeCasesAreStateOnly() {
    let notice = MacroDestination.State.notice(MacroNotice(text: "Saved"))
    #expect(notice.notice?.text == "Saved")
    #expect(notice.is(\.notice))
    #expect(MacroDestination.State.loading.is(\.loading))
    // Their actions hold `Never`: no action can be sent to them.
    let noticeAction: MacroDestination.Action? = nil
    #expect(noticeAction?.is(\.notice) == nil)
  }

  @Test func casesInsideIfBlocksRunTheirFeature() async {
    let store = TestStore(initialState: MacroPlatformDestination.State.add(MacroAddItem.State())) {
      MacroPlatformDestination.body
    }
    await store.send(.add(.nameChanged("Rice"))) {
      $0 = .add(MacroAddItem.State(name: "Rice"))
    }
  }

  @Test func conformancesAddedByExtension() {
    let states: Set<MacroDestination.State> = [.loading, .loading, .add(MacroAddItem.State())]
    #expect(states.count == 2)
    let action: any Sendable = MacroDestination.Action.detail(.favoriteToggled)
    #expect(action as? MacroDestination.Action == .detail(.favoriteToggled))
  }
}

/// Library type names shadowed by the user's own: generated code names Composable's by module.
enum ReducerMacroShadowing {
  struct Reduce {}
  struct EmptyReducer {}
  struct Scope {}
  struct ReducerBuilder {}
  struct CaseReducerState {}

  @Reducer
  enum Destination {
    case add(MacroAddItem)
    case detail(MacroItemDetail)
  }

  @Reducer
  struct Blank {}
}

extension ReducerMacroShadowing.Destination.State: Equatable {}

@MainActor
@Suite struct ReducerMacroShadowingTests {
  @Test func generatedCodeIgnoresUserTypesNamedLikeTheLibrarys() async {
    let store = TestStore(
      initialState: ReducerMacroShadowing.Destination.State.detail(.init(title: "Tea"))
    ) {
      ReducerMacroShadowing.Destination.body
    }
    await store.send(.detail(.favoriteToggled)) {
      $0 = .detail(.init(title: "Tea", isFavorite: true))
    }
    #expect(ReducerMacroShadowing.Blank.State() == ReducerMacroShadowing.Blank.State())
  }
}

/// The deprecated `@Reducer(state:action:)` spelling still compiles, as in TCA; inside a
/// deprecated context it warns nowhere.
@available(*, deprecated)
enum ReducerMacroLegacyConformances {
  @Reducer(state: .equatable, .hashable, action: .equatable)
  enum Destination {
    case detail(MacroItemDetail)
  }

  static func statesCompareEqual() -> Bool {
    let first = Destination.State.detail(.init(title: "A"))
    let second = Destination.State.detail(.init(title: "A"))
    return first == second && Set([first, second]).count == 1
      && Destination.Action.detail(.favoriteToggled) == .detail(.favoriteToggled)
  }
}

@Suite struct ReducerMacroLegacyConformancesTests {
  @available(*, deprecated)
  @Test func generatedTypesGetTheNamedConformances() {
    #expect(ReducerMacroLegacyConformances.statesCompareEqual())
  }
}

/// The destination enum nested in its feature, as TCA's documentation writes it.
@Reducer
struct MacroShelf {
  @Reducer
  enum Destination {
    case detail(MacroItemDetail)
  }

  @ObservableState
  struct State: Equatable {
    var destination: Destination.State?
  }

  enum Action {
    case destination(Destination.Action)
    case itemTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .itemTapped(title):
        state.destination = .detail(MacroItemDetail.State(title: title))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) {
      Destination.body
    }
  }
}

extension MacroShelf.Destination.State: Equatable {}

@MainActor
@Suite struct ReducerMacroNestedDestinationTests {
  @Test func nestedEnumReducerInsideAFeature() async {
    let store = TestStore(initialState: MacroShelf.State()) { MacroShelf() }
    await store.send(.itemTapped("Tea")) {
      $0.destination = .detail(MacroItemDetail.State(title: "Tea"))
    }
    await store.send(.destination(.detail(.favoriteToggled))) {
      $0.destination = .detail(MacroItemDetail.State(title: "Tea", isFavorite: true))
    }
  }
}

/// An ephemeral value of our own: shown, then answered with its own actions; no reducer runs.
struct MacroToast: Equatable {
  var text: String
  enum Action: Equatable {
    case undoButtonTapped
  }
}

@Reducer
enum MacroOverlay {
  case detail(MacroItemDetail)
  @ReducerCaseEphemeral
  case toast(MacroToast)
}

extension MacroOverlay.State: Equatable {}
extension MacroOverlay.Action: Equatable {}

@MainActor
@Suite struct ReducerMacroEphemeralCaseTests {
  @Test func ephemeralCaseHoldsTheValueAndItsActions() async {
    let toast = MacroOverlay.State.toast(MacroToast(text: "Deleted"))
    #expect(toast.toast?.text == "Deleted")
    let store = TestStore(initialState: toast) { MacroOverlay.body }
    // No reducer runs for the case: its action reaches the parent only, and state is unchanged.
    await store.send(.toast(.undoButtonTapped))
    let action = MacroOverlay.Action.toast(.undoButtonTapped)
    let toastAction = action[case: \.toast]
    #expect(toastAction == .undoButtonTapped)
  }
}

/// Conformances users add to the generated types by extension, as in TCA: `Codable` works too
/// because the State `@Reducer` makes up for an empty feature is `Codable`.
@Reducer
struct MacroEmptyFeature {}

@Reducer
enum MacroCodableDestination {
  case feature(MacroEmptyFeature)
}

extension MacroCodableDestination.State: Codable, Hashable, Sendable {}
extension MacroCodableDestination.Action: Hashable, Sendable {}

@Suite struct ReducerMacroCodableTests {
  @Test func generatedStateRoundTripsThroughJSON() throws {
    let state = MacroCodableDestination.State.feature(MacroEmptyFeature.State())
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(MacroCodableDestination.State.self, from: data)
    #expect(decoded == state)
  }
}
