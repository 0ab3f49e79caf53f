import ArgumentParser
import Checker
import Foundation
import Localization
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The learner's and instructor's runner: reads the lessons, checks exercises, tracks progress.
@main
struct Dojo: AsyncParsableCommand {
  // Computed: the language is known (from `--lang` and the environment) before parsing starts.
  static var configuration: CommandConfiguration {
    let messages = Messages.current
    return CommandConfiguration(
      commandName: "dojo",
      abstract: messages(.helpRoot),
      discussion: messages(.helpRootDiscussion),
      subcommands: [
        WatchCommand.self,
        ListCommand.self,
        NextCommand.self,
        ShowCommand.self,
        CheckCommand.self,
        HintCommand.self,
        SolutionCommand.self,
        ResetCommand.self,
      ],
      groupedSubcommands: [
        CommandGroup(
          name: messages(.helpInstructors),
          subcommands: [
            VerifyCommand.self,
            SealCommand.self,
            LessonCommand.self,
            NewCommand.self,
            GradeCommand.self,
            MutateCommand.self,
            ReportCommand.self,
          ])
      ]
    )
  }

  /// Chooses the language, then runs the command. A learner's mistake (an unknown exercise, a
  /// path outside the exercises, an unknown option, one argument too many) is printed in that
  /// language and exits 1 from every command; ArgumentParser keeps `--help` and `--version`.
  static func main() async {
    // Processes the learner's code starts outside a test's process group end with it.
    OrphanSweep.adoptOrphans(sweepingAll: true)
    let launch: LaunchArguments
    let language: Language
    do {
      launch = try LaunchArguments(
        Array(CommandLine.arguments.dropFirst()), interactive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
      language = try Language.resolve(flag: launch.language, environment: ProcessInfo.processInfo.environment)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    Messages.current = Messages(language)
    var command: any ParsableCommand
    do {
      command = try parseAsRoot(launch.arguments)
    } catch {
      usageError(error, arguments: launch.arguments)
    }
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let error as ValidationError {
      // A command that finds its arguments wrong only once it runs (`dojo new` with a bad slug):
      // the same lead sentence and exit status 1 as one ArgumentParser refuses while parsing.
      usageError(error, arguments: launch.arguments)
    } catch let error where isArgumentParsers(error) {
      exit(withError: error)
    } catch {
      let text = Messages.current(.errorPrefix) + ErrorText.text(for: error)
      FileHandle.standardError.write(Data((text + "\n").utf8))
      Foundation.exit(EXIT_FAILURE)
    }
  }

  /// A command line ArgumentParser could not read: its own words (English) under a lead sentence
  /// in the learner's language, and exit status 1 like every other mistake. Help and version
  /// requests are ArgumentParser's to print.
  /// The help it points to is that of the command typed (`dojo watch --help` after a mistake in
  /// `dojo watch …`), or `check`'s when none was.
  static func usageError(_ error: any Error, arguments: [String]) -> Never {
    guard exitCode(for: error) != .success else { exit(withError: error) }
    let detail = message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
    let hint = Messages.current(.usageHelpHint, ["command": subcommandName(in: arguments) ?? "check"])
    let text = [Messages.current(.errorPrefix) + Messages.current(.usageLead), detail, hint]
      .filter { !$0.isEmpty }.joined(separator: "\n")
    FileHandle.standardError.write(Data((text + "\n").utf8))
    Foundation.exit(EXIT_FAILURE)
  }

  /// The name of the subcommand `arguments` start with, when they start with one.
  static func subcommandName(in arguments: [String]) -> String? {
    let groups = configuration.groupedSubcommands.flatMap(\.subcommands)
    let names = (configuration.subcommands + groups).map { $0._commandName }
    return arguments.first.flatMap { names.contains($0) ? $0 : nil }
  }

  /// ExitCode, ValidationError, CleanExit, help requests: ArgumentParser prints those itself.
  static func isArgumentParsers(_ error: any Error) -> Bool {
    error is ExitCode || error is ValidationError || error is CleanExit
      || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
  }
}
