import Curriculum
import Foundation

/// One `swift build --product ComposableDojoPackageTests` of the checkout with the checker's
/// environment variables set.
///
/// Building the test product, not `--build-tests`, builds only the test bundle and what it needs:
/// the hidden tests asked for and their exercises' modules, so an unrelated broken exercise
/// never gets in the way.
public struct PackageBuild: Sendable {
  /// The test product SwiftPM derives from the package name.
  public static let testProduct = "ComposableDojoPackageTests"

  /// The checkout.
  public var layout: ProjectLayout
  /// The build folder (`.build` by default: the learner's own, so nothing builds twice).
  public var scratchPath: URL
  /// The `swift` driver to run (a name looked up in `PATH`, or a path).
  public var swift: String
  /// Where the running build is recorded for ``ChildProcessLedger/reapLeftovers()``.
  public var ledger: ChildProcessLedger?
  /// How long the build may go without printing a line before it is ended as stalled; `nil` for
  /// no limit. ``idleLimit(environment:)`` by default.
  public var idleLimit: Duration? = PackageBuild.idleLimit(environment: ProcessInfo.processInfo.environment)

  /// The variable that sets ``idleLimit`` in minutes (`0` turns it off).
  public static let idleLimitVariable = "DOJO_BUILD_IDLE_MINUTES"
  /// The default ``idleLimit``: generous, since one compile step of a cold build (swift-syntax)
  /// can print nothing for minutes on a busy machine.
  public static let defaultIdleLimit: Duration = .seconds(20 * 60)

  /// ``idleLimitVariable``'s value in minutes (fractions allowed), else ``defaultIdleLimit``.
  public static func idleLimit(environment: [String: String]) -> Duration? {
    guard let text = environment[idleLimitVariable], let minutes = Double(text), minutes >= 0 else {
      return defaultIdleLimit
    }
    return minutes == 0 ? nil : .milliseconds(Int64(minutes * 60_000))
  }

  /// A build of `layout` into `scratchPath`.
  public init(layout: ProjectLayout, scratchPath: URL, swift: String = "swift") {
    self.layout = layout
    self.scratchPath = scratchPath
    self.swift = swift
  }

  /// What one build produced.
  public struct Attempt: Sendable, Equatable {
    /// Whether SwiftPM exited 0.
    public var succeeded: Bool
    /// The diagnostics it printed.
    public var diagnostics: [CompilerDiagnostic]
    /// The end of its output, for failures no diagnostic explains.
    public var outputTail: String
    /// The first line showing a module cache built at another path (a copied or moved
    /// checkout, see ``BuildFolderRepair``), or `nil`.
    public var staleCacheLine: String? = nil
    /// The old checkout root that line names, when it does.
    public var staleCacheRoot: String? = nil
    /// The idle limit, when the build was ended for printing nothing that long.
    public var stalledAfter: Duration? = nil
    /// Why `swift` itself could not be started, when it could not.
    public var launchFailure: SystemReason? = nil
  }

  /// The arguments after `swift`.
  public var arguments: [String] {
    [
      "build", "--package-path", layout.root.path, "--scratch-path", scratchPath.path,
      "--product", Self.testProduct,
    ]
  }

  /// The child's environment: this process's, with the checker's variables replaced by
  /// `variables` (an inherited `DOJO_EXERCISE_SOURCES` would silently build other code).
  public static func environment(with variables: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in [
      "DOJO_HIDDEN_TESTS", "DOJO_LEARNER_TESTS", "DOJO_EXERCISE_SOURCES", "DOJO_HIDDEN_TEST_SOURCES", "DOJO_MUTANT_TESTS",
      "DOJO_TEST_TARGETS",
    ] {
      environment[name] = nil
    }
    environment.merge(variables) { _, new in new }
    return environment
  }

  /// Runs the build with `variables`, reporting `[n/m]` lines to `progress`.
  public func run(
    variables: [String: String], progress: @escaping @Sendable (BuildProgressLine) -> Void
  ) async -> Attempt {
    var request = ChildProcess.Request(
      executable: swift, arguments: arguments, environment: Self.environment(with: variables),
      onOutputLine: { line in
        if let step = BuildProgressLine(line) { progress(step) }
      }, ledger: ledger)
    request.idleLimit = idleLimit
    do {
      let result = try await ChildProcess.run(request)
      if result.idledOut {
        return Attempt(
          succeeded: false, diagnostics: [], outputTail: Self.tail(of: result.output.text, lines: 5),
          stalledAfter: idleLimit)
      }
      let output = result.output.text + "\n" + result.error.text
      let succeeded = result.termination.isSuccess
      let stale = succeeded ? nil : BuildFolderRepair.staleCacheLine(in: output)
      return Attempt(
        succeeded: succeeded, diagnostics: CompilerDiagnostic.parseAll(output),
        outputTail: Self.tail(of: output, lines: 40), staleCacheLine: stale,
        staleCacheRoot: stale.flatMap {
          BuildFolderRepair(layout: layout, scratchPath: scratchPath).previousRoot(in: $0)
        })
    } catch {
      return Attempt(succeeded: false, diagnostics: [], outputTail: "\(error)", launchFailure: SystemReason(error))
    }
  }

  static func tail(of text: String, lines count: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { BuildProgressLine(String($0)) == nil }
    return lines.suffix(count).joined(separator: "\n")
  }
}
