import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "show", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo show is not built yet") }
}
