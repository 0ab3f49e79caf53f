import ArgumentParser

// STUB: replaced by the helper that owns this command.
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "verify", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo verify is not built yet") }
}
