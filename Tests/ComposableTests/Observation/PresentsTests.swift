import Composable
import Testing

/// `@Presents` at run time: `\.$notice` is the `PresentationState`, and both spellings agree.
@Suite struct PresentsTests {
  @ObservableState
  struct State: Equatable {
    @Presents var notice: Notice?
    @Presents var child: ObservedChild.State?
  }

  @Test func projectionIsAWritableKeyPathToPresentationState() {
    let keyPath: WritableKeyPath<State, PresentationState<Notice>> = \.$notice
    var state = State()
    state[keyPath: keyPath] = PresentationState(wrappedValue: Notice(title: "Hi"))
    #expect(state.notice == Notice(title: "Hi"))
  }

  @Test func valueAndProjectionAgree() {
    var state = State(notice: Notice(title: "Saved"))
    #expect(state.$notice.wrappedValue == Notice(title: "Saved"))
    state.notice = nil
    #expect(state.$notice.wrappedValue == nil)
    state.$notice.wrappedValue = Notice(title: "Again")
    #expect(state.notice == Notice(title: "Again"))
  }

  @Test func presentingThroughEitherSpellingTellsReaders() {
    var state = State()
    let viaValue = changes { _ = state.notice }
    state.$notice.wrappedValue = Notice(title: "Hi")
    #expect(viaValue.value == 1)

    let dismissed = changes { _ = state.notice }
    state.notice = nil
    #expect(dismissed.value == 1)
  }

  @Test func mutatingAPresentedChildTellsReadersOfItsFieldsOnly() {
    var state = State(child: ObservedChild.State())
    let presentation = changes { _ = state.child }
    let count = changes { _ = state.child?.count }
    state.child?.count += 1
    #expect(presentation.value == 0)
    #expect(count.value == 1)
    #expect(state.$child.wrappedValue?.count == 1)
  }

  @Test func equalityComparesThePresentedValues() {
    #expect(State(notice: Notice(title: "A")) == State(notice: Notice(title: "A")))
    #expect(State(notice: Notice(title: "A")) != State(notice: nil))
  }
}
