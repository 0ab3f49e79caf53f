import ArgumentParser
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
  /// path outside the exercises) is printed in that language and exits 1 from every command;
  /// ArgumentParser keeps usage errors (an unknown option: 64) and `--help`.
  static func main() async {
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
      exit(withError: error)
    }
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let error where isArgumentParsers(error) {
      exit(withError: error)
    } catch {
      let text = Messages.current(.errorPrefix) + ErrorText.text(for: error)
      FileHandle.standardError.write(Data((text + "\n").utf8))
      Foundation.exit(EXIT_FAILURE)
    }
  }

  /// ExitCode, ValidationError, CleanExit, help requests: ArgumentParser prints those itself.
  static func isArgumentParsers(_ error: any Error) -> Bool {
    error is ExitCode || error is ValidationError || error is CleanExit
      || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
  }
}
