import Composable
import Testing

@Suite struct StackStateTests {
  @Test func elementsGetIncrementingIDsInPushOrder() {
    var stack = StackState<String>()
    stack.append("A")
    stack.append("B")
    stack.append(contentsOf: ["C", "D"])
    #expect(Array(stack) == ["A", "B", "C", "D"])
    #expect(stack.ids == [0, 1, 2, 3])
    #expect(stack[id: 1] == "B")
    #expect(stack.last == "D")
    #expect(stack.popLast() == "D")
    #expect(stack.ids == [0, 1, 2])
    // A popped id is never handed out again.
    stack.append("E")
    #expect(stack.ids == [0, 1, 2, 4])
  }

  @Test func deepLinkLiteralGetsIDsToo() {
    let stack = StackState(["List", "Detail"])
    #expect(stack.ids == [0, 1])
    #expect(stack[id: 1] == "Detail")
  }

  @Test func subscriptByIDWritesAndRemoves() {
    var stack = StackState(["A", "B", "C"])
    stack[id: 1] = "b"
    #expect(Array(stack) == ["A", "b", "C"])
    stack[id: 1] = nil
    #expect(Array(stack) == ["A", "C"])
    #expect(stack.ids == [0, 2])
    #expect(stack[id: 9] == nil)
  }

  @Test func popFromAndPopTo() {
    var stack = StackState(["A", "B", "C", "D"])
    stack.pop(to: 1)
    #expect(Array(stack) == ["A", "B"])
    stack.pop(from: 1)
    #expect(Array(stack) == ["A"])
  }

  @Test func caseSubscriptReachesAnElementsCase() {
    var stack = StackState<Nav.Path.State>([.detail(Nav.Detail.State(title: "A"))])
    stack[id: 0, case: \.detail]?.title = "B"
    #expect(stack[id: 0] == .detail(Nav.Detail.State(title: "B")))
  }

  @Test func equalityIncludesIDs() {
    let a = StackState(["A"])
    let b = StackState(["A"])  // next id: 1
    #expect(a != b)
    #expect(a == a)
    var c = StackState<String>()
    c[id: 0] = "A"  // tests may insert at a given id
    #expect(c == a)
    #expect(c.hashValue == a.hashValue)
  }

  @Test func dumpNamesEachElementsID() {
    let stack = StackState(["A", "B"])
    #expect(
      String(customDumping: stack) == """
        [
          #0: "A",
          #1: "B"
        ]
        """
    )
  }
}
