import ArgumentParser
import Checker
import Classroom
import Curriculum
import Foundation
import Localization

/// `dojo verify [phase|exercise]`: the instructors' gate that proves the hidden tests mean
/// something (starter fails, solution passes, every mutant fails, lessons ↔ exercises lint).
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Prove the exercises sound: starters fail, solutions pass, every mutant fails.",
    discussion: """
      For each exercise: the starter compiles and fails the hidden tests, the reference solution \
      passes them, and every mutant in Mutants.md fails them. Also checks that every lesson \
      problem maps to exactly one exercise folder and back, that every exercise is declared in \
      Package.swift, has hints, at least three mutants, and a starter with TODO. \
      Checks run in rounds (starters, solutions, then the k-th mutant of every exercise), one \
      build each. Mutants are written to .dojo/variants/. Exits 1 on any problem.
      """
  )

  @Argument(help: "A phase (phase4) or an exercise (phase4/retry). Default: the whole curriculum.")
  var target: String?

  @Option(help: "The SwiftPM build folder to use (default: .build).")
  var scratchPath: String?

  @Flag(help: "Print the result as JSON.")
  var json = false

  @Option(help: "Seconds one exercise's hidden tests may run before they are stopped.")
  var timeout: Double = 20

  @Flag(help: "Build and run everything even when a cached verdict for the same code exists.")
  var noCache = false

  func validate() throws {
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError(Messages.current(.usageTimeout, ["timeout": timeout]))
    }
  }

  func run() async throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: cwd)
    let lint = VerifyLint(layout: layout).runOnCheckout()
    let scope: VerifyScope
    do {
      scope = try VerifyScope.resolve(target, among: lint.exercises)
    } catch {
      throw ValidationError("\(error)")
    }

    let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? layout.root.appendingPathComponent(".build")
    let checker = ExerciseChecker(
      layout: layout, scratchPath: scratch.standardizedFileURL,
      timeLimit: .milliseconds(Int64(timeout * 1000)), titles: lint.titles,
      // The verifier compares sealed hidden tests itself and runs a new, unsealed exercise.
      verifiesIntegrity: false, usesCache: !noCache)
    let report = await Verifier(checker: checker).run(scope, lint: lint, observer: VerifyProgress.print)

    if json {
      print(try report.jsonText())
      VerifyProgress.line(report.summaryLine)
    } else {
      print(report.text, terminator: "")
    }
    if !report.allPassed { throw ExitCode.failure }
  }
}

/// Plain progress lines on standard error while verify works (builds take a while).
enum VerifyProgress {
  static func line(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  @Sendable static func print(_ event: VerifyEvent) {
    if let text = event.progressLine(.current) { line(text) }
  }
}
