import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct ResetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "reset", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo reset is not built yet") }
}
