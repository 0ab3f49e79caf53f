import Composable
import Testing

@MainActor
@Suite struct AlertStateTests {
  @Test func textStateIsAComparableString() {
    #expect(TextState("Delete") == TextState(verbatim: "Delete"))
    #expect(TextState("Delete") != TextState("Remove"))
    #expect(String(state: TextState("Hello, ") + TextState("Blob")) == "Hello, Blob")
    #expect(String(customDumping: TextState("Delete")) == #""Delete""#)
  }

  @Test func buttonStateCarriesRoleActionAndLabel() {
    let button = ButtonState(role: .destructive, action: Nav.Destination.Alert.confirmDeletion) {
      TextState("Delete")
    }
    #expect(button.role == .destructive)
    #expect(button.action == .send(.confirmDeletion))
    #expect(String(state: button.label) == "Delete")
    let cancel = ButtonState<Nav.Destination.Alert>(role: .cancel) { TextState("Cancel") }
    #expect(cancel.action.action == nil)
    // Equality ignores the random id.
    let same = ButtonState(role: .destructive, action: Nav.Destination.Alert.confirmDeletion) {
      TextState("Delete")
    }
    #expect(button == same)
    #expect(button.id != same.id)
  }

  @Test func withActionHandsOverTheActionOrNil() {
    var performed: [Nav.Destination.Alert?] = []
    for button in Nav.Items.deleteAlert.buttons {
      button.withAction { performed.append($0) }
    }
    #expect(performed == [.confirmDeletion, nil])
  }

  @Test func alertStateBuilderEqualityAndHashing() {
    let includeCancel = true
    let alert = AlertState<Nav.Destination.Alert> {
      TextState("Delete all items?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      if includeCancel {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(alert == Nav.Items.deleteAlert)
    #expect(alert.hashValue == Nav.Items.deleteAlert.hashValue)
    #expect(alert.id != Nav.Items.deleteAlert.id)
    #expect(alert.buttons.count == 2)
    #expect(alert.message.map { String(state: $0) } == "This cannot be undone.")
    let noMessage = AlertState<Nav.Destination.Alert> { TextState("Delete all items?") }
    #expect(noMessage != alert)
    #expect(noMessage.buttons.isEmpty)
  }

  @Test func alertDumpIsReadable() {
    let dump = String(customDumping: Nav.Items.deleteAlert)
    #expect(
      dump == """
        AlertState(
          title: "Delete all items?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(
                .confirmDeletion
              ),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "This cannot be undone."
        )
        """
    )
  }

  @Test func confirmationDialogStateBuildsAndCompares() {
    let dialog = ConfirmationDialogState<Nav.Deleter.Action.Dialog>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
    }
    #expect(dialog.titleVisibility == .visible)
    let automatic = ConfirmationDialogState<Nav.Deleter.Action.Dialog> {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
    }
    #expect(dialog != automatic)
    #expect(String(customDumping: dialog).contains("titleVisibility: .visible"))
  }

  @Test func alertIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: Nav.Deleter.State()) { Nav.Deleter() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete 3 items?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.count = 0
    }
  }

  @Test func tappingAButtonSendsItsActionAsTheStoreWould() async {
    let store = TestStore(initialState: Nav.Deleter.State()) { Nav.Deleter() }
    store.exhaustivity = .off
    await store.send(.deleteButtonTapped)
    let cancel = store.state.alert!.buttons[1]
    // A view sends `.presented(action)`, or `.dismiss` for a button without one.
    await cancel.withAction { action in
      await store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss)) {
        $0.alert = nil
      }
    }
    #expect(store.state.count == 3)
    await store.send(.deleteButtonTapped)
    let delete = store.state.alert!.buttons[0]
    await delete.withAction { action in
      await store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss)) {
        $0.alert = nil
        $0.count = 0
      }
    }
  }

  @Test func alertCaseOfADestinationEnumIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: Nav.Items.State(items: ["A"])) { Nav.Items() }
    await store.send(.deleteButtonTapped) { $0.destination = .alert(Nav.Items.deleteAlert) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.items = []
    }
  }

  @Test func confirmationDialogIsDismissedAfterAButtonAction() async {
    let store = TestStore(initialState: Nav.Deleter.State()) { Nav.Deleter() }
    await store.send(.shareButtonTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share")
      } actions: {
        ButtonState(action: .copyLink) { TextState("Copy link") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.dialog(.presented(.copyLink))) { $0.dialog = nil }
  }
}
