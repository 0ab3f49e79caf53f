import ArgumentParser
import Checker
import Curriculum
import Dispatch
import Foundation
import Localization
import Presentation
import Watching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dojo watch [exercise]`: re-checks the current exercise on every save and redraws the screen;
/// single keys for hints, the list, the phase, reset and quitting. Wiring only: the behaviour is
/// ``WatchSession``, the file events ``FileWatching``.
struct WatchCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "watch",
      abstract: Messages.current(.helpWatch),
      discussion: Messages.current(.helpWatchDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpWatchExercise)))
  var exercise: String?

  @Flag(help: ArgumentHelp(Messages.current(.helpWatchPoll)))
  var poll = false

  @Option(help: ArgumentHelp(Messages.current(.helpWatchPollInterval)))
  var pollInterval: Int = 500

  @Option(help: ArgumentHelp(Messages.current(.helpTimeout)))
  var timeout: Double = 20

  @Option(help: ArgumentHelp(Messages.current(.helpScratch)))
  var scratchPath: String?

  func validate() throws {
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError(Messages.current(.timeoutRange, ["value": timeout]))
    }
    guard pollInterval >= 50, pollInterval <= 60_000 else {
      throw ValidationError(Messages.current(.pollIntervalRange, ["value": pollInterval]))
    }
  }

  func run() async throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: cwd)
    let catalog = ExerciseCatalog.load(layout)
    // Loaded once, before the screen takes over: a corrupt file moved aside is told on the screen.
    let loaded = ProgressStore(layout: layout).load()
    let start: ExerciseID
    if let exercise {
      start = try ExerciseArgument.resolve(exercise, among: catalog.ids, layout: layout, workingDirectory: cwd)
    } else {
      let progress = loaded.progress
      guard
        let id = CurrentExercise.resolve(workingDirectory: cwd, layout: layout, ids: catalog.ids, progress: progress)
          ?? catalog.ids.first
      else {
        throw LearnerMessage(Messages.current(.watchNoExercises))
      }
      start = id
    }

    let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? layout.root.appendingPathComponent(".build")
    var checker = ExerciseChecker(
      layout: layout, scratchPath: scratch.standardizedFileURL,
      timeLimit: .milliseconds(Int64(timeout * 1000)),
      titles: Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.id, $0.title) }))
    // The learner's own tests (Exercises/<id>/Tests) run after each hidden verdict, as in `dojo check`.
    checker.runsLearnerTests = true

    // Said on the first screen: a corrupt progress file set aside, and why the first check of a
    // moved checkout takes minutes.
    var notes = loaded.warnings.map { $0.text() }
    if let moved = BuildFolderRepair(layout: layout, scratchPath: scratch.standardizedFileURL).stampedElsewhere() {
      notes.append(Messages.current.checkoutMoved(from: moved))
    }

    let terminal = RawTerminalMode()
    let forcePolling = poll
    let interval = Duration.milliseconds(pollInterval)
    let session = WatchSession(
      environment: .init(
        layout: layout, checker: checker,
        makeWatcher: { FileWatching.make(folders: $0, forcePolling: forcePolling, pollInterval: interval) },
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        // Asked again for every screen: the terminal may have been resized.
        render: { WatchDisplay(terminal: SystemTerminal()).frame($0) }),
      exercise: start, note: notes.isEmpty ? nil : notes.joined(separator: "\n"))

    // Ctrl-C and kill: put the terminal back before leaving, whatever is running.
    terminal.enable()
    var signalSources: [DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        terminal.restore()
        FileHandle.standardOutput.write(Data("\n".utf8))
        terminate(number == SIGINT ? 130 : 128 + number)
      }
      source.resume()
      signalSources.append(source)
    }
    defer {
      terminal.restore()
      signalSources.forEach { $0.cancel() }
    }
    await session.run(keys: Self.keys())
  }

  /// Key presses from standard input, one character at a time (UTF-8 decoded).
  static func keys() -> AsyncStream<Character> {
    let (stream, continuation) = AsyncStream<Character>.makeStream()
    let thread = Thread {
      var pending: [UInt8] = []
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) == 1 {
        pending.append(byte)
        if let text = String(validating: pending, as: UTF8.self), let character = text.first {
          continuation.yield(character)
          pending.removeAll()
        } else if pending.count >= 4 {
          pending.removeAll()
        }
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }
}

/// Ends the process at once (from a signal handler, where no Swift error can be thrown).
private func terminate(_ status: Int32) -> Never { exit(status) }
