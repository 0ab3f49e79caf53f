import Composable
import Foundation
import Testing

@testable import Features

@MainActor
struct TodosFeatureTests {
  @Test func addEditCompleteAndClear() async {
    let store = TestStore(initialState: TodosFeature.State()) {
      TodosFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos = [TodoFeature.State(id: UUID(0))]
    }
    await store.send(\.todos[id: UUID(0)].binding.description, "Milk") {
      $0.todos[id: UUID(0)]?.description = "Milk"
    }
    await store.send(\.todos[id: UUID(0)].toggleCompleteButtonTapped) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = []
    }
  }
}
