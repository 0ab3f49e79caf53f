import ArgumentParser

/// The learner's and instructor's runner: reads the lessons, checks exercises, tracks progress.
@main
struct Dojo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dojo",
    abstract: "ComposableDojo: lessons and checked exercises for The Composable Architecture.",
    subcommands: [
      ListCommand.self,
      ShowCommand.self,
      CheckCommand.self,
      SealCommand.self,
      HintCommand.self,
      NextCommand.self,
      ResetCommand.self,
      VerifyCommand.self,
      LessonCommand.self,
      GradeCommand.self,
      WatchCommand.self,
      NewCommand.self,
      MutateCommand.self,
      ReportCommand.self,
    ]
  )
}
