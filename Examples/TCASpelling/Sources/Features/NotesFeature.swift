import Composable
import Foundation

struct Note: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var body: String
  let createdAt: Date
}

/// A stack of screens: notes list → detail → editor, with a deep link given as initial state.
@Reducer
struct NotesFeature {
  @ObservableState
  struct State: Equatable {
    var notes: IdentifiedArrayOf<Note> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    case addNoteButtonTapped
    case noteTapped(id: Note.ID)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case detail(NoteDetailFeature)
    case editor(NoteEditorFeature)
  }

  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addNoteButtonTapped:
        let note = Note(id: self.uuid(), title: "", body: "", createdAt: self.now)
        state.path.append(.editor(NoteEditorFeature.State(note: note)))
        return .none

      case let .noteTapped(id: id):
        guard let note = state.notes[id: id] else { return .none }
        state.path.append(.detail(NoteDetailFeature.State(note: note)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleteNote(id))))):
        state.notes.remove(id: id)
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.editNote(note))))):
        state.path.append(.editor(NoteEditorFeature.State(note: note)))
        return .none

      case let .path(.element(id: _, action: .editor(.delegate(.save(note))))):
        state.notes[id: note.id] = note
        for id in state.path.ids {
          state.path[id: id, case: \.detail]?.note = note
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension NotesFeature.Path.State: Equatable {}

/// Shows one note; deleting it pops the screen.
@Reducer
struct NoteDetailFeature {
  @ObservableState
  struct State: Equatable {
    var note: Note
  }

  enum Action {
    case delegate(Delegate)
    case deleteButtonTapped
    case editButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case deleteNote(Note.ID)
      case editNote(Note)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .deleteButtonTapped:
        return .run { [id = state.note.id] send in
          await send(.delegate(.deleteNote(id)))
          await self.dismiss()
        }
      case .editButtonTapped:
        return .send(.delegate(.editNote(state.note)))
      }
    }
  }
}

/// Edits a note through bindings; saving hands the note to the parent and pops.
@Reducer
struct NoteEditorFeature {
  @ObservableState
  struct State: Equatable {
    var note: Note
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case save(Note)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [note = state.note] send in
          await send(.delegate(.save(note)))
          await self.dismiss()
        }
      }
    }
  }
}
