import Foundation

/// The files of one source folder, as SwiftPM would see them: regular files below it, hidden
/// names (`.DS_Store`, `.swp`) left out, sorted by their path relative to the folder.
///
/// Symbolic links follow ``SymlinkPolicy`` when the checkout's root is given: a link to a file or
/// folder inside the checkout counts as that file (listed under the link's own path, so names stay
/// relative to `folder`), any other link is refused and reported by ``scan(_:within:)``. Without
/// a root, links are left out.
public enum SourceFileList {
  /// What a folder holds.
  public struct Scan: Equatable, Sendable {
    /// The files, including those reached through links the policy follows.
    public var files: [URL]
    /// The links the policy refuses, in path order.
    public var refusedLinks: [SymlinkPolicy.RefusedLink]
    /// Entries that are neither files, folders nor links (named pipes, sockets, devices), in
    /// path order: a compiler opening a named pipe waits for a writer for ever.
    public var specialFiles: [URL] = []
  }

  /// Every regular, non-hidden file under `folder`, recursively; empty when it does not exist.
  public static func files(in folder: URL, within root: URL? = nil) -> [URL] {
    scan(folder, within: root).files
  }

  /// The `.swift` files under `folder`.
  public static func swiftFiles(in folder: URL, within root: URL? = nil) -> [URL] {
    files(in: folder, within: root).filter { $0.pathExtension == "swift" }
  }

  /// The files under `folder` and the links refused on the way.
  public static func scan(_ folder: URL, within root: URL?) -> Scan {
    var scan = Scan(files: [], refusedLinks: [])
    var visited: Set<String> = []
    walk(folder.standardizedFileURL, root: root, into: &scan, visited: &visited, depth: 0)
    scan.files.sort { $0.path < $1.path }
    scan.refusedLinks.sort { $0.link.path < $1.link.path }
    scan.specialFiles.sort { $0.path < $1.path }
    return scan
  }

  private static func walk(
    _ folder: URL, root: URL?, into scan: inout Scan, visited: inout Set<String>, depth: Int
  ) {
    // A link to a folder above it would otherwise loop for ever.
    let real = folder.resolvingSymlinksInPath().path
    guard depth < 32, visited.insert(real).inserted else { return }
    let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey]
    // By path: the URL variant does not list a folder reached through a link (Linux).
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      let values = try? url.resourceValues(forKeys: Set(keys))
      if values?.isSymbolicLink == true {
        guard let root else { continue }
        switch SymlinkPolicy.resolve(url, within: root) {
        case .refuse(let refused): scan.refusedLinks.append(refused)
        case .follow(let target):
          var isDirectory: ObjCBool = false
          _ = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
          if isDirectory.boolValue {
            walk(url, root: root, into: &scan, visited: &visited, depth: depth + 1)
          } else {
            scan.files.append(url)
          }
        }
      } else if values?.isDirectory == true {
        walk(url, root: root, into: &scan, visited: &visited, depth: depth + 1)
      } else if values?.isRegularFile == true {
        scan.files.append(url)
      } else if values != nil {
        scan.specialFiles.append(url)
      }
    }
  }
}
