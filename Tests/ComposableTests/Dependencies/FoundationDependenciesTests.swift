import Composable
import Foundation
import Testing

/// `\.uuid`, `\.date`, `\.calendar`, `\.locale` and `\.timeZone` from swift-dependencies'
/// Foundation trait, reached through `import Composable` alone, as in a TCA feature.
@MainActor
@Suite struct FoundationDependenciesTests {
  struct Todos: Reducer {
    struct State: Equatable {
      var todos: IdentifiedArrayOf<Todo> = []
    }

    struct Todo: Equatable, Identifiable {
      let id: UUID
      var createdAt: Date
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
    }

    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.todos.append(Todo(id: uuid(), createdAt: now))
          return .none
        }
      }
    }
  }

  @Test func incrementingUUIDsAndAConstantDate() async {
    let start = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(start)
    }
    await store.send(.addButtonTapped) {
      $0.todos = [Todos.Todo(id: UUID(0), createdAt: start)]
    }
    await store.send(.addButtonTapped) {
      $0.todos.append(Todos.Todo(id: UUID(1), createdAt: start))
    }
  }

  @Test func uuidFromAnIntegerIsReadable() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func constantUUIDAndDateGenerators() {
    let id = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let date = Date(timeIntervalSince1970: 0)
    withDependencies {
      $0.uuid = .constant(id)
      $0.date = .constant(date)
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var now
      #expect(uuid() == id)
      #expect(uuid() == id)
      #expect(now() == date)
      #expect(now.now == date)
    }
  }

  @Test func calendarLocaleAndTimeZoneCanBeOverridden() {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    withDependencies {
      $0.calendar = gregorian
      $0.locale = Locale(identifier: "ja_JP")
      $0.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar.identifier == .gregorian)
      #expect(locale.identifier == "ja_JP")
      #expect(timeZone.identifier == "Asia/Tokyo")
      // 2009-02-13 23:31:30 UTC is 2009-02-14 in Tokyo.
      let day = calendar.component(.day, from: Date(timeIntervalSince1970: 1_234_567_890))
      #expect(day == 14)
    }
  }

  @Test func notificationCenterIsADependencyToo() {
    let center = NotificationCenter()
    withDependencies {
      $0.notificationCenter = center
    } operation: {
      @Dependency(\.notificationCenter) var notificationCenter
      #expect(notificationCenter === center)
    }
  }

  @Test func aUUIDNotOverriddenInATestIsReported() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.addButtonTapped)
    } matching: { issue in
      issue.description.contains("@Dependency(\\.uuid)")
        && issue.description.contains("has no test implementation")
    }
  }
}
