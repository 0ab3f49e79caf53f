import Checker
import Classroom
import Curriculum
import Foundation
import Testing

/// A scratch folder under the system's temporary directory, removed by the caller.
func makeScratchFolder(_ name: String = #function) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("dojo-grading-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

func write(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

@Suite struct SubmissionFoldersTests {
  let retry = ExerciseID(phase: "phase4", slug: "retry")
  let counter = ExerciseID(phase: "phase1", slug: "counter")

  @Test func findsARepositoryAndAPlainFolderOfSources() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try write("// repo", to: root.appendingPathComponent("repo/Exercises/phase4/retry/Sources/Retry.swift"))
    try write("// plain", to: root.appendingPathComponent("plain/phase1/counter/Counter.swift"))

    let repo = SubmissionFolders.locate(.sources, of: [retry, counter], in: root.appendingPathComponent("repo"))
    #expect(repo.problem == nil)
    #expect(repo.folders[retry]?.lastPathComponent == "Sources")
    #expect(repo.folders[counter] == nil)

    let plain = SubmissionFolders.locate(.sources, of: [retry, counter], in: root.appendingPathComponent("plain"))
    #expect(plain.folders[counter]?.lastPathComponent == "counter")
    #expect(plain.folders[retry] == nil)
  }

  @Test func aMissingFolderIsAProblemThatSaysWhatToPass() {
    let located = SubmissionFolders.locate(.sources, of: [retry], in: URL(fileURLWithPath: "/no/such/folder"))
    #expect(located.folders.isEmpty)
    #expect(located.problem?.contains("does not exist") == true)
    // The results file is shown to the student: the grader's path stays out of it.
    #expect(located.problem?.contains("/no/such") == false)
  }
}

@Suite struct SourceCopyTests {
  @Test func copiesOnlySwiftFilesKeepingSubfolders() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("in")
    try write("struct A {}", to: source.appendingPathComponent("A.swift"))
    try write("struct B {}", to: source.appendingPathComponent("Sub/B.swift"))
    try write("notes", to: source.appendingPathComponent("README.md"))
    let destination = root.appendingPathComponent("out")

    let count = try SourceCopy().copy(from: source, to: destination)
    #expect(count == 2)
    let copied = try String(contentsOf: destination.appendingPathComponent("Sub/B.swift"), encoding: .utf8)
    #expect(copied == "struct B {}")
    #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("README.md").path))
  }

  @Test func refusesALinkOutsideTheSubmissionNamingIt() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let secret = root.appendingPathComponent("secret/Secret.swift")
    try write("let answer = 42", to: secret)
    let source = root.appendingPathComponent("in")
    try write("struct A {}", to: source.appendingPathComponent("A.swift"))
    let link = source.appendingPathComponent("Leak.swift")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)

    let destination = root.appendingPathComponent("out")
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: source, to: destination)
    }
    #expect(failure.description.contains("Leak.swift is a symbolic link"), "\(failure)")
    #expect(!failure.description.contains(root.path), "\(failure)")
    #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("Leak.swift").path))

    // A link to a folder outside is refused the same way.
    try FileManager.default.removeItem(at: link)
    let folderLink = source.appendingPathComponent("LeakFolder")
    try FileManager.default.createSymbolicLink(at: folderLink, withDestinationURL: secret.deletingLastPathComponent())
    let folderFailure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: source, to: destination)
    }
    #expect(folderFailure.description.hasPrefix("LeakFolder is a symbolic link"), "\(folderFailure)")
  }

  @Test func followsALinkInsideTheSubmissionAsTheFileItPointsTo() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    // The review's H35: the real SearchFeature.swift is a link to a file elsewhere in the repository.
    let shared = root.appendingPathComponent("shared/SearchFeature.swift")
    try write("struct SearchFeature {}", to: shared)
    let source = root.appendingPathComponent("Exercises/phase4/search-debounce/Sources")
    try write("struct A {}", to: source.appendingPathComponent("A.swift"))
    try FileManager.default.createSymbolicLink(
      at: source.appendingPathComponent("SearchFeature.swift"), withDestinationURL: shared)

    let destination = root.appendingPathComponent("out")
    #expect(try SourceCopy().copy(from: source, to: destination, within: root) == 2)
    let copied = try String(contentsOf: destination.appendingPathComponent("SearchFeature.swift"), encoding: .utf8)
    #expect(copied == "struct SearchFeature {}")
    // Outside the boundary given, the same link is refused.
    #expect(throws: SourceCopy.Failure.self) { try SourceCopy().copy(from: source, to: destination) }
  }

  @Test func refusesEmptyAndOversizedFoldersWithAReason() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: SourceCopy.Failure.self) { try SourceCopy().copy(from: empty, to: root.appendingPathComponent("o1")) }

    let big = root.appendingPathComponent("big")
    try write(String(repeating: "x", count: 100), to: big.appendingPathComponent("Big.swift"))
    do {
      try SourceCopy(maxBytes: 10).copy(from: big, to: root.appendingPathComponent("o2"))
      Issue.record("an oversized folder was copied")
    } catch let failure as SourceCopy.Failure {
      #expect(failure.description.contains("at most 10 are accepted"))
    }
  }
}
