import Foundation
import Testing

@testable import Curriculum

/// A throwaway checkout in a temporary folder: `Package.swift`, `Lessons/`, `Exercises/`.
struct TemporaryCheckout {
  let layout: ProjectLayout

  init(lessons: [String: String], exercises: [String] = []) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-course-\(UUID().uuidString)", isDirectory: true)
    layout = ProjectLayout(root: root)
    try FileManager.default.createDirectory(at: layout.lessons, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: layout.manifest)
    for (name, text) in lessons {
      try Data(text.utf8).write(to: layout.lessons.appendingPathComponent(name))
    }
    for exercise in exercises {
      let id = try #require(ExerciseID(exercise))
      try FileManager.default.createDirectory(
        at: layout.exerciseDirectory(id), withIntermediateDirectories: true
      )
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: layout.root)
  }
}

@Suite("Course")
struct CourseTests {
  static let phase1 = "# Phase 1: 基本\n\n## 練習問題\n\n### 1. カウンター\n<!-- exercise: counter -->\n\n数える。\n"
  static let phase2 = "# Phase 2: テスト\n\n## Exercises\n\n### 1. Form\n<!-- exercise: signup-form -->\n\nA form.\n"

  @Test func loadsLessonsInPhaseOrderAndIgnoresOtherMarkdown() throws {
    let checkout = try TemporaryCheckout(
      lessons: [
        "phase2-testing.md": Self.phase2, "phase1-basics.md": Self.phase1,
        "AUTHORING.md": "# How to write a lesson\n",
      ],
      exercises: ["phase1/counter", "phase2/signup-form"]
    )
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    #expect(course.lessons.map(\.slug) == ["phase1", "phase2"])
    #expect(course.exerciseIDs.map(\.rawValue) == ["phase1/counter", "phase2/signup-form"])
    #expect(course.diagnostics.isEmpty, "\(course.diagnostics.map(\.rendered))")
    let found = try #require(course.problem(for: ExerciseID(phase: "phase2", slug: "signup-form")))
    #expect(found.lesson.slug == "phase2")
    #expect(found.problem.title == "Form")
    #expect(course.problem(for: ExerciseID(phase: "phase2", slug: "nope")) == nil)
    #expect(course.lessons[0].file.relativePath == "Lessons/phase1-basics.md")
  }

  @Test func resolvesSlugNumberAndFileStem() throws {
    let checkout = try TemporaryCheckout(lessons: ["phase1-basics.md": Self.phase1])
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    for name in ["phase1", "1", "phase1-basics", "Phase1", "phase1-basics.md", "１"] {
      #expect(try course.lesson(named: name).slug == "phase1", "\(name)")
    }
  }

  @Test func unknownNameListsLessonsAndSuggestsTheNearest() throws {
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": Self.phase1, "phase2-testing.md": Self.phase2]
    )
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    #expect(
      throws: CurriculumError.unknownLesson(
        "phase2-tests", available: ["phase1 (phase1-basics)", "phase2 (phase2-testing)"],
        suggestion: "phase2-testing"
      )
    ) {
      try course.lesson(named: "phase2-tests")
    }
    do {
      _ = try course.lesson(named: "phaze1")
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("Did you mean `phase1`?"))
      #expect("\(error)".contains("phase2 (phase2-testing)"))
    }
  }

  @Test func reportsTwoLessonsForOnePhaseAndMissingExerciseFolders() throws {
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": Self.phase1, "phase1-again.md": Self.phase1],
      exercises: []
    )
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    let messages = course.diagnostics.map { $0.rendered(relativeTo: checkout.layout) }
    #expect(messages.contains { $0.hasPrefix("Lessons/phase1-basics.md:1: phase 1 is already taught by Lessons/phase1-again.md") })
    #expect(messages.contains { $0.contains("Exercises/phase1/counter/ does not exist") })
  }

  @Test func missingLessonsFolderIsAClearError() {
    let layout = ProjectLayout(root: URL(fileURLWithPath: "/nonexistent-dojo"))
    #expect(throws: CurriculumError.self) { try Course.load(from: layout) }
  }
}

@Suite("Course exercise lookup")
struct CourseExerciseLookupTests {
  @Test func findsAProblemByExerciseIDOrSuggestsTheNearest() throws {
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": CourseTests.phase1, "phase2-testing.md": CourseTests.phase2]
    )
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    #expect(try course.problem(named: "phase2/signup-form").problem.title == "Form")
    #expect(
      throws: CurriculumError.unknownExercise(
        "phase1/countr", available: ["phase1/counter", "phase2/signup-form"],
        suggestion: "phase1/counter"
      )
    ) {
      try course.problem(named: "phase1/countr")
    }
  }
}
