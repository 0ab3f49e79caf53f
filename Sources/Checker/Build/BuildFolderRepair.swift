import Curriculum
import Foundation
import Localization

/// Heals a build folder that was made for another location of the checkout (copied, moved,
/// restored from a backup).
///
/// Clang's module cache under `<scratch>/<triple>/debug/ModuleCache` records the absolute path it
/// was built at, and the compiler then refuses every module of a moved build folder ("precompiled
/// file '…' was compiled with module cache path '/old/…', but the path is currently '/new/…'").
/// The module cache is a cache: deleting it costs a few seconds of rebuilding, while everything
/// else in the folder (compiled dependencies, minutes of work) stays usable. So the repair clears
/// the module caches, and nothing outside the build folder.
///
/// Two triggers: a stamp (`<scratch>/dojo-checkout-root`, written after each successful build)
/// naming another root lets the repair happen before the first build; a build whose output
/// shows the stale-cache errors triggers it after (a folder `swift build` made before dojo ran).
public struct BuildFolderRepair: Sendable {
  /// The checkout being built.
  public var layout: ProjectLayout
  /// The build folder.
  public var scratchPath: URL

  /// A repair of `scratchPath` for `layout`.
  public init(layout: ProjectLayout, scratchPath: URL) {
    self.layout = layout
    self.scratchPath = scratchPath.standardizedFileURL
  }

  /// What a repair did, for the one line that says so.
  public struct Repair: Equatable, Sendable {
    /// Where the folder was built before, when known.
    public var previousRoot: String?
    /// The folders removed, relative to the checkout when inside it.
    public var cleared: [String]

    /// `dojo: the build folder was made for this checkout at /old; cleared its stale module cache
    /// (.build/…/ModuleCache) and rebuilt.`, in the language of `messages`.
    public func line(_ messages: Messages) -> String {
      let folders = cleared.joined(separator: ", ")
      guard let previousRoot else { return "dojo: " + messages(.buildFolderRepairedElsewhere, ["folders": folders]) }
      return "dojo: " + messages(.buildFolderRepaired, ["from": previousRoot, "folders": folders])
    }
  }

  /// The file recording which checkout the folder was last built for.
  var stampFile: URL { scratchPath.appendingPathComponent("dojo-checkout-root") }

  /// Phrases the compiler prints when a module cache was built at another path.
  static let staleSignatures = [
    "was compiled with module cache path",
    "PCH was compiled with module cache path",
    "but the path is currently",
    "malformed or corrupted AST file",
  ]

  /// The first line of `output` that shows a module cache built at another path, or `nil`.
  public static func staleCacheLine(in output: String) -> String? {
    output.split(separator: "\n").first { line in staleSignatures.contains { line.contains($0) } }
      .map { String($0) }
  }

  /// Whether build output shows a module cache built at another path.
  public static func showsStaleCache(_ output: String) -> Bool {
    staleSignatures.contains { output.contains($0) }
  }

  /// The old checkout root in a "compiled with module cache path '/old/.build/…'" message, when
  /// the build folder's path inside the checkout appears in it.
  func previousRoot(in output: String) -> String? {
    guard let range = output.range(of: "compiled with module cache path '") else { return nil }
    let path = output[range.upperBound...].prefix { $0 != "'" }
    let inside = "/" + layout.relativePath(of: scratchPath) + "/"
    guard let cut = path.range(of: inside) else { return nil }
    return String(path[..<cut.lowerBound])
  }

  /// The checkout root the stamp names, when it names one other than this checkout's.
  public func stampedElsewhere() -> String? {
    guard let data = FileManager.default.contents(atPath: stampFile.path) else { return nil }
    let recorded = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return recorded.isEmpty || recorded == layout.root.path ? nil : recorded
  }

  /// Records that the folder now builds for this checkout.
  public func stamp() {
    try? Data((layout.root.path + "\n").utf8).write(to: stampFile, options: .atomic)
  }

  /// The `ModuleCache` folders of the build folder: `<scratch>/<triple>/<configuration>/ModuleCache`
  /// (the `debug` link beside them points into the same place and is not followed).
  public func moduleCaches() -> [URL] {
    let fileManager = FileManager.default
    var found: [URL] = []
    for platform in directories(in: scratchPath) {
      for configuration in directories(in: platform) {
        let cache = configuration.appendingPathComponent("ModuleCache")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: cache.path, isDirectory: &isDirectory), isDirectory.boolValue {
          found.append(cache)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  private func directories(in folder: URL) -> [URL] {
    let entries = (try? FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])) ?? []
    return entries.filter {
      let values = try? $0.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      return values?.isDirectory == true && values?.isSymbolicLink != true
    }
  }

  /// Clears the module caches; `previousRoot` is what the stamp or the compiler said. Returns
  /// `nil` when there was nothing to clear.
  public func clear(previousRoot: String?) -> Repair? {
    let caches = moduleCaches()
    guard !caches.isEmpty else { return nil }
    let scratch = scratchPath.path + "/"
    var cleared: [String] = []
    for cache in caches where cache.standardizedFileURL.path.hasPrefix(scratch) {
      if (try? FileManager.default.removeItem(at: cache)) != nil {
        cleared.append(layout.relativePath(of: cache))
      }
    }
    return cleared.isEmpty ? nil : Repair(previousRoot: previousRoot, cleared: cleared)
  }

  /// The error when the folder still fails after a repair: names exactly what to delete.
  public func unrepairableError(detail: String) -> CheckError {
    let caches = moduleCaches().map { layout.relativePath(of: $0) }
    let cacheText = caches.isEmpty
      ? layout.relativePath(of: scratchPath.appendingPathComponent("<platform>/debug/ModuleCache"))
      : caches.joined(separator: " and ")
    let folder = layout.relativePath(of: scratchPath)
    return CheckError(
      kind: .compile,
      localized: LocalizedText([
        .message(.buildFolderUnrepairable, ["folder": folder, "caches": cacheText]), .literal(detail),
      ]))
  }
}
