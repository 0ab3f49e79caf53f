import Testing

@testable import Classroom

/// Each operator on a small source: which edits it makes, and where it must stay silent.
@Suite("MutantGenerator")
struct MutantGeneratorTests {
  func mutants(_ source: String, _ op: MutationOperator) -> [SourceMutant] {
    MutantGenerator.mutants(of: source, file: "Feature.swift").filter { $0.operator == op }
  }

  /// The edit of each mutant as `original → replacement`.
  func edits(_ source: String, _ op: MutationOperator) -> [String] {
    mutants(source, op).map { "\($0.original) → \($0.replacement)" }
  }

  @Test("numbers: plus one, minus one, doubled; a duplicate and a no-op are dropped")
  func numericLiteral() {
    #expect(edits("let limit = 4\n", .numericLiteral) == ["4 → 5", "4 → 3", "4 → 8"])
    // 1 + 1 and 1 × 2 are the same program: one mutant.
    #expect(edits("let a = 1\n", .numericLiteral) == ["1 → 2", "1 → 0"])
    // 0 × 2 is 0 again (no mutant); a negative result is parenthesized.
    #expect(edits("let a = b - 0\n", .numericLiteral) == ["0 → 1", "0 → (-1)"])
    #expect(edits("let ratio = 0.5\n", .numericLiteral) == ["0.5 → 1.5", "0.5 → (-0.5)", "0.5 → 1.0"])
  }

  @Test("durations: the count of .seconds/.milliseconds, ±1 unit and ×2")
  func durationLiteral() {
    let source = "let interval: Duration = .milliseconds(300)\nlet other = .seconds(2)\n"
    #expect(edits(source, .durationLiteral) == ["300 → 301", "300 → 299", "300 → 600", "2 → 3", "2 → 1", "2 → 4"])
    #expect(edits(source, .numericLiteral).isEmpty)
  }

  @Test("cancelInFlight: true becomes false, and only that argument")
  func cancelInFlight() {
    let source = ".run { _ in }.cancellable(id: CancelID.search, cancelInFlight: true)\nlet flag = true\n"
    #expect(edits(source, .cancelInFlight) == ["true → false"])
    #expect(edits(".run { _ in }.cancellable(id: CancelID.search, cancelInFlight: false)\n", .cancelInFlight).isEmpty)
  }

  @Test(".cancellable(id:) is removed, keeping the effect")
  func removeCancellable() throws {
    let source = """
      func f() -> Effect<Action> {
        return .run { send in await send(.tick) }
          .cancellable(id: CancelID.timer)
      }

      """
    let mutant = try #require(mutants(source, .removeCancellable).first)
    #expect(mutant.replacement == ".run { send in await send(.tick) }")
    #expect(mutant.mutatedText.contains("return .run { send in await send(.tick) }\n}"))
  }

  @Test(".cancel(id:) becomes .none; other .cancel calls stay")
  func cancelToNone() {
    #expect(edits("let e: Effect<Action> = .cancel(id: CancelID.timer)\n", .cancelToNone) == [".cancel(id: CancelID.timer) → .none"])
    #expect(edits("let e = Effect<Action>.cancel(id: CancelID.timer)\n", .cancelToNone).count == 1)
    #expect(edits("task.cancel()\n", .cancelToNone).isEmpty)
  }

  @Test(".merge and .concatenate are swapped")
  func mergeConcatenate() {
    #expect(edits("let e = Effect.merge(a, b)\n", .mergeConcatenate) == ["merge → concatenate"])
    #expect(edits("let e = Effect.concatenate(a, b)\n", .mergeConcatenate) == ["concatenate → merge"])
  }

  @Test("no swap when every effect before the last finishes at once: the two programs are the same")
  func mergeConcatenateOfCancels() {
    #expect(edits("let e: Effect<Action> = .merge(.cancel(id: ID.a), .run { _ in })\n", .mergeConcatenate).isEmpty)
    #expect(edits("let e = Effect<Action>.concatenate(.cancel(id: ID.a), .none, load())\n", .mergeConcatenate).isEmpty)
    // A cancel after the work it cancels, or work before it, is a different program either way.
    #expect(edits("let e: Effect<Action> = .merge(.run { _ in }, .cancel(id: ID.a))\n", .mergeConcatenate) == ["merge → concatenate"])
    #expect(edits("let e: Effect<Action> = .merge(load(), .cancel(id: ID.a), save())\n", .mergeConcatenate) == ["merge → concatenate"])
  }

