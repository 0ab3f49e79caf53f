import Foundation

/// Makes a script a test has just written executable, in a way that cannot fail with "Text file
/// busy" when it is run.
///
/// Tests run in parallel, and another test may start a process (fork, then exec) while this one
/// still has the script open for writing: the new process inherits that write descriptor until
/// its exec (or for its whole life, if the descriptor was not close-on-exec), and Linux refuses to
/// execute a file that any process has open for writing. So the file is copied by a process of its
/// own (`install -m 0755`): the executable's only writer is that short-lived process, which has
/// exited before the test goes on, and no descriptor of this test process ever refers to it.
public func makeExecutable(_ file: URL) throws {
  let source = file.deletingLastPathComponent()
    .appendingPathComponent(".\(file.lastPathComponent).source-\(UUID().uuidString)")
  try FileManager.default.moveItem(at: file, to: source)
  defer { try? FileManager.default.removeItem(at: source) }
  let install = Process()
  install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
  install.arguments = ["-m", "0755", source.path, file.path]
  try install.run()
  install.waitUntilExit()
  guard install.terminationStatus == 0 else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
  }
}
