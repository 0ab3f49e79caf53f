import Dependencies
import Foundation
import IssueReporting

extension SharedReaderKey {
  /// Persists the value as JSON in the file at `url`: `@Shared(.fileStorage(.documentsDirectory
  /// .appending(component: "todos.json"))) var todos: [Todo] = []`.
  ///
  /// The file is written atomically; a burst of changes is written at most once a second (the
  /// first at once, the last when the second is over); a change made to the file by another
  /// process is picked up. A file that cannot be decoded is reported, kept aside as
  /// `<name>.corrupt`, and the value starts from its default.
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? FileStorageKey<Value>.defaultEncoder)
    return fileStorage(
      url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// Persists the value in the file at `url` in a format of your choosing.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// The file persistence strategy (see `SharedReaderKey.fileStorage(_:decoder:encoder:)`).
public final class FileStorageKey<Value: Sendable>: SharedKey, @unchecked Sendable {
  /// How long after a write further writes are held back and coalesced into one.
  static var coalescingWindow: Duration { .seconds(1) }

  static var defaultEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }

  private let storage: FileStorage
  private let url: URL
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  /// The coalescing window and what this key wrote last (to tell its own writes from others').
  private struct SaveState {
    /// The open coalescing window's number, and what closes it early.
    var window: Int?
    var windowTimer: SharedSubscription?
    var windowCount = 0
    var pending: (data: Data, continuations: [SaveContinuation])?
    var lastWritten: Data?

    /// Closes the window; returns the write it held back.
    mutating func closeWindow() -> (data: Data, continuations: [SaveContinuation])? {
      windowTimer?.cancel()
      window = nil
      windowTimer = nil
      defer { pending = nil }
      return pending
    }
  }

  private let state = LockIsolated(SaveState())

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url
    self.decode = decode
    self.encode = encode
  }

  deinit {
    // The last holder went away inside a coalescing window: write what is pending now rather
    // than lose it.
    flushPendingSave()
  }

  /// The file and the storage it lives in.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage) }

  /// Reads and decodes the file; a missing or empty file means the default.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: read())
  }

  /// Watches the file for changes made by others (another process, another storage user).
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    storage.watch(url) { [weak self] in
      guard let self else { return }
      let isOwnWriteOrPending = state.withValue { state in
        state.pending != nil
          || (state.lastWritten != nil && state.lastWritten == (try? storage.load(url)))
      }
      // While this key holds unsaved changes, they win: the pending write is the newer value.
      guard !isOwnWriteOrPending else { return }
      subscriber.yield(with: read())
    }
  }

  /// Writes the value: at once for `save()`; after a `withLock`, at once unless a write happened
  /// in the last second, in which case the newest value is written when that second is over.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      report("could not be encoded: \(error). The change is kept in memory only.")
      continuation.resume(throwing: error)
      return
    }
    switch context {
    case .userInitiated:
      let superseded = state.withValue { $0.closeWindow()?.continuations ?? [] }
      let result = write(data)
      for waiting in superseded + [continuation] { waiting.resume(with: result) }
    case .didSet:
      let window: Int? = state.withValue { state in
        if state.window != nil {
          state.pending = (data, (state.pending?.continuations ?? []) + [continuation])
          return nil
        }
        state.windowCount += 1
        state.window = state.windowCount
        return state.windowCount
      }
      guard let window else { return }
      continuation.resume(with: write(data))
      let timer = storage.asyncAfter(Self.coalescingWindow) { [weak self] in
        self?.closeWindow(window)
      }
      state.withValue { state in
        if state.window == window { state.windowTimer = timer }
      }
    }
  }

  private func closeWindow(_ window: Int) {
    let pending = state.withValue { state in
      state.window == window ? state.closeWindow() : nil
    }
    guard let pending else { return }
    let result = write(pending.data)
    for continuation in pending.continuations { continuation.resume(with: result) }
  }

  private func flushPendingSave() {
    guard let pending = state.withValue({ $0.closeWindow() }) else { return }
    let result = write(pending.data)
    for continuation in pending.continuations { continuation.resume(with: result) }
  }

  private func write(_ data: Data) -> Result<Void, any Error> {
    state.withValue { $0.lastWritten = data }
    do {
      try storage.save(data, url)
      return .success(())
    } catch {
      report("could not be written: \(error). The change is kept in memory only.")
      return .failure(error)
    }
  }

  /// The file's value: `nil` (the default) when missing or empty; a decoding failure is
  /// reported, and the unreadable file is copied aside so the next save cannot destroy it.
  private func read() -> Result<Value?, any Error> {
    guard storage.fileExists(url) else { return .success(nil) }
    let data: Data
    do {
      data = try storage.load(url)
    } catch {
      report("could not be read: \(error). Using the default value.")
      return .failure(error)
    }
    guard !data.isEmpty else { return .success(nil) }
    do {
      return .success(try decode(data))
    } catch {
      let backup = url.appendingPathExtension("corrupt")
      let kept = (try? storage.save(data, backup)) != nil
      report(
        """
        could not be decoded as \(Value.self): \(error). Using the default value\
        \(kept ? "; the unreadable file was copied to '\(backup.path)' so the next save cannot lose it" : "").
        """
      )
      return .failure(error)
    }
  }

  private func report(_ problem: String) {
    reportIssue("The shared file '\(url.path)' \(problem)")
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage("/path/to/file.json")`.
  public var description: String { ".fileStorage(\(String(reflecting: url.path)))" }
}

/// A file storage key's identity: the file, in its storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}
