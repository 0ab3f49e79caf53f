import Curriculum
import Testing

@testable import Checker

@Suite("What dojo check checks")
struct CheckTargetTests {
  let catalog = ExerciseCatalog(entries: [
    .init(id: ExerciseID("phase1/counter")!, title: "カウンター"),
    .init(id: ExerciseID("phase4/search-debounce")!, title: "検索"),
    .init(id: ExerciseID("phase4/realtime-polling")!, title: "ポーリング"),
    .init(id: ExerciseID("phase4/retry")!, title: "リトライ"),
  ])

  @Test("a phase, an exercise, a unique slug, or the current exercise")
  func resolves() throws {
    #expect(try CheckTarget.resolve("phase4", in: catalog, current: nil).exercises.map(\.slug) == [
      "search-debounce", "realtime-polling", "retry",
    ])
    #expect(try CheckTarget.resolve("phase4/retry", in: catalog, current: nil).exercises == [ExerciseID("phase4/retry")!])
    #expect(try CheckTarget.resolve("retry", in: catalog, current: nil).name == "phase4/retry")
    let current = try CheckTarget.resolve(nil, in: catalog, current: ExerciseID("phase1/counter"))
    #expect(current == CheckTarget(name: "phase1/counter", exercises: [ExerciseID("phase1/counter")!]))
  }

  @Test("an unknown exercise lists what exists and suggests the nearest")
  func unknownExercise() {
    #expect(throws: CheckTargetError.self) { try CheckTarget.resolve("phase4/retyr", in: catalog, current: nil) }
    do {
      _ = try CheckTarget.resolve("phase4/retyr", in: catalog, current: nil)
    } catch let error as CheckTargetError {
      #expect(error.description.contains("Did you mean phase4/retry?"))
      #expect(error.description.contains("phase1/counter"))
    } catch {}
  }

  @Test("an unknown phase suggests the nearest and lists the phases")
  func unknownPhase() {
    do {
      _ = try CheckTarget.resolve("phase5", in: catalog, current: nil)
      Issue.record("phase5 should not resolve")
    } catch let error as CheckTargetError {
      #expect(error.description.contains("Phases: phase1, phase4"))
      #expect(error.description.contains("Did you mean"))
    } catch { Issue.record("\(error)") }
  }

  @Test("nothing left to solve says so")
  func nothingLeft() {
    #expect(throws: CheckTargetError.nothingLeft) { try CheckTarget.resolve(nil, in: catalog, current: nil) }
  }
}

@Suite("What a refused id looks like in the message")
struct CheckTargetShownTests {
  @Test("a 100,000-character id is cut to 80 with its length; control characters are escaped")
  func longAndOdd() {
    let long = "phase4/" + String(repeating: "a", count: 100_000)
    let shown = CheckTargetError.shown(long)
    #expect(shown.count < 100)
    #expect(shown.hasSuffix("… (100007)"))
    #expect(CheckTargetError.shown("phase4/retry\n") == "phase4/retry\\n")
    #expect(!CheckTargetError.unknownExercise(long, suggestion: nil, known: []).text(.english).contains(String(repeating: "a", count: 200)))
  }
}
