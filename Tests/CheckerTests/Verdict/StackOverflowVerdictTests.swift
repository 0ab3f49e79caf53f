import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

#if canImport(Glibc)
  import Glibc
#endif

/// Unbounded recursion in the learner's code (learner trial 2026-11-b, P6) is named a stack
/// overflow, located in the learner's file, with advice that fits — not the advice for
/// `fatalError`, `!` and indexes.
@Suite("A crash by stack overflow")
struct StackOverflowVerdictTests {
  let layout = ProjectLayout(root: URL(fileURLWithPath: "/checkout"))
  let id = ExerciseID("phase1/counter")!
  let folder = "/checkout/Exercises/phase1/counter/Sources"

  var classifier: VerdictClassifier {
    VerdictClassifier(layout: layout, id: id, title: "カウンター", sourceFolder: URL(fileURLWithPath: folder))
  }

  /// What Swift 6.3.1's crash reporter prints for `func spin(_ n: Int) -> Int { spin(n + 1) + 1 }`
  /// on a thread that has room for it (measured on the main thread): the same frame thousands of
  /// times, cut in the middle.
  var deepBacktrace: String {
    var lines = [
      "*** Signal 11: Backtracing from 0x55eeb728de58... done ***", "",
      "*** Program crashed: Bad pointer dereference at 0x00007ffc09daeff8 ***", "",
      "Thread 0 \"oot.default-qos\" crashed:", "",
      "     0      0x000055eeb728de58 spin(_:) + 8 in ComposableDojoPackageTests.xctest at \(folder)/Spin.swift:1",
    ]
    for index in 1...46 {
      lines.append("    \(index) [ra] 0x000055eeb728de8b spin(_:) + 58 in ComposableDojoPackageTests.xctest at \(folder)/Spin.swift:1:30")
    }
    lines.append("   ...")
    for index in 174_569...174_583 {
      lines.append("\(index) [ra] 0x000055eeb728de8b spin(_:) + 58 in ComposableDojoPackageTests.xctest at \(folder)/Spin.swift:1:30")
    }
    lines.append("174584 [ra] 0x000055eeb728df76 Feature.reduce() + 181 in ComposableDojoPackageTests.xctest at \(folder)/Feature.swift:9:7")
    return lines.joined(separator: "\n")
  }

  func crash(signal: Int32, standardError: String, warnings: [LearnerWarning] = []) -> ExerciseVerdict {
    var classifier = classifier
    classifier.learnerWarnings = warnings
    return classifier.classify(
      TestRunOutput(
        events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(signal), standardError: standardError))
  }

  @Test("a deep backtrace of one repeated frame: a stack overflow at the learner's recursive call")
  func fromBacktrace() throws {
    let verdict = crash(signal: SIGSEGV, standardError: deepBacktrace)
    let error = try #require(verdict.error)
    #expect(error.kind == .crash)
    #expect(error.file == "Exercises/phase1/counter/Sources/Spin.swift")
    #expect(error.line == 1)
    let japanese = error.text(.japanese)
    #expect(japanese.contains("スタックオーバーフロー"))
    #expect(japanese.contains("自分自身を呼び続けている関数: Exercises/phase1/counter/Sources/Spin.swift:1"))
    #expect(!japanese.contains("fatalError"), "the advice for other crashes is not given")
    #expect(error.message.contains("a function calls itself without end"))
  }

  @Test("no crash report at all (a test thread has no stack left for it): located by the compiler's recursion warning")
  func fromWarning() throws {
    let warning = LearnerWarning(
      file: "Exercises/phase1/counter/Sources/Spin.swift", line: 52, column: 30,
      message: "function call causes an infinite recursion")
    let unrelated = LearnerWarning(
      file: "Exercises/phase1/counter/Sources/Spin.swift", line: 3, column: 9, message: "variable 'x' was never used")
    let verdict = crash(signal: SIGSEGV, standardError: "Segmentation fault\n", warnings: [unrelated, warning])
    let error = try #require(verdict.error)
    #expect(error.file == "Exercises/phase1/counter/Sources/Spin.swift")
    #expect(error.line == 52)
    #expect(error.text(.english).contains("The function that keeps calling itself: Exercises/phase1/counter/Sources/Spin.swift:52."))
  }

  @Test("no report and no warning (mutual recursion): named a stack overflow, without a place")
  func unlocated() throws {
    let error = try #require(crash(signal: SIGBUS, standardError: "").error)
    #expect(error.text(.english).contains("A stack overflow"))
    #expect(error.file == nil)
    #expect(!error.text(.english).contains("keeps calling itself:"))
  }

  @Test("other crashes keep their own explanation: a bad pointer with a short backtrace, a fatal error")
  func otherCrashes() throws {
    let badPointer = """
      *** Signal 11: Backtracing from 0x1... done ***
      *** Program crashed: Bad pointer dereference at 0x0000000000000008 ***
      Thread 3 crashed:
           0      0x000055bb44171666 read() + 5 in ComposableDojoPackageTests.xctest at \(folder)/Feature.swift:4:3
           1 [ra] 0x000055bb4416dfc7 AddTests.crashes() + 118 in ComposableDojoPackageTests.xctest
      """
    let pointer = try #require(crash(signal: SIGSEGV, standardError: badPointer).error)
    #expect(!pointer.text(.english).contains("stack overflow"))
    #expect(pointer.text(.english).contains("fatalError"))
    let fatal = try #require(crash(signal: SIGILL, standardError: RecordedEventStreams.crashStandardError).error)
    #expect(!fatal.text(.english).contains("stack overflow"))
  }

  @Test("the compiler's ways of saying that code calls itself")
  func recursionWarnings() {
    #expect(StackOverflowDiagnosis.isRecursionWarning("function call causes an infinite recursion"))
    #expect(StackOverflowDiagnosis.isRecursionWarning("attempting to access 'count' within its own getter"))
    #expect(StackOverflowDiagnosis.isRecursionWarning("attempting to modify 'count' within its own setter"))
    #expect(!StackOverflowDiagnosis.isRecursionWarning("variable 'x' was never used"))
  }
}
