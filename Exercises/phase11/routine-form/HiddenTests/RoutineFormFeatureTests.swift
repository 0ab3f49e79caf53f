import Composable
import Foundation
import Testing

@testable import Phase11RoutineForm

/// Hidden tests for phase11/routine-form: bindings with a clamp and an error that clears, drill ids
/// from the injected `\.uuid`, a blank title refused, blank drills dropped on save, one save for a
/// double tap, the form dismissing itself inside a presenting parent, and a new routine's 60-second
/// default pace.
@MainActor
@Suite("稽古メニューのフォーム", .serialized)
struct RoutineFormFeatureTests {
  /// Ids no reducer can make up: the generator starts at 100.
  static func ids(from start: Int) -> UUIDGenerator {
    let next = LockIsolated(start)
    return UUIDGenerator {
      next.withValue { value in
        defer { value += 1 }
        return UUID(value)
      }
    }
  }

  static let practice = Practice(
    id: UUID(900), date: Date(timeIntervalSince1970: 1_700_000_000), seconds: 95, completedDrills: 2
  )

  /// A routine that already has drills, a non-default pace and a record.
  static let morning = Routine(
    id: UUID(1),
    title: "朝稽古",
    drills: [
      Drill(id: UUID(2), name: "素振り"),
      Drill(id: UUID(3), name: "型"),
      Drill(id: UUID(4), name: "乱取り"),
    ],
    secondsPerDrill: 45,
    practices: [practice]
  )

  static func makeStore(
    _ state: RoutineFormFeature.State
  ) -> TestStoreOf<RoutineFormFeature> {
    let store = TestStore(initialState: state) {
      RoutineFormFeature()
    } withDependencies: {
      $0.uuid = ids(from: 100)
    }
    // Nothing here needs real time: a real sleep would fail.
    store.timeout = .milliseconds(300)
    return store
  }

