import Foundation

/// Type-checks a Swift file against the `Composable` module this test bundle was built with.
///
/// The test bundle sits in a SwiftPM build folder (`.build-x/debug/`) whose `Modules/` holds
/// every compiled module (Composable and its dependencies) and the macro plugins a lesson's code
/// needs (`@CasePathable`, `@Reducer`/`@ObservableState`/`@Presents`, `@DependencyClient`);
/// `swiftc -typecheck` with them takes well under a second.
struct SampleCompiler {
  /// The SwiftPM build folder holding `Modules/` and the macro plugin.
  let buildDirectory: URL
  /// The `swiftc` that type-checks.
  let swiftc: URL

  /// What went wrong before any lesson could be checked.
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  /// The compiler's verdict on one file.
  struct Result {
    /// The compiler's exit status; 0 means every sample type-checks.
    let status: Int32
    /// What the compiler printed (errors name `Lessons/<file>.md:LINE`).
    let output: String
  }

  /// The longest one type-check may take before it counts as hung.
  static let timeLimit: TimeInterval = 120

  var modulesDirectory: URL { buildDirectory.appendingPathComponent("Modules") }

  /// The macro plugins samples may use: the executable SwiftPM builds (`<name>-tool`) and the
  /// module name swiftc is told it implements.
  static let macroPlugins: [(tool: String, module: String)] = [
    ("CasePathsMacros-tool", "CasePathsMacros"),
    ("ComposableMacros-tool", "ComposableMacros"),
    ("DependenciesMacrosPlugin-tool", "DependenciesMacrosPlugin"),
  ]

  /// Finds the build folder beside the running test bundle, and `swiftc`.
  static func locate() throws -> SampleCompiler {
    let fileManager = FileManager.default
    let starts = startingPoints()
    var searched: [String] = []
    var found: URL?
    search: for start in starts {
      var directory = start.standardizedFileURL
      for _ in 0..<6 {
        if !searched.contains(directory.path) {
          searched.append(directory.path)
          let module = directory.appendingPathComponent("Modules/Composable.swiftmodule")
          if fileManager.fileExists(atPath: module.path) {
            found = directory
            break search
          }
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    guard let buildDirectory = found else {
      throw SetupError(
        description: """
          Could not find the built Composable module: looked for Modules/Composable.swiftmodule \
          in \(searched.isEmpty ? "(no folder: the test bundle's location is unknown)" : searched.joined(separator: ", ")). \
          Build the tests first: DOJO_TEST_TARGETS=LessonSampleTests swift build --build-tests \
          --scratch-path .build-lessons
          """
      )
    }
    for (tool, module) in macroPlugins {
      let plugin = buildDirectory.appendingPathComponent(tool)
      guard fileManager.isExecutableFile(atPath: plugin.path) else {
        throw SetupError(
          description: """
            Could not find the macro plugin \(module) at \(plugin.path); lesson samples need it. \
            Rebuild: DOJO_TEST_TARGETS=LessonSampleTests swift build --build-tests --scratch-path .build-lessons
            """
        )
      }
    }
    guard let swiftc = findSwiftc() else {
      throw SetupError(
        description: """
          Could not find swiftc: looked in SWIFT_EXEC and every PATH folder \
          (\(ProcessInfo.processInfo.environment["PATH"] ?? "PATH is unset")). \
          Put the Swift toolchain's bin folder on PATH.
          """
      )
    }
    return SampleCompiler(buildDirectory: buildDirectory, swiftc: swiftc)
  }

  /// Type-checks `file` in Swift 6 mode with the project's modules and macro plugins.
  func typecheck(_ file: URL) throws -> Result {
    let process = Process()
    process.executableURL = swiftc
    process.arguments = [
      "-typecheck",
      "-swift-version", "6",
      "-module-name", "LessonSamples",
      "-I", modulesDirectory.path,
    ]
    + Self.macroPlugins.flatMap { tool, module in
      ["-load-plugin-executable", "\(buildDirectory.appendingPathComponent(tool).path)#\(module)"]
    }
    + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()

    // A hung compiler must not hang the test run: stop it after the time limit.
    let watched = WatchedProcess(process: process)
    let watchdog = DispatchWorkItem { watched.terminateIfRunning() }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit, execute: watchdog)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()

    var output = String(decoding: data, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal {
      output += "\nswiftc was stopped after \(Int(Self.timeLimit)) s (signal \(process.terminationStatus))."
    }
    return Result(status: process.terminationStatus, output: output)
  }

  /// Where the running test bundle may live: the executable, its arguments, any `.xctest` bundle.
  private static func startingPoints() -> [URL] {
    var points: [URL] = []
    if let override = ProcessInfo.processInfo.environment["LESSON_SAMPLES_BUILD_DIR"] {
      points.append(URL(fileURLWithPath: override))
    }
    #if os(Linux)
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      points.append(executable.deletingLastPathComponent())
    #endif
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      points.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let executable = Bundle.main.executableURL {
      points.append(executable.deletingLastPathComponent())
    }
    if let argument = CommandLine.arguments.first, argument.contains("/") {
      points.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
    }
    return points
  }

  private static func findSwiftc() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    let fileManager = FileManager.default
    if let exec = environment["SWIFT_EXEC"], fileManager.isExecutableFile(atPath: exec) {
      return URL(fileURLWithPath: exec)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

/// Lets the watchdog reach the process from another thread; `Process` itself is not `Sendable`.
private final class WatchedProcess: @unchecked Sendable {
  private let process: Process

  init(process: Process) { self.process = process }

  func terminateIfRunning() {
    if process.isRunning { process.terminate() }
  }
}
