import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct LessonCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "lesson", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo lesson is not built yet") }
}