  static func makeHostStore(_ form: RoutineFormFeature.State) -> TestStoreOf<FormHost> {
    let store = TestStore(initialState: FormHost.State(form: form)) {
      FormHost()
    } withDependencies: {
      $0.uuid = ids(from: 100)
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("項目を 3 回足すと、注入した uuid の id で末尾に並ぶ（元の項目はそのまま）")
  func addDrillsTakeIDsFromTheDependency() async {
    let store = Self.makeStore(RoutineFormFeature.State(routine: Self.morning))
    await store.send(.addDrillButtonTapped) {
      $0.routine.drills.append(Drill(id: UUID(100), name: ""))
    }
    await store.send(.addDrillButtonTapped) {
      $0.routine.drills.append(Drill(id: UUID(101), name: ""))
    }
    await store.send(.binding(.set(\.routine.drills[id: UUID(101)], Drill(id: UUID(101), name: "受け身")))) {
      $0.routine.drills[id: UUID(101)]?.name = "受け身"
    }
    await store.send(.addDrillButtonTapped) {
      $0.routine.drills.append(Drill(id: UUID(102), name: ""))
    }
    #expect(store.state.routine.drills.map(\.id) == [2, 3, 4, 100, 101, 102].map { UUID($0) })
  }

  @Test("秒数は 10...600 に収まる（範囲内の値はそのまま）")
  func secondsPerDrillIsClamped() async {
    let store = Self.makeStore(RoutineFormFeature.State(routine: Self.morning))
    await store.send(.binding(.set(\.routine.secondsPerDrill, 5))) {
      $0.routine.secondsPerDrill = 10
    }
    await store.send(.binding(.set(\.routine.secondsPerDrill, 900))) {
      $0.routine.secondsPerDrill = 600
    }
    await store.send(.binding(.set(\.routine.secondsPerDrill, 75))) {
      $0.routine.secondsPerDrill = 75
    }
    await store.send(.binding(.set(\.routine.secondsPerDrill, 600))) {
      $0.routine.secondsPerDrill = 600
    }
  }

  @Test("項目を消すと、その項目だけがなくなる")
  func removeDrillRemovesOnlyThatDrill() async {
    let store = Self.makeStore(RoutineFormFeature.State(routine: Self.morning))
    await store.send(.removeDrillButtonTapped(id: UUID(3))) {
      $0.routine.drills.remove(id: UUID(3))
    }
    #expect(store.state.routine.drills.map(\.name) == ["素振り", "乱取り"])
  }

  @Test("タイトルが空白だけなら保存せずに知らせ、書き直すと知らせが消える")
  func blankTitleIsRefused() async {
    var routine = Self.morning
    routine.title = " 　 "
    let store = Self.makeHostStore(RoutineFormFeature.State(routine: routine))
    await store.send(\.form.saveButtonTapped) {
      $0.form?.titleError = RoutineFormFeature.titleMissingMessage
    }
    // Exhaustive: a delegate or a dismiss here would be an unexpected received action.
    await store.send(\.form.binding, .set(\.routine.title, "夕稽古")) {
      $0.form?.routine.title = "夕稽古"
      $0.form?.titleError = nil
    }
    await store.send(\.form.saveButtonTapped) {
      $0.form?.isSaving = true
    }
    var saved = Self.morning
    saved.title = "夕稽古"
    await store.receive(\.form.delegate.save, saved) {
      $0.saved = [saved]
    }
    await store.receive(\.form.dismiss) {
      $0.form = nil
    }
  }

  @Test("空のタイトルでも保存されない")
  func emptyTitleIsRefused() async {
    let store = Self.makeHostStore(RoutineFormFeature.State(routine: Routine(id: UUID(7))))
    await store.send(\.form.saveButtonTapped) {
      $0.form?.titleError = RoutineFormFeature.titleMissingMessage
    }
    await store.finish()
    #expect(store.state.saved.isEmpty)
  }

  @Test("保存すると、空の項目を除いたメニューを親に渡して閉じる（ほかの値は入力のまま）")
  func saveDropsBlankDrillsAndDismisses() async {
    let store = Self.makeHostStore(RoutineFormFeature.State(routine: Self.morning))
    await store.send(\.form.addDrillButtonTapped) {
      $0.form?.routine.drills.append(Drill(id: UUID(100), name: ""))
    }
    await store.send(\.form.addDrillButtonTapped) {
      $0.form?.routine.drills.append(Drill(id: UUID(101), name: ""))
    }
    await store.send(\.form.binding, .set(\.routine.drills[id: UUID(101)], Drill(id: UUID(101), name: "黙想"))) {
      $0.form?.routine.drills[id: UUID(101)]?.name = "黙想"
    }
    await store.send(\.form.binding, .set(\.routine.drills[id: UUID(3)], Drill(id: UUID(3), name: "　"))) {
      $0.form?.routine.drills[id: UUID(3)]?.name = "　"
    }
    await store.send(\.form.saveButtonTapped) {
      $0.form?.isSaving = true
    }
    let saved = Routine(
      id: UUID(1),
      title: "朝稽古",
      drills: [
        Drill(id: UUID(2), name: "素振り"),
        Drill(id: UUID(4), name: "乱取り"),
        Drill(id: UUID(101), name: "黙想"),
      ],
      secondsPerDrill: 45,
      practices: [Self.practice]
    )
    await store.receive(\.form.delegate.save, saved) {
      $0.saved = [saved]
    }
    await store.receive(\.form.dismiss) {
      $0.form = nil
    }
  }

  @Test("新しいメニューは 1 項目 60 秒から始まり、タイトルだけ入れて保存すると秒数 60・項目なしで渡す")
  func newRoutineStartsAtSixtySeconds() async {
    let store = Self.makeHostStore(RoutineFormFeature.State(routine: Routine(id: UUID(8))))
    #expect(store.state.form?.routine.secondsPerDrill == 60, "Routine の secondsPerDrill の既定値は 60 秒です")
    await store.send(\.form.binding, .set(\.routine.title, "稽古始め")) {
      $0.form?.routine.title = "稽古始め"
    }
    await store.send(\.form.saveButtonTapped) {
      $0.form?.isSaving = true
    }
    let saved = Routine(id: UUID(8), title: "稽古始め", drills: [], secondsPerDrill: 60, practices: [])
    await store.receive(\.form.delegate.save, saved) {
      $0.saved = [saved]
    }
    await store.receive(\.form.dismiss) {
      $0.form = nil
    }
  }

  @Test("保存ボタンを二度押しても（2 回目が 1 回目の Effect より先に届いても）、親に渡すのは 1 回だけ")
  func doubleTapSavesOnce() async {
    let store = Self.makeHostStore(RoutineFormFeature.State(routine: Self.morning))
    await store.send(.doubleTapSave)
    await store.receive(\.form.saveButtonTapped) {
      $0.form?.isSaving = true
    }
    await store.receive(\.form.saveButtonTapped)
    await store.receive(\.form.delegate.save, Self.morning) {
      $0.saved = [Self.morning]
    }
    await store.receive(\.form.dismiss) {
      $0.form = nil
    }
    await store.finish()
    #expect(store.state.saved.count == 1)
  }
}

/// A parent that presents the form as a sheet, as the list and the detail screens will.
@Reducer
struct FormHost {
  @ObservableState
  struct State: Equatable {
    @Presents var form: RoutineFormFeature.State?
    var saved: [Routine] = []
  }

  enum Action {
    case doubleTapSave
    case form(PresentationAction<RoutineFormFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doubleTapSave:
        // Two taps in one turn of the run loop: both arrive before the first tap's effect runs.
        return .merge(
          .send(.form(.presented(.saveButtonTapped))),
          .send(.form(.presented(.saveButtonTapped)))
        )
      case let .form(.presented(.delegate(.save(routine)))):
        state.saved.append(routine)
        return .none
      case .form:
        return .none
      }
    }
    .ifLet(\.$form, action: \.form) {
      RoutineFormFeature()
    }
  }
}
