import Curriculum
import Foundation
import Localization

/// Compares an exercise's hidden tests with their sealed checksums before they run, so a learner
/// cannot pass by editing the tests (or break them by accident without being told).
public struct IntegrityCheck: Sendable {
  /// The checkout.
  public let layout: ProjectLayout

  /// A check of `layout`'s hidden tests.
  public init(layout: ProjectLayout) { self.layout = layout }

  /// What differs between `Exercises/<id>/HiddenTests` and the checksums.
  public struct Finding: Equatable, Sendable {
    /// How the file differs.
    public enum Change: String, Equatable, Sendable {
      /// Its contents differ from the sealed checksum.
      case changed
      /// It is sealed but no longer exists.
      case missing
      /// It exists but was never sealed.
      case extra
    }
    /// The file, relative to the repository root.
    public var path: String
    /// How it differs.
    public var change: Change
  }

  /// The differences for `id` given the sealed `checksums` (nil: the file is missing).
  ///
  /// - Parameter folder: where the hidden tests to check are (default `Exercises/<id>/HiddenTests`).
  public func findings(for id: ExerciseID, checksums: ChecksumFile, folder: URL? = nil) -> [Finding] {
    let prefix = "\(id.rawValue)/\(layout.sealedFolderName(id))/"
    let sealed = checksums.entries(under: prefix)
    let folder = folder ?? layout.hiddenTests(id)
    let shownPrefix = layout.relativePath(of: folder) + "/"
    var onDisk: [String: URL] = [:]
    let scan = SourceFileList.scan(folder, within: layout.root)
    for file in scan.files {
      onDisk[prefix + relative(file, to: folder)] = file
    }
    // A link out of the checkout is never read, and never part of the exercise.
    var refused: Set<String> = []
    for link in scan.refusedLinks {
      let path = prefix + relative(link.link, to: folder)
      refused.insert(path)
      onDisk[path] = link.link
    }
    var findings: [Finding] = []
    for path in Set(sealed.keys).union(onDisk.keys).sorted() {
      let repoPath = shownPrefix + path.dropFirst(prefix.count)
      switch (sealed[path], onDisk[path]) {
      case (_, _?) where refused.contains(path):
        findings.append(Finding(path: repoPath, change: sealed[path] == nil ? .extra : .changed))
      case (let digest?, let file?):
        if FileDigest.hex(of: file) != digest { findings.append(Finding(path: repoPath, change: .changed)) }
      case (_?, nil): findings.append(Finding(path: repoPath, change: .missing))
      case (nil, _?): findings.append(Finding(path: repoPath, change: .extra))
      case (nil, nil): break
      }
    }
    return findings
  }

  /// A `tamper` error for `id`, or `nil` when its hidden tests match their checksums.
  public func verify(_ id: ExerciseID, checksums: ChecksumFile?, folder: URL? = nil) -> CheckError? {
    let checksumPath = layout.relativePath(of: layout.checksums)
    guard let checksums else {
      return CheckError(
        kind: .tamper,
        localized: LocalizedText([.message(.tamperNoChecksums, ["path": checksumPath, "id": id.rawValue])]),
        file: checksumPath)
    }
    if checksums.entries(under: "\(id.rawValue)/\(layout.sealedFolderName(id))/").isEmpty {
      return CheckError(
        kind: .tamper,
        localized: LocalizedText([.message(.tamperNotSealed, ["path": checksumPath, "id": id.rawValue])]),
        file: checksumPath)
    }
    let findings = findings(for: id, checksums: checksums, folder: folder)
    guard let first = findings.first else { return nil }
    let testWriting = layout.kind(of: id) == .testWriting
    var parts: [LocalizedText.Part] = [
      .message(testWriting ? .tamperFeatureDiffers : .tamperDiffers, ["id": id.rawValue, "path": checksumPath])
    ]
    for finding in findings {
      let key: MessageKey
      switch finding.change {
      case .changed: key = .tamperChanged
      case .missing: key = .tamperMissing
      case .extra: key = .tamperExtra
      }
      parts.append(.message(key, ["file": finding.path]))
    }
    parts.append(
      .message(testWriting ? .tamperFeatureAdvice : .tamperAdvice, ["folder": layout.relativePath(of: layout.starterSources(id))]))
    return CheckError(kind: .tamper, localized: LocalizedText(parts), file: first.path)
  }

  private func relative(_ file: URL, to folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent
  }
}