  static let reducer = """
    struct Feature: Reducer {
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tapped:
            state.count += 1
            state.isLoading = true
            analytics.track("tap")
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.done)
            }
          case .done:
            state.isLoading = false
            return .none
          }
        }
      }

      func helper() {
        log("not in a reducer case")
        count = 2
      }
    }

    """

  @Test("a statement of a reducer case is removed; state assignments have their own operator")
  func removeStatement() {
    let removed = mutants(Self.reducer, .removeStatement).map(\.original)
    #expect(removed == [#"analytics.track("tap")"#, "try await clock.sleep(for: .seconds(1))", "await send(.done)"])
    let assignments = mutants(Self.reducer, .removeStateAssignment).map(\.original)
    #expect(assignments == ["state.count += 1", "state.isLoading = true", "state.isLoading = false"])
  }

  @Test("a case's only statement is never removed (the case would not compile)")
  func onlyStatementStays() {
    let source = """
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .a:
          state.x = 1
        case .b:
          state.x = 2
          state.y = 3
        }
        return .none
      }

      """
    #expect(mutants(source, .removeStateAssignment).map(\.original) == ["state.x = 2", "state.y = 3"])
  }

  @Test("conditions of if, guard and while are negated; `!x` becomes `x`")
  func negateCondition() {
    let source = """
      func f() {
        if state.isOn { g() }
        guard !query.isEmpty else { return }
        while attempt < 3 { attempt += 1 }
        if let value = optional { g(value) }
      }

      """
    #expect(edits(source, .negateCondition) == [
      "state.isOn → !(state.isOn)", "!query.isEmpty → query.isEmpty", "attempt < 3 → !(attempt < 3)",
    ])
  }

  @Test("== ↔ !=, < ↔ <=, > ↔ >=")
  func operators() {
    let source = "let a = x == y\nlet b = x != y\nlet c = x < y\nlet d = x <= y\nlet e = x > y\nlet f = x >= y\nlet g = x + y\n"
    #expect(edits(source, .equality) == ["== → !=", "!= → =="])
    #expect(edits(source, .boundary) == ["< → <=", "<= → <", "> → >=", ">= → >"])
  }

  @Test("a reducer's returned effect becomes .none; a return elsewhere stays")
  func returnNone() {
    #expect(mutants(Self.reducer, .returnNone).map(\.original).first?.hasPrefix(".run { send in") == true)
    #expect(mutants(Self.reducer, .returnNone).count == 1)  // `return .none` is already .none
    let helper = "func backoff(_ attempt: Int) -> Duration {\n  return .seconds(attempt)\n}\n"
    #expect(mutants(helper, .returnNone).isEmpty)
    let effectHelper = "func load() -> Effect<Action> {\n  return .send(.loaded)\n}\n"
    #expect(edits(effectHelper, .returnNone) == [".send(.loaded) → .none"])
  }

  @Test("a dependency's liveValue, previewValue and testValue are never mutated")
  func untestedCodeIsSkipped() {
    let source = """
      extension Client: DependencyKey {
        static let liveValue = Client(fetch: { try await Task.sleep(for: .seconds(1)); return 1 == 1 })
        static let testValue = Client(fetch: unimplemented("fetch", placeholder: 0))
      }
      let real = 1

      """
    let all = MutantGenerator.mutants(of: source, file: "F.swift")
    #expect(all.allSatisfy { $0.line == 5 })
    #expect(all.count == 2)
  }

  @Test("every mutant parses, differs from the original, and has the line of its edit")
  func mutantsAreDistinctPrograms() {
    let all = MutantGenerator.mutants(of: Self.reducer, file: "Feature.swift")
    #expect(Set(all.map(\.mutatedText)).count == all.count)
    #expect(!all.contains { $0.mutatedText == Self.reducer })
    let sleep = all.first { $0.operator == .durationLiteral }
    #expect(sleep?.line == 10)
  }
}
