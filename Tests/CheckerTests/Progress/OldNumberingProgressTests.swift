import Curriculum
import Foundation
import Testing

@testable import Checker

/// A progress file written by the 14-exercise course (phases 1–6) keeps its passes in the larger
/// course: phases 7–11 are appended, new exercises join existing phases at their end, and no
/// existing id is renamed (issue 9 §4).
@Suite("Progress from the 14-exercise course")
struct OldNumberingProgressTests {
  /// Today's exercises, in lesson order.
  static let oldCourse: [(phase: String, slugs: [String])] = [
    ("phase1-basics", ["counter", "settings"]),
    ("phase2-testing", ["signup-form", "shopping-cart"]),
    ("phase3-composition", ["tab-app", "nested-todos", "profile-editor"]),
    ("phase4-effects", ["search-debounce", "realtime-polling", "retry"]),
    ("phase5-async-testing", ["refresh-with-await", "timer"]),
    ("phase6-effect-queues", ["auth-flow", "upload-queue"]),
  ]

  /// The larger course: the same ids first in each old phase, then new ones; new phases 7–11.
  static let newCourse: [(phase: String, slugs: [String])] = [
    ("phase1-basics", ["counter", "settings"]),
    ("phase2-testing", ["signup-form", "shopping-cart", "vote-buttons"]),
    ("phase3-composition", ["tab-app", "nested-todos", "profile-editor"]),
    ("phase4-effects", ["search-debounce", "realtime-polling", "retry"]),
    ("phase5-async-testing", ["refresh-with-await", "timer", "autosave"]),
    ("phase6-effect-queues", ["auth-flow", "upload-queue"]),
    ("phase7-bindings", ["profile-form"]),
    ("phase8-tree-navigation", ["contact-alert"]),
    ("phase9-stack-navigation", ["deep-link"]),
    ("phase10-dependencies", ["uuid-ids"]),
    ("phase11-capstone", ["meeting-list", "speaking-timer"]),
  ]

  static func ids(_ course: [(phase: String, slugs: [String])]) -> [ExerciseID] {
    course.flatMap { lesson in
      lesson.slugs.map { ExerciseID(phase: String(lesson.phase.prefix { $0 != "-" }), slug: $0) }
    }
  }

  static func write(_ course: [(phase: String, slugs: [String])], in root: ProgressFixtureFolder) throws {
    for lesson in course {
      let number = lesson.phase.prefix { $0 != "-" }.dropFirst("phase".count)
      var text = "# Phase \(number): 第 \(number) 章\n\n## 練習問題\n"
      for (index, slug) in lesson.slugs.enumerated() {
        text += "\n### \(index + 1). 問題 \(slug)\n\n<!-- exercise: \(slug) -->\n\n説明です。\n\n**ヒント**:\n\n- ヒントです。\n"
      }
      try root.write(text, to: "Lessons/\(lesson.phase).md")
    }
  }

  /// A progress file as the 14-exercise course wrote it: every exercise of phases 1–4 solved but
  /// retry, which still fails; phase 5 and 6 never checked.
  static let oldProgress = """
    {
      "exercises" : {
        "phase1/counter" : { "hintsShown" : 0, "lastChecked" : "2026-11-01T09:00:00Z", "lastStatus" : "pass" },
        "phase1/settings" : { "hintsShown" : 1, "lastChecked" : "2026-11-01T09:10:00Z", "lastStatus" : "pass" },
        "phase2/shopping-cart" : { "hintsShown" : 0, "lastChecked" : "2026-11-02T09:00:00Z", "lastStatus" : "pass" },
        "phase2/signup-form" : { "hintsShown" : 2, "lastChecked" : "2026-11-02T08:00:00Z", "lastStatus" : "pass" },
        "phase3/nested-todos" : { "hintsShown" : 0, "lastChecked" : "2026-11-03T09:00:00Z", "lastStatus" : "pass" },
        "phase3/profile-editor" : { "hintsShown" : 0, "lastChecked" : "2026-11-03T10:00:00Z", "lastStatus" : "pass" },
        "phase3/tab-app" : { "hintsShown" : 0, "lastChecked" : "2026-11-03T08:00:00Z", "lastStatus" : "pass" },
        "phase4/realtime-polling" : { "hintsShown" : 0, "lastChecked" : "2026-11-04T09:00:00Z", "lastStatus" : "pass" },
        "phase4/retry" : { "hintsShown" : 3, "lastChecked" : "2026-11-04T10:00:00Z", "lastStatus" : "fail" },
        "phase4/search-debounce" : { "hintsShown" : 0, "lastChecked" : "2026-11-04T08:00:00Z", "lastStatus" : "pass" }
      },
      "version" : 1
    }
    """

  @Test("every old id is still in the larger course, in the same relative order")
  func idsKept() {
    let old = Self.ids(Self.oldCourse)
    let new = Self.ids(Self.newCourse)
    #expect(old.count == 14)
    #expect(new.filter(old.contains) == old)
  }

  @Test("the old progress file loads in the larger course with its passes, hints and failures")
  func loads() throws {
    let root = try ProgressFixtureFolder()
    try Self.write(Self.newCourse, in: root)
    try root.write(Self.oldProgress, to: ".dojo/progress.json")
    let load = ProgressStore(layout: root.layout).load()
    #expect(load.warnings.isEmpty)
    let course = try Course.load(from: root.layout)
    #expect(course.exerciseIDs == Self.ids(Self.newCourse))
    #expect(NextExercise.solvedCount(in: course.exerciseIDs, progress: load.progress) == 9)
    #expect(load.progress[ExerciseID("phase1/settings")!].hintsShown == 1)
    #expect(load.progress[ExerciseID("phase4/retry")!].lastStatus == .fail)
    #expect(load.progress[ExerciseID("phase4/retry")!].hintsShown == 3)
    // The file is not rewritten or moved aside by loading.
    #expect(try root.read(".dojo/progress.json") == Self.oldProgress)
  }

  @Test("dojo next moves on in lesson order: new exercises of old phases, then the unsolved old one, then new phases")
  func next() throws {
    let root = try ProgressFixtureFolder()
    try Self.write(Self.newCourse, in: root)
    try root.write(Self.oldProgress, to: ".dojo/progress.json")
    let store = ProgressStore(layout: root.layout)
    var progress = store.load().progress
    let course = try Course.load(from: root.layout)
    let order = course.exerciseIDs

    // phase2's new exercise comes before the unsolved phase4/retry in lesson order.
    #expect(NextExercise.select(in: order, progress: progress) == ExerciseID("phase2/vote-buttons"))
    progress[ExerciseID("phase2/vote-buttons")!].lastStatus = .pass
    #expect(NextExercise.select(in: order, progress: progress) == ExerciseID("phase4/retry"))
    progress[ExerciseID("phase4/retry")!].lastStatus = .pass
    #expect(NextExercise.select(in: order, progress: progress) == ExerciseID("phase5/refresh-with-await"))
    for id in order.prefix(while: { $0.phase != "phase7" }) { progress[id].lastStatus = .pass }
    #expect(NextExercise.select(in: order, progress: progress) == ExerciseID("phase7/profile-form"))

    let lines = NextReport.lines(course: course, progress: progress, command: "dojo", messages: .english)
    #expect(lines[0].hasPrefix("Next: phase7/profile-form"))
    #expect(lines.contains("  Check:  dojo check phase7/profile-form"))
    #expect(lines.last == "Progress: \(order.count - 6)/\(order.count) exercises pass.")
  }
}
