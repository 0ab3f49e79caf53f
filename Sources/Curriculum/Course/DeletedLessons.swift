import Foundation

/// Lesson files git knows about that are missing from the working tree, so a message can name the
/// exact file to restore (`git checkout -- Lessons/phase4-effects.md`).
///
/// Asked only when an exercise has no lesson; without git (a zip download) the answer is empty.
enum DeletedLessons {
  /// `Lessons/…` paths, relative to the checkout, that `git ls-files --deleted` reports.
  static func find(in layout: ProjectLayout) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", layout.root.path, "ls-files", "--deleted", "--", "Lessons"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { Course.isLessonFileName(($0 as NSString).lastPathComponent) }
  }
}
