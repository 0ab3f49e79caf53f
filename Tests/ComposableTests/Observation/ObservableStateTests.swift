import Composable
import Testing

/// `@ObservableState` values on their own: which reads are told about which writes, identity,
/// equality and dumps.
@Suite struct ObservableStateTests {
  @ObservableState
  struct Log: Equatable {
    var items: [Int] = []
    var rows: [ObservedChild.State] = []
    var text = ""
  }

  @Test func writingATrackedPropertyTellsItsReaders() {
    var state = ObservedChild.State()
    let countChanges = changes { _ = state.count }
    state.count += 1
    #expect(countChanges.value == 1)
    #expect(state.count == 1)
  }

  @Test func writingAnotherPropertyTellsNobody() {
    var state = ObservedChild.State()
    let countChanges = changes { _ = state.count }
    state.name = "Blob"
    #expect(countChanges.value == 0)
  }

  @Test func assigningAnEqualValueTellsNobody() {
    var state = ObservedChild.State(count: 3)
    let countChanges = changes { _ = state.count }
    state.count = 3
    #expect(countChanges.value == 0)
  }

  @Test func ignoredPropertiesAreNotTracked() {
    var state = ObservedParent.State()
    let ignoredChanges = changes { _ = state.ignored }
    state.ignored += 1
    #expect(ignoredChanges.value == 0)
    #expect(state.ignored == 1)
  }

  @Test func mutatingAChildInPlaceTellsReadersOfTheFieldNotOfTheChild() {
    var state = ObservedParent.State()
    let childCountChanges = changes { _ = state.child.count }
    let childChanges = changes { _ = state.child }
    state.child.count += 1
    #expect(childCountChanges.value == 1)
    #expect(childChanges.value == 0)
  }

  @Test func replacingAChildTellsReadersOfTheChild() {
    var state = ObservedParent.State()
    let childChanges = changes { _ = state.child }
    state.child = ObservedChild.State(count: 42)
    #expect(childChanges.value == 1)
    #expect(state.child.count == 42)
  }

  @Test func restoringAnOlderCopyOfAChildIsAChange() {
    var state = ObservedParent.State()
    let copy = state.child
    state.child.count += 1
    let childChanges = changes { _ = state.child }
    state.child = copy
    #expect(childChanges.value == 1)
    #expect(state.child.count == 0)
  }

  @Test func presentingAndMutatingAnOptionalChild() {
    var state = ObservedParent.State()
    let presented = changes { _ = state.optionalChild }
    state.optionalChild = ObservedChild.State()
    #expect(presented.value == 1)

    let optionalChanges = changes { _ = state.optionalChild }
    let countChanges = changes { _ = state.optionalChild?.count }
    state.optionalChild?.count += 1
    #expect(optionalChanges.value == 0)
    #expect(countChanges.value == 1)
  }

  @Test func copiesShareAnIdentityNewValuesDoNot() {
    let state = ObservedChild.State()
    let copy = state
    #expect(state._$id == copy._$id)
    #expect(ObservedChild.State()._$id != state._$id)
  }

  @Test func mutatingInPlaceThroughAParentGivesTheChildANewIdentity() {
    var state = ObservedParent.State()
    let before = state.child._$id
    state.child.count += 1
    #expect(state.child._$id != before)
  }

  @Test func enumIdentityFollowsTheCaseAndItsPayload() {
    let child = ObservedChild.State()
    #expect(ObservedDestination.child(child)._$id == ObservedDestination.child(child)._$id)
    #expect(ObservedDestination.child(child)._$id != ObservedDestination.labelled(state: child)._$id)
    #expect(ObservedDestination.child(child)._$id != ObservedDestination.child(.init())._$id)
    // A case without payload has nothing to observe inside: every read is a new identity.
    #expect(ObservedDestination.empty._$id != ObservedDestination.empty._$id)
  }

  @Test func enumWillModifyReachesThePayload() {
    var destination = ObservedDestination.labelled(state: ObservedChild.State(count: 7))
    let before = destination._$id
    destination._$willModify()
    #expect(destination._$id != before)
    #expect(destination == .labelled(state: ObservedChild.State(count: 7)))
  }

  @Test func equalityAndHashingIgnoreTheRegistrar() {
    let first = ObservedChild.State(count: 1, name: "a")
    let second = ObservedChild.State(count: 1, name: "a")
    #expect(first._$id != second._$id)
    #expect(first == second)
    #expect(first != ObservedChild.State(count: 2, name: "a"))
    #expect(ObservationStateRegistrar().hashValue == ObservationStateRegistrar().hashValue)
  }

  @Test func letPropertiesStayPlainConstants() {
    let state = ObservedParent.State()
    #expect(state.createdBy == "tests")
  }

  @Test func dumpsShowTheStoredFieldsWithoutTheRegistrar() {
    // As in TCA, a tracked property is dumped under its storage name (`_count`); the registrar
    // and identity (`_$…`) are left out.
    var dump = ""
    customDump(ObservedChild.State(count: 1, name: "Blob"), to: &dump)
    #expect(
      dump == """
        ObservedChild.State(
          _count: 1,
          _name: "Blob"
        )
        """
    )
  }

  @Test func appendingInPlaceMutatesTheSameBuffer() {
    var log = Log()
    log.items.reserveCapacity(16)
    let before = log.items.withUnsafeBufferPointer { $0.baseAddress }
    let itemChanges = changes { _ = log.items }
    let textChanges = changes { _ = log.text }
    log.items.append(1)
    let after = log.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(itemChanges.value == 1)
    #expect(textChanges.value == 0)
    log.text += "x"
    #expect(textChanges.value == 1)
  }

  @Test func mutatingAnElementInPlaceTellsItsReadersNotTheCollections() {
    var log = Log(rows: [ObservedChild.State(), ObservedChild.State()])
    let rowsChanges = changes { _ = log.rows }
    let countChanges = changes { _ = log.rows[1].count }
    log.rows[1].count += 1
    #expect(rowsChanges.value == 0)
    #expect(countChanges.value == 1)

    let appended = changes { _ = log.rows }
    log.rows.append(ObservedChild.State())
    #expect(appended.value == 1)
  }
}
