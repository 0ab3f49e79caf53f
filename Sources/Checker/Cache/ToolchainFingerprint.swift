import Foundation

/// A cheap stand-in for "which Swift toolchain would build this": the real path, size and
/// modification time of the `swift` driver found in `PATH` and of the `swift-frontend` beside it.
///
/// `swift --version` would say it in words but costs a process launch (~0.1 s here) on every
/// check; `stat` of two files costs microseconds and still changes whenever a toolchain is
/// installed, upgraded or switched in `PATH`. `TOOLCHAINS` and `DEVELOPER_DIR` (how macOS picks a
/// toolchain behind the `/usr/bin/swift` shim) are part of it too.
public enum ToolchainFingerprint {
  /// The fingerprint for `swift` looked up in `environment`'s `PATH`.
  public static func current(
    swift: String = "swift", environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    var parts: [String] = []
    let driver = locate(swift, path: environment["PATH"] ?? "")
    if let driver {
      let real = driver.resolvingSymlinksInPath()
      parts.append(describe(real))
      parts.append(describe(real.deletingLastPathComponent().appendingPathComponent("swift-frontend")))
    } else {
      parts.append("no \(swift) in PATH")
    }
    for name in ["TOOLCHAINS", "DEVELOPER_DIR"] { parts.append("\(name)=\(environment[name] ?? "")") }
    return parts.joined(separator: "\n")
  }

  static func locate(_ name: String, path: String) -> URL? {
    if name.contains("/") { return URL(fileURLWithPath: name) }
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  static func describe(_ file: URL) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
      return "\(file.path) missing"
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(file.path) \(size) \(modified)"
  }
}
