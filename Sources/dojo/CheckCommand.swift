import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "check", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo check is not built yet") }
}
