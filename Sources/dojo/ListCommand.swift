import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct ListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "list", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo list is not built yet") }
}
