import Foundation

/// The files of one source folder, as SwiftPM would see them: regular files below it, hidden
/// names (`.DS_Store`, `.swp`) left out, sorted by their path relative to the folder.
public enum SourceFileList {
  /// Every regular, non-hidden file under `folder`, recursively; empty when it does not exist.
  public static func files(in folder: URL) -> [URL] {
    let fileManager = FileManager.default
    guard
      let enumerator = fileManager.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
      if values?.isRegularFile == true { found.append(url.standardizedFileURL) }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The `.swift` files under `folder`.
  public static func swiftFiles(in folder: URL) -> [URL] {
    files(in: folder).filter { $0.pathExtension == "swift" }
  }
}
