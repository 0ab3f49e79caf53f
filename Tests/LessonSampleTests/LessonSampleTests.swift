import Curriculum
import Foundation
import Testing

/// The repository root, found from this file's location (`Tests/LessonSampleTests/…`).
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// Every lesson file in `Lessons/` (`phase1-basics.md`, …), sorted.
private func lessonFileNames() -> [String] {
  let lessons = repositoryRoot.appendingPathComponent("Lessons")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
  return names.filter { $0.hasPrefix("phase") && $0.hasSuffix(".md") }.sorted()
}

/// Every ```swift block of a lesson not marked `skip` type-checks against `Composable`, the blocks
/// of one lesson compiled together in order as a single file.
///
/// Run: `DOJO_TEST_TARGETS=LessonSampleTests swift test --scratch-path .build-lessons
/// --filter LessonSampleTests`. A failure quotes swiftc, whose errors name `Lessons/<file>.md:LINE`.
@Suite("Lesson code samples")
struct LessonSampleTests {
  /// Guards the parameterized test below: with no lesson found it would run zero times and pass.
  @Test("Lessons/ holds phase lessons")
  func lessonsExist() {
    #expect(
      !lessonFileNames().isEmpty,
      "No phaseN-*.md file in \(repositoryRoot.appendingPathComponent("Lessons").path)"
    )
  }

  @Test("Every Swift sample of the lesson type-checks", arguments: lessonFileNames())
  func samplesCompile(fileName: String) throws {
    let displayPath = "Lessons/\(fileName)"
    let lessonURL = repositoryRoot.appendingPathComponent(displayPath)
    let lesson = try LessonParser.parse(contentsOf: lessonURL)
    let source = SampleSource(lesson: lesson, displayPath: displayPath)
    try #require(
      !source.samples.isEmpty,
      "\(displayPath) has no ```swift block meant to compile (all are marked skip or missing)"
    )

    let compiler = try SampleCompiler.locate()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lesson-samples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(
      (fileName as NSString).deletingPathExtension.replacingOccurrences(of: "-", with: "_")
        + ".swift"
    )
    try source.text.write(to: file, atomically: true, encoding: .utf8)

    let result = try compiler.typecheck(file)
    if result.status != 0 {
      Issue.record(
        """
        \(displayPath): \(source.samples.count) samples do not type-check \
        (swiftc exit \(result.status)):
        \(result.output)
        """
      )
    }
  }
}
