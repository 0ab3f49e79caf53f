import Composable
import Foundation
import Testing

/// `.appStorage`: values in `UserDefaults`, a fresh suite per test.
@Suite struct AppStorageTests {
  enum Theme: String, Sendable { case light, dark }

  @Test func valueIsStoredInTheDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("volume")) var volume = 5
    #expect(volume == 5)
    $volume.withLock { $0 = 9 }
    #expect(defaults.integer(forKey: "volume") == 9)
  }

  @Test func storedValueWinsOverTheDefault() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set("dark", forKey: "theme")
    @Shared(.appStorage("theme")) var theme = Theme.light
    #expect(theme == .dark)
  }

  @Test func eachTestHasItsOwnDefaults() {
    // `valueIsStoredInTheDefaults` stored 9 under "volume".
    @Shared(.appStorage("volume")) var volume = 5
    #expect(volume == 5)
  }

  @Test func optionalNilRemovesTheKey() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("name")) var name: String?
    $name.withLock { $0 = "ada" }
    #expect(defaults.string(forKey: "name") == "ada")
    $name.withLock { $0 = nil }
    #expect(defaults.object(forKey: "name") == nil)
  }

  @Test func holdersOfOneKeyShareTheValue() {
    @Shared(.appStorage("count")) var first = 0
    @SharedReader(.appStorage("count")) var second = 0
    $first.withLock { $0 = 3 }
    #expect(second == 3)
  }
}
