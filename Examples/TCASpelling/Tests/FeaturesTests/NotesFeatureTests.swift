import Composable
import Foundation
import Testing

@testable import Features

@MainActor
struct NotesFeatureTests {
  let createdAt = Date(timeIntervalSince1970: 1_234_567_890)

  @Test func addNotePushesTheEditorAndSavePops() async {
    let store = TestStore(initialState: NotesFeature.State()) {
      NotesFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = createdAt
    }
    let note = Note(id: UUID(0), title: "", body: "", createdAt: createdAt)

    await store.send(.addNoteButtonTapped) {
      $0.path[id: 0] = .editor(NoteEditorFeature.State(note: note))
    }
    await store.send(\.path[id: 0].editor.binding.note, Note(
      id: UUID(0), title: "Groceries", body: "", createdAt: createdAt
    )) {
      $0.path[id: 0, case: \.editor]?.note.title = "Groceries"
    }
    await store.send(.path(.element(id: 0, action: .editor(.binding(.set(\.note.body, "Milk")))))) {
      $0.path[id: 0, case: \.editor]?.note.body = "Milk"
    }
    await store.send(\.path[id: 0].editor.saveButtonTapped)
    let saved = Note(id: UUID(0), title: "Groceries", body: "Milk", createdAt: createdAt)
    await store.receive(\.path[id: 0].editor.delegate.save, saved) {
      $0.notes = [saved]
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func deepLinkedDetailDeletesAndPops() async {
    let note = Note(id: UUID(3), title: "Trip", body: "", createdAt: createdAt)
    let store = TestStore(
      initialState: NotesFeature.State(
        notes: [note],
        path: StackState([.detail(NoteDetailFeature.State(note: note))])
      )
    ) {
      NotesFeature()
    }

    await store.send(\.path[id: 0].detail.deleteButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.deleteNote, UUID(3)) {
      $0.notes = []
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func pushAndPopByHand() async {
    let note = Note(id: UUID(1), title: "A", body: "", createdAt: createdAt)
    let store = TestStore(initialState: NotesFeature.State(notes: [note])) {
      NotesFeature()
    }
    await store.send(.noteTapped(id: UUID(1))) {
      $0.path[id: 0] = .detail(NoteDetailFeature.State(note: note))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.editNote, note) {
      $0.path[id: 1] = .editor(NoteEditorFeature.State(note: note))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }
}
