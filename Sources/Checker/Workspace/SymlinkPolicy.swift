import Foundation
import Localization

/// The one rule for symbolic links in an exercise's folders, shared by file discovery, the
/// verdict cache, the integrity check and reset: a link whose target lies inside the checkout is
/// followed (it is the file, as SwiftPM sees it); any other link (outside the checkout, or to
/// nothing) is refused, with a message naming it.
///
/// SwiftPM compiles what a link points to. Skipping links, as dojo once did, made dojo and SwiftPM
/// disagree: a stale cached verdict, "holds no .swift files" for a learner whose file is a link,
/// a reset that left a link behind. Following links anywhere would let a folder read files outside
/// the checkout (`/etc/passwd`), hence the boundary.
public enum SymlinkPolicy {
  /// A link the policy refuses.
  public struct RefusedLink: Equatable, Sendable, CustomStringConvertible {
    /// The link, as it appears in the folder.
    public var link: URL
    /// Where it points (`readlink`), or `nil` when that cannot be read.
    public var target: String?
    /// Whether its target exists.
    public var targetExists: Bool

    /// What is wrong and what to do, with the link's path as `shownPath`.
    public func message(shownPath: String) -> String {
      let points = target.map { " to \($0)" } ?? ""
      let problem =
        targetExists
        ? "is a symbolic link\(points), outside the checkout; dojo only builds files inside it"
        : "is a symbolic link\(points), which does not exist"
      return """
        \(shownPath) \(problem). Put the file itself there instead of a link (copy it into the \
        folder), or remove the link: `rm \(shownPath)`.
        """
    }

    /// ``message(shownPath:)`` in the learner's language.
    public func localizedMessage(shownPath: String) -> LocalizedText {
      LocalizedText([
        .message(
          targetExists ? .symlinkOutsideCheckout : .symlinkToNothing,
          ["path": shownPath, "target": target ?? "?"])
      ])
    }

    public var description: String { message(shownPath: link.path) }
  }

  /// How one link is treated.
  public enum Resolution: Equatable, Sendable {
    /// Follow it: its target, inside the checkout.
    case follow(URL)
    /// Refuse it.
    case refuse(RefusedLink)
  }

  /// Resolves `link` against the checkout `root`.
  public static func resolve(_ link: URL, within root: URL) -> Resolution {
    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    let resolved = link.resolvingSymlinksInPath().standardizedFileURL
    let exists = FileManager.default.fileExists(atPath: resolved.path)
    let base = root.resolvingSymlinksInPath().standardizedFileURL.path
    let inside = resolved.path == base || resolved.path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    guard exists, inside else {
      return .refuse(RefusedLink(link: link.standardizedFileURL, target: target, targetExists: exists))
    }
    return .follow(resolved)
  }
}
