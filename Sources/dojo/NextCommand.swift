import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct NextCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "next", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo next is not built yet") }
}
