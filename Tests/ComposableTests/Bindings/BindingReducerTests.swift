import Composable
import Testing

/// `BindingReducer`, `BindableAction` and binding actions sent and received through a `TestStore`.
@MainActor
@Suite struct BindingReducerTests {
  @Test func sendingASetActionWritesTheField() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.binding(.set(\.isSubscribed, true))) {
      $0.isSubscribed = true
    }
  }

  @Test func sendingByCaseKeyPathEmbedsTheBindingAction() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
      $0.changes = [" → Blob"]
    }
    await store.send(\.binding.isSubscribed, true) {
      $0.isSubscribed = true
    }
  }

  @Test func nestedFieldsAreSetThroughTheirKeyPath() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.binding(.set(\.preferences.volume, 9))) {
      $0.preferences.volume = 9
    }
  }

  // `Action.set(_:_:)` is deprecated here: TCA 1.25.5 has it only for `@BindingState`.
  @available(*, deprecated)
  @Test func setOnTheActionIsTheBindingCase() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.set(\.name, "Blob")) {
      $0.name = "Blob"
      $0.changes = [" → Blob"]
    }
    #expect(ProfileForm.Action.set(\.name, "x") == .binding(.set(\.name, "x")))
  }

  @Test func theFeatureReactsToOneFieldByPattern() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) { ProfileForm() }
    await store.send(\.binding.name, "") {
      $0.name = ""
      $0.nameError = "required"
      $0.changes = ["Blob → "]
    }
    // Another field's binding does not match `case .binding(\.name)`.
    await store.send(\.binding.isSubscribed, true) {
      $0.isSubscribed = true
    }
  }

  @Test func receivingBindingActionsByCaseKeyPathAndValue() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) { ProfileForm() }
    await store.send(.clearButtonTapped)
    await store.receive(\.binding.name) {
      $0.name = ""
      $0.nameError = "required"
      $0.changes = ["Blob → "]
    }
    await store.send(.saveButtonTapped)
    await store.receive(\.binding.isSubscribed, true) {
      $0.isSubscribed = true
    }
    await store.send(.clearButtonTapped)
    await store.receive(.binding(.set(\.name, "")))
  }

  @Test func receivingTheWrongFieldFailsAndShowsTheAction() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) { ProfileForm() }
    await store.send(.clearButtonTapped)
    await withKnownIssue {
      await store.receive(\.binding.isSubscribed)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains(#".binding(.set(\State."#)
        && issue.description.contains(#", ""))"#)
    }
  }

  @Test func receivingTheWrongValueFailsWithADiff() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) { ProfileForm() }
    await store.send(.clearButtonTapped)
    await withKnownIssue {
      await store.receive(\.binding.name, "Blob") {
        $0.name = ""
        $0.nameError = "required"
        $0.changes = ["Blob → "]
      }
    } matching: { issue in
      issue.description.contains(#"− "Blob""#) && issue.description.contains(#"+ """#)
    }
  }

  @Test func aWrongStateAssertionAfterABindingFails() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await withKnownIssue {
      await store.send(\.binding.isSubscribed, true) { $0.isSubscribed = false }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("+   _isSubscribed: true")
    }
  }

  @Test func nonExhaustiveStoresSkipUnassertedBindings() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) { ProfileForm() }
    store.exhaustivity = .off
    await store.send(\.binding.name, "")
    await store.send(.saveButtonTapped)
    await store.receive(\.binding.isSubscribed) { $0.isSubscribed = true }
    #expect(store.state.nameError == "required")
  }

  @Test func bindingReducerFirstLetsTheFeatureSeeTheNewValue() async {
    let store = TestStore(initialState: BindingOrder.State()) { BindingOrder(bindingFirst: true) }
    await store.send(\.binding.text, "new") {
      $0.text = "new"
      $0.seen = ["new"]
    }
  }

  @Test func bindingReducerLastLetsTheFeatureSeeTheOldValue() async {
    let store = TestStore(initialState: BindingOrder.State()) { BindingOrder(bindingFirst: false) }
    await store.send(\.binding.text, "new") {
      $0.text = "new"
      $0.seen = [""]
    }
  }

  @Test func bindingReducerWithAViewActionCaseKeyPath() async {
    let store = TestStore(initialState: ViewActionForm.State()) { ViewActionForm() }
    await store.send(\.view.binding.query, "swift") { $0.query = "swift" }
    await store.send(.view(.binding(.set(\.query, "tca")))) { $0.query = "tca" }
    await store.send(\.view.searchButtonTapped)
  }

  @Test func otherActionsLeaveStateAloneAndStartNothing() async {
    let store = TestStore(initialState: ProfileForm.State(name: "Blob")) {
      BindingReducer<ProfileForm.State, ProfileForm.Action, ProfileForm.Action>()
    }
    await store.send(.saveButtonTapped)
    await store.send(.clearButtonTapped)
    #expect(store.inFlightEffectCount == 0)
  }
}
