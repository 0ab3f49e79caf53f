import Composable

/// Features written as TCA 1.x documents them for tree and stack navigation, without the
/// macros (`struct X: Reducer`, `@CasePathable`, `@PresentationState`), for the navigation
/// tests.
enum Nav {
  /// A presented form: edits a name, saves (telling the parent, then dismissing itself), and
  /// can run a long-living timer.
  struct AddItem: Reducer {
    struct State: Equatable {
      var name = ""
      var ticks = 0
    }

    @CasePathable
    enum Action: Equatable {
      case nameChanged(String)
      case saveButtonTapped
      case cancelButtonTapped
      case startTimer
      case tick
      case isPresentedButtonTapped
      case isPresentedResponse(Bool)
      case delegate(Delegate)

      @CasePathable
      enum Delegate: Equatable {
        case saved(String)
      }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nameChanged(name):
          state.name = name
          return .none
        case .saveButtonTapped:
          return .run { [name = state.name] send in
            await send(.delegate(.saved(name)))
            await self.dismiss()
          }
        case .cancelButtonTapped:
          return .run { _ in await self.dismiss() }
        case .startTimer:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .isPresentedButtonTapped:
          return .send(.isPresentedResponse(isPresented))
        case .isPresentedResponse, .delegate:
          return .none
        }
      }
    }
  }

  /// The destinations of `Items`, as `@Reducer enum Destination` would generate them.
  struct Destination: Reducer {
    @CasePathable
    enum State: Equatable {
      case add(AddItem.State)
      case edit(AddItem.State)
      case alert(AlertState<Alert>)
    }

    @CasePathable
    enum Action: Equatable {
      case add(AddItem.Action)
      case edit(AddItem.Action)
      case alert(Alert)
    }

    enum Alert: Equatable {
      case confirmDeletion
    }

    var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.add, action: \.add) { AddItem() }
        .ifCaseLet(\.edit, action: \.edit) { AddItem() }
    }
  }

  /// A list that presents an add form, an edit form, or a delete alert in one destination.
  struct Items: Reducer {
    struct State: Equatable {
      var items: [String] = []
      /// The child's name, as the parent saw it after the child ran (child runs first).
      var nameSeenByParent: String?
      @PresentationState var destination: Destination.State?
    }

    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case editButtonTapped
      case deleteButtonTapped
      case closeFromParent
      case destination(PresentationAction<Destination.Action>)
    }

    static let deleteAlert = AlertState<Destination.Alert> {
      TextState("Delete all items?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.destination = .add(AddItem.State())
          return .none
        case .editButtonTapped:
          state.destination = .edit(AddItem.State(name: state.items.first ?? ""))
          return .none
        case .deleteButtonTapped:
          state.destination = .alert(Self.deleteAlert)
          return .none
        case .closeFromParent:
          state.destination = nil
          return .none
        case .destination(.presented(.add(.nameChanged))):
          state.nameSeenByParent = state.destination?[case: \.add]?.name
          return .none
        case let .destination(.presented(.add(.delegate(.saved(name))))):
          state.items.append(name)
          return .none
        case .destination(.presented(.alert(.confirmDeletion))):
          state.items.removeAll()
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination) { Destination() }
    }
  }

  /// A feature with a plain alert (no destination enum): `ifLet(\.$alert, action: \.alert)`.
  struct Deleter: Reducer {
    struct State: Equatable {
      var count = 3
      @PresentationState var alert: AlertState<Action.Alert>?
      @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    }

    @CasePathable
    enum Action: Equatable {
      case deleteButtonTapped
      case shareButtonTapped
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)

      @CasePathable
      enum Alert: Equatable {
        case confirmDeletion
      }

      @CasePathable
      enum Dialog: Equatable {
        case copyLink
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteButtonTapped:
          state.alert = AlertState {
            TextState("Delete \(state.count) items?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
          return .none
        case .shareButtonTapped:
          state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Share")
          } actions: {
            ButtonState(action: .copyLink) { TextState("Copy link") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
          return .none
        case .alert(.presented(.confirmDeletion)):
          state.count = 0
          return .none
        case .alert, .dialog:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  /// A screen pushed on a stack: saves (dismissing itself), and can run a timer.
  struct Detail: Reducer {
    struct State: Equatable {
      var title: String
      var ticks = 0
    }

    @CasePathable
    enum Action: Equatable {
      case saveButtonTapped
      case closeButtonTapped
      case startTimer
      case tick
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .saveButtonTapped:
          state.title += " (saved)"
          return .none
        case .closeButtonTapped:
          return .run { _ in await self.dismiss() }
        case .startTimer:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  /// The screens of `Root`'s stack, as `@Reducer enum Path` would generate them.
  struct Path: Reducer {
    @CasePathable
    enum State: Equatable {
      case detail(Detail.State)
    }

    @CasePathable
    enum Action: Equatable {
      case detail(Detail.Action)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer<State, Action>()
        .ifCaseLet(\.detail, action: \.detail) { Detail() }
    }
  }

  /// A root screen with a navigation stack of details.
  struct Root: Reducer {
    struct State: Equatable {
      var path = StackState<Path.State>()
      /// The title of the element that was saved, as the parent saw it (element runs first).
      var savedTitles: [String] = []
    }

    @CasePathable
    enum Action: Equatable {
      case openDetail(String)
      case popToRoot
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .openDetail(title):
          state.path.append(.detail(Detail.State(title: title)))
          return .none
        case .popToRoot:
          state.path.removeAll()
          return .none
        case let .path(.element(id, .detail(.saveButtonTapped))):
          if let title = state.path[id: id]?[case: \.detail]?.title {
            state.savedTitles.append(title)
          }
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }
}
