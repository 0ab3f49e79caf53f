import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("Progress remembers that the solution was offered")
struct SolutionOfferTests {
  @Test("only the first pass of an exercise is reported as new")
  func once() throws {
    let root = try LearnerFixture.make()
    let store = ProgressStore(layout: root.layout)
    #expect(try store.markSolutionOffered([LearnerFixture.counter]) == [LearnerFixture.counter])
    #expect(try store.markSolutionOffered([LearnerFixture.counter, LearnerFixture.toggle]) == [LearnerFixture.toggle])
    #expect(try store.markSolutionOffered([LearnerFixture.counter]) == [])
    #expect(store.load().progress[LearnerFixture.counter].solutionOffered)
  }

  @Test("the flag is written only when set, and older files without it still load")
  func coding() throws {
    let root = try LearnerFixture.make()
    let store = ProgressStore(layout: root.layout)
    try store.recordHintsShown(1, for: LearnerFixture.counter)
    let before = try String(contentsOf: store.file, encoding: .utf8)
    #expect(!before.contains("solutionOffered"))
    _ = try store.markSolutionOffered([LearnerFixture.counter])
    let after = try String(contentsOf: store.file, encoding: .utf8)
    #expect(after.contains("\"solutionOffered\" : true"))
    #expect(store.load().progress[LearnerFixture.counter].hintsShown == 1)
  }
}
