import Dependencies
import Foundation
import Testing

@testable import Composable

/// `.fileStorage`: JSON, coalesced saves, outside changes, and unreadable files, on an in-memory
/// file system (as under every test) and, once, on the real one in a temporary folder.
@Suite struct FileStorageTests {
  let url = URL(fileURLWithPath: "/dojo/settings.json")

  /// The volume written to `url`, or `nil` when there is no readable file.
  func savedVolume(in files: InMemoryFiles, at url: URL) -> Int? {
    files[url].flatMap { try? JSONDecoder().decode(SharedSettings.self, from: $0).volume }
  }

  @Test func missingFileStartsFromTheDefaultAndWritesJSON() throws {
    let files = InMemoryFiles()
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      #expect(settings == SharedSettings())
      #expect(files[url] == nil)
      $settings.withLock { $0.volume = 8 }
      let written = try #require(files[url])
      let decoded = try JSONDecoder().decode(SharedSettings.self, from: written)
      #expect(decoded.volume == 8)
    }
  }

  @Test func existingFileIsLoaded() throws {
    let files = InMemoryFiles()
    files[url] = try JSONEncoder().encode(SharedSettings(volume: 3, name: "saved"))
    withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      #expect(settings.name == "saved")
    }
  }

  @Test func burstOfChangesIsWrittenOnceMoreWhenTheWindowCloses() throws {
    let files = InMemoryFiles()
    let scheduled = LockIsolated<[@Sendable () -> Void]>([])
    let writes = LockIsolated(0)
    let counting = files.watch(url) { writes.withValue { $0 += 1 } }
    defer { counting.cancel() }
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files: files) { _, work in
        scheduled.withValue { $0.append(work) }
        return SharedSubscription {}
      }
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      for volume in 1...5 { $settings.withLock { $0.volume = volume } }
      // The first change is written at once; the other four wait for the window to close.
      #expect(writes.value == 1)
      #expect(savedVolume(in: files, at: url) == 1)
      for work in scheduled.value { work() }
      #expect(writes.value == 2)
      #expect(savedVolume(in: files, at: url) == 5)
    }
  }

  @Test func explicitSaveWritesAtOnce() async throws {
    let files = InMemoryFiles()
    let url = self.url
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files: files) { _, _ in SharedSubscription {} }
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      $settings.withLock { $0.volume = 1 }
      $settings.withLock { $0.volume = 2 }
      try await $settings.save()
      #expect(savedVolume(in: files, at: url) == 2)
    }
  }

  @Test func pendingChangeIsWrittenWhenTheLastHolderGoesAway() throws {
    let files = InMemoryFiles()
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files: files) { _, _ in SharedSubscription {} }
    } operation: {
      do {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
        $settings.withLock { $0.volume = 1 }
        $settings.withLock { $0.volume = 7 }
      }
      #expect(savedVolume(in: files, at: url) == 7)
    }
  }

  @Test func fileChangedByAnotherProcessIsPickedUp() throws {
    let files = InMemoryFiles()
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = SharedSettings()
      files[url] = try JSONEncoder().encode(SharedSettings(volume: 11, name: "other"))
      #expect(settings.name == "other")
    }
  }

  @Test func corruptFileFallsBackToTheDefaultSaysWhyAndIsKept() throws {
    let files = InMemoryFiles()
    let corrupt = Data("{ not json".utf8)
    files[url] = corrupt
    withKnownIssue {
      withDependencies {
        $0.defaultFileStorage = .inMemory(files: files)
      } operation: {
        @Shared(.fileStorage(url)) var settings = SharedSettings()
        #expect(settings == SharedSettings())
        #expect($settings.loadError != nil)
        $settings.withLock { $0.volume = 2 }
      }
    } matching: { issue in
      issue.description.contains("/dojo/settings.json' could not be decoded as SharedSettings")
        && issue.description.contains("settings.json.corrupt")
    }
    #expect(files[url.appendingPathExtension("corrupt")] == corrupt)
  }

  @Test func twoHoldersOfOneFileShareTheValue() {
    withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      @Shared(.fileStorage(url)) var first = SharedSettings()
      @Shared(.fileStorage(url)) var second = SharedSettings()
      $first.withLock { $0.name = "both" }
      #expect(second.name == "both")
    }
  }

  @Test func testsUseInMemoryFileStorageByDefault() {
    @Dependency(\.defaultFileStorage) var storage
    #expect(storage != .fileSystem)
  }

  @Test func realFileSystemWritesAtomicallyAndReadsBack() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-shared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nested/settings.json")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      do {
        @Shared(.fileStorage(file)) var settings = SharedSettings()
        $settings.withLock { $0.name = "on disk" }
      }
      let decoded = try JSONDecoder().decode(SharedSettings.self, from: Data(contentsOf: file))
      #expect(decoded.name == "on disk")
      @Shared(.fileStorage(file)) var again = SharedSettings()
      #expect(again.name == "on disk")
    }
  }
}
