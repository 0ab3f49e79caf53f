import Composable
import Foundation
import Testing

@testable import Features

/// Features driven through a `Store` the way a view drives them (views removed): scoping to
/// rows and to a presented destination, switching over `store.case`, relying on store identity.
@MainActor
struct ViewLayerStoreTests {
  @Test func rowsAreStoresOfTheirOwn() {
    let store = Store(initialState: TodosFeature.State()) {
      TodosFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.addTodoButtonTapped)
    store.send(.addTodoButtonTapped)

    // What `ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) }` iterates.
    let rows = Array(store.scope(state: \.todos, action: \.todos))
    #expect(rows.map(\.state.id) == [UUID(0), UUID(1)])

    rows[0].description = "Milk"
    rows[1].send(.toggleCompleteButtonTapped)
    #expect(store.todos[id: UUID(0)]?.description == "Milk")
    #expect(store.todos[id: UUID(1)]?.isComplete == true)

    // Scoping again gives the same stores: a list keeps each row's view.
    #expect(Array(store.scope(state: \.todos, action: \.todos)) == rows)

    store.send(.clearCompletedButtonTapped)
    #expect(Array(store.scope(state: \.todos, action: \.todos)).map(\.description) == ["Milk"])
  }

  @Test func aPresentedSheetIsAScopedStore() async throws {
    let store = Store(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.scope(state: \.destination?.addContact, action: \.destination.addContact) == nil)

    store.send(.addButtonTapped)
    let sheet = try #require(
      store.scope(state: \.destination?.addContact, action: \.destination.addContact)
    )
    #expect(store.scope(state: \.destination?.addContact, action: \.destination.addContact) == sheet)

    sheet.send(.setName("Blob"))
    #expect(sheet.contact.name == "Blob")
    await sheet.send(.saveButtonTapped).finish()

    #expect(store.contacts.map(\.name) == ["Blob"])
    #expect(store.destination == nil)
    #expect(store.scope(state: \.destination?.addContact, action: \.destination.addContact) == nil)
  }

  @Test func aDestinationIsSwitchedOverWithCase() throws {
    let store = Store(
      initialState: ContactsFeature.State(
        contacts: [Contact(id: UUID(0), name: "Blob")]
      )
    ) {
      ContactsFeature()
    }
    store.send(.deleteButtonTapped(id: UUID(0)))

    // What `switch store.case { … }` in a destination view does.
    let destination = try #require(
      store.scope(state: \.destination, action: \.destination.presented)
    )
    switch destination.case {
    case .addContact:
      Issue.record("expected the alert")
    case let .alert(alert):
      #expect(alert == .deleteConfirmation(id: UUID(0)))
      store.send(.destination(.presented(.alert(.confirmDeletion(id: UUID(0))))))
    }
    #expect(store.contacts.isEmpty)
    #expect(store.destination == nil)
  }
}
