import DojoTestSupport
import Foundation
import Localization
import Testing

@testable import Checker

/// The system's refusals are told by code in the learner's language; the system's English stays
/// as data (``SystemReason/detail``), quoted when no gloss fits.
@Suite("SystemReason: errno and Foundation errors in the learner's language")
struct SystemReasonTests {
  @Test(
    "each common errno has a gloss in both languages, with its name",
    arguments: [
      (ENOENT, SystemReason.Cause.noSuchFile, "ENOENT"), (EACCES, .permissionDenied, "EACCES"),
      (EPERM, .permissionDenied, "EACCES"), (ENOSPC, .noSpace, "ENOSPC"), (EDQUOT, .noSpace, "ENOSPC"),
      (EROFS, .readOnly, "EROFS"), (EISDIR, .isFolder, "EISDIR"), (ENOTDIR, .notFolder, "ENOTDIR"),
      (EEXIST, .alreadyExists, "EEXIST"),
    ])
  func errnoGloss(code: Int32, cause: SystemReason.Cause, name: String) {
    let reason = SystemReason(errno: code)
    #expect(reason.cause == cause)
    #expect(reason.detail == String(cString: strerror(code)), "the system's words are kept as data")
    let japanese = reason.text(.japanese)
    #expect(japanese.contains(name))
    #expect(LanguageLeaks.englishSentences(in: japanese).isEmpty, "\(japanese)")
    #expect(!LanguageLeaks.japaneseLines(in: japanese).isEmpty, "\(japanese)")
    let english = reason.text(.english)
    #expect(english.contains(name))
    #expect(LanguageLeaks.japaneseLines(in: english).isEmpty, "\(english)")
  }

  @Test("any other errno shows the system's words as quoted data, in either language")
  func otherErrno() {
    let reason = SystemReason(errno: EMFILE)
    #expect(reason.cause == .other)
    #expect(reason.text(.japanese) == "システムの説明: `\(String(cString: strerror(EMFILE)))`")
    #expect(reason.text(.english) == "the system says: `\(String(cString: strerror(EMFILE)))`")
    #expect(LanguageLeaks.englishSentences(in: reason.text(.japanese)).isEmpty)
  }

  @Test("Foundation's errors are read by their code, whatever their text says")
  func foundationCodes() {
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS), userInfo: [NSLocalizedDescriptionKey: "anything"])
    #expect(SystemReason(posix).cause == .readOnly)
    #expect(SystemReason(posix).detail == "anything")
    // CocoaError hides the errno in its underlying error, when it keeps one.
    let wrapped = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
    #expect(SystemReason(wrapped).cause == .noSpace)
    #expect(SystemReason(CocoaError(.fileWriteVolumeReadOnly)).cause == .readOnly)
    #expect(SystemReason(CocoaError(.fileWriteOutOfSpace)).cause == .noSpace)
    #expect(SystemReason(CocoaError(.fileReadNoPermission)).cause == .permissionDenied)
    #expect(SystemReason(CocoaError(.fileWriteNoPermission)).cause == .permissionDenied)
    #expect(SystemReason(CocoaError(.fileReadNoSuchFile)).cause == .noSuchFile)
    #expect(SystemReason(CocoaError(.fileWriteFileExists)).cause == .alreadyExists)
    #expect(SystemReason(CocoaError(.fileReadCorruptFile)).cause == .other)
    struct Odd: Error {}
    #expect(SystemReason(Odd()).cause == .other)
  }

  @Test("real file-system failures: a missing file, a folder read as a file, a file in a path")
  func realFailures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-reason-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: (any Error).self) { try Data(contentsOf: folder.appendingPathComponent("missing.json")) }
    do {
      _ = try Data(contentsOf: folder.appendingPathComponent("missing.json"))
    } catch {
      #expect(SystemReason(error).cause == .noSuchFile, "\(error)")
    }
    let file = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    do {
      try Data("y".utf8).write(to: file.appendingPathComponent("inside"))
      Issue.record("a file cannot hold another")
    } catch {
      #expect(SystemReason(error).cause == .notFolder, "\(error) \((error as NSError).userInfo)")
    }
  }

  @Test("a process that cannot start keeps its errno")
  func spawn() throws {
    let error = ChildProcess.SpawnError(executable: "/nowhere/swift", code: ENOENT)
    #expect(SystemReason(error).cause == .noSuchFile)
    #expect(error.description == "could not start /nowhere/swift: \(String(cString: strerror(ENOENT)))")
    #expect(throws: ChildProcess.SpawnError.self) {
      _ = try ChildProcess.runBlocking(.init(executable: "/nowhere/swift", arguments: [], timeLimit: .seconds(5)))
    }
  }
}
