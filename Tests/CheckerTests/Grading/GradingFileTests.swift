import Checker
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
    #expect(located.problem?.contains("/no/such/folder is not a folder") == true)
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

  @Test func skipsSymbolicLinksSoPrivateFilesCannotBeDrawnIn() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let secret = root.appendingPathComponent("secret/Secret.swift")
    try write("let answer = 42", to: secret)
    let source = root.appendingPathComponent("in")
    try write("struct A {}", to: source.appendingPathComponent("A.swift"))
    try FileManager.default.createSymbolicLink(
      at: source.appendingPathComponent("Leak.swift"), withDestinationURL: secret)
    try FileManager.default.createSymbolicLink(
      at: source.appendingPathComponent("LeakFolder"), withDestinationURL: secret.deletingLastPathComponent())

    let destination = root.appendingPathComponent("out")
    #expect(try SourceCopy().copy(from: source, to: destination) == 1)
    #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("Leak.swift").path))
    #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("LeakFolder").path))
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

@Suite struct HiddenTestOverlayTests {
  let counter = ExerciseID(phase: "phase1", slug: "counter")
  let retry = ExerciseID(phase: "phase4", slug: "retry")

  /// A fake checkout: only the folders the overlay touches.
  func checkout() throws -> ProjectLayout {
    let root = try makeScratchFolder()
    let layout = ProjectLayout(root: root)
    try write("// public counter tests", to: layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift"))
    return layout
  }

  func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  @Test func privateTestsReplaceThePublicOnesUntilRestored() throws {
    let layout = try checkout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let privateCopy = layout.root.appendingPathComponent("../private-\(UUID().uuidString)").standardizedFileURL
    defer { try? FileManager.default.removeItem(at: privateCopy) }
    try write("// private counter tests", to: privateCopy.appendingPathComponent("counter/PrivateTests.swift"))
    try write("// private retry tests", to: privateCopy.appendingPathComponent("retry/RetryTests.swift"))

    let overlay = HiddenTestOverlay(layout: layout)
    let failures = try overlay.apply([
      counter: privateCopy.appendingPathComponent("counter"),
      retry: privateCopy.appendingPathComponent("retry"),
    ])
    #expect(failures.isEmpty)
    #expect(overlay.isActive)
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("PrivateTests.swift")) == "// private counter tests")
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift")) == nil)

    try overlay.restore()
    #expect(!overlay.isActive)
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift")) == "// public counter tests")
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("PrivateTests.swift")) == nil)
    // retry had no hidden tests of its own: restoring leaves none, rather than the private ones.
    #expect(!FileManager.default.fileExists(atPath: layout.hiddenTests(retry).path))
  }

  @Test func anInterruptedRunIsUndoneByTheNextOne() throws {
    let layout = try checkout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let privateCopy = layout.root.appendingPathComponent("private")
    try write("// private", to: privateCopy.appendingPathComponent("P.swift"))

    // The first run "dies" after applying: a fresh overlay value must still find and undo it.
    _ = try HiddenTestOverlay(layout: layout).apply([counter: privateCopy])
    let next = HiddenTestOverlay(layout: layout)
    #expect(next.isActive)
    try next.recover()
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift")) == "// public counter tests")
    #expect(!next.isActive)
  }

  @Test func aPrivateFolderWithoutSwiftFilesKeepsThePublicTestsAndSaysWhy() throws {
    let layout = try checkout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let empty = layout.root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)

    let overlay = HiddenTestOverlay(layout: layout)
    let failures = try overlay.apply([counter: empty])
    #expect(failures[counter]?.contains("holds no .swift files") == true)
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift")) == "// public counter tests")
    try overlay.restore()
    #expect(read(layout.hiddenTests(counter).appendingPathComponent("CounterTests.swift")) == "// public counter tests")
  }
}
