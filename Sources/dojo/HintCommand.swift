import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct HintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "hint", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo hint is not built yet") }
}
