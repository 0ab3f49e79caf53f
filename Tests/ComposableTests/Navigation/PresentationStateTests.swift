import Composable
import Testing

@Suite struct PresentationStateTests {
  struct Box: Equatable, Hashable {
    var value: Int
  }

  @Test func copiesDoNotShareWrites() {
    var a = PresentationState(wrappedValue: Box(value: 1))
    var b = a
    b.wrappedValue?.value = 2
    #expect(a.wrappedValue?.value == 1)
    #expect(b.wrappedValue?.value == 2)
    a.wrappedValue = nil
    #expect(b.wrappedValue?.value == 2)
  }

  @Test func equalityAndHashingSeeOnlyThePresentedValue() {
    let a = PresentationState(wrappedValue: Box(value: 1))
    let b = PresentationState(wrappedValue: Box(value: 1))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != PresentationState(wrappedValue: Box(value: 2)))
    #expect(a != PresentationState(wrappedValue: nil))
  }

  @Test func dumpShowsThePresentedValueWithoutTheWrapper() {
    struct Parent {
      @PresentationState var child: Box?
    }
    #expect(
      String(customDumping: Parent(child: Box(value: 1))) == """
        PresentationStateTests.Parent(
          _child: PresentationStateTests.Box(value: 1)
        )
        """
    )
    #expect(
      String(customDumping: Parent(child: nil)) == """
        PresentationStateTests.Parent(_child: nil)
        """
    )
  }

  @Test func caseSubscriptWritesThePresentedCaseOnly() {
    var state = PresentationState<Nav.Destination.State>(
      wrappedValue: .add(Nav.AddItem.State())
    )
    state[case: \.add]?.name = "Milk"
    #expect(state.wrappedValue == .add(Nav.AddItem.State(name: "Milk")))
    #expect(state[case: \.edit] == nil)
  }

  @Test func writingAnotherCaseIsReported() {
    var state = PresentationState<Nav.Destination.State>(
      wrappedValue: .add(Nav.AddItem.State())
    )
    withKnownIssue {
      state[case: \.edit] = Nav.AddItem.State(name: "x")
    } matching: { issue in
      issue.description.contains("Can't modify a case of the presented")
    }
    #expect(state.wrappedValue == .add(Nav.AddItem.State()))
  }

  @Test func presentationActionCasePaths() {
    typealias Action = PresentationAction<Nav.Destination.Action>
    let dismiss: Action = .dismiss
    let save: Action = .presented(.add(.saveButtonTapped))
    #expect(dismiss[case: \.dismiss] != nil)
    #expect(save[case: \.dismiss] == nil)
    let presented = save[case: \.presented]
    #expect(presented == .add(.saveButtonTapped))
    let add = save[case: \.add]
    #expect(add == .saveButtonTapped)
    let embedded = (\Action.Cases.add.nameChanged)("x")
    #expect(embedded == .presented(.add(.nameChanged("x"))))
  }
}
