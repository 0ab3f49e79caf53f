import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the system refused a file or process operation, kept as data: a learner reads a short gloss
/// in their language, logs and JSON keep the system's own (English) words.
///
/// Foundation's `localizedDescription` is English on Linux whatever the learner's language, and
/// its wording changes between Foundation versions, so the cause is told by the error's code
/// (errno, or CocoaError's code when Foundation hides the errno), never by its text. The common
/// causes get a translated gloss; any other is shown as the system's words, quoted as data.
public struct SystemReason: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// The causes a learner meets often enough to be told in their own language.
  public enum Cause: String, Equatable, Sendable, Codable {
    /// ENOENT: a file or folder on the path does not exist.
    case noSuchFile
    /// EACCES, EPERM: the file's permissions forbid it.
    case permissionDenied
    /// ENOSPC, EDQUOT: the disk (or the quota) is full.
    case noSpace
    /// EROFS: the file system is mounted read-only.
    case readOnly
    /// EISDIR: a folder stands where a file was expected.
    case isFolder
    /// ENOTDIR: a file stands where a folder was expected on the path.
    case notFolder
    /// EEXIST: something of that name is already there (a file where a folder is to be made).
    case alreadyExists
    /// Anything else: only the system's words are shown.
    case other
  }

  /// The cause, by code.
  public var cause: Cause
  /// The system's own explanation (`strerror`, `localizedDescription`), in English.
  public var detail: String

  /// A reason with an explicit cause (tests, and callers that know the errno's meaning).
  public init(cause: Cause, detail: String) {
    self.cause = cause
    self.detail = detail
  }

  /// The reason for a failed system call that set `errno` to `code`.
  public init(errno code: Int32) {
    self.init(cause: Self.cause(errno: code), detail: String(cString: strerror(code)))
  }

  /// The reason for `error`, thrown by Foundation's file APIs or by ``ChildProcess``.
  public init(_ error: any Error) {
    if let reason = error as? SystemReason {
      self = reason
      return
    }
    if let spawn = error as? ChildProcess.SpawnError {
      self.init(cause: spawn.code.map(Self.cause(errno:)) ?? .other, detail: spawn.reason)
      return
    }
    self.init(cause: Self.cause(of: error as NSError), detail: error.localizedDescription)
  }

  /// The reason as one catalogue message, to store inside a ``LocalizedText``.
  public var part: LocalizedText.Part {
    switch cause {
    case .noSuchFile: return .message(.systemNoSuchFile, [:])
    case .permissionDenied: return .message(.systemPermissionDenied, [:])
    case .noSpace: return .message(.systemNoSpace, [:])
    case .readOnly: return .message(.systemReadOnly, [:])
    case .isFolder: return .message(.systemIsFolder, [:])
    case .notFolder: return .message(.systemNotFolder, [:])
    case .alreadyExists: return .message(.systemAlreadyExists, [:])
    case .other: return .message(.systemOther, ["detail": detail])
    }
  }

  /// The gloss in `messages`' language.
  public func text(_ messages: Messages = .current) -> String {
    LocalizedText([part]).text(messages)
  }

  /// The system's words (logs, English descriptions).
  public var description: String { detail }

  static func cause(errno code: Int32) -> Cause {
    switch code {
    case ENOENT: return .noSuchFile
    case EACCES, EPERM: return .permissionDenied
    case ENOSPC, EDQUOT: return .noSpace
    case EROFS: return .readOnly
    case EISDIR: return .isFolder
    case ENOTDIR: return .notFolder
    case EEXIST: return .alreadyExists
    default: return .other
    }
  }

  /// The errno behind `error` when Foundation kept it (its own domain, or the underlying error),
  /// else what CocoaError's code says.
  static func cause(of error: NSError) -> Cause {
    if error.domain == NSPOSIXErrorDomain { return cause(errno: Int32(truncatingIfNeeded: error.code)) }
    // swift-corelibs-foundation keeps the underlying errno as a Swift error, not always an
    // NSError instance.
    if let posix = error.userInfo[NSUnderlyingErrorKey] as? POSIXError {
      return cause(errno: posix.code.rawValue)
    }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
      let found = cause(of: underlying as NSError)
      if found != .other { return found }
    }
    guard error.domain == NSCocoaErrorDomain else { return .other }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return .noSuchFile
    case .fileReadNoPermission, .fileWriteNoPermission: return .permissionDenied
    case .fileWriteOutOfSpace: return .noSpace
    case .fileWriteVolumeReadOnly: return .readOnly
    case .fileWriteFileExists: return .alreadyExists
    default: return .other
    }
  }
}
