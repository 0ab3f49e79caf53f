import Composable
import Foundation
import Observation
import Testing

/// `Shared` and `SharedReader` outside a store: values, keys, derived references, observation.
@Suite struct SharedTests {
  @Test func valueIsSharedByCopies() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
  }

  @Test func sameInMemoryKeySharesOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 100
    $first.withLock { $0 = 7 }
    #expect(second == 7)
  }

  @Test func inMemoryValueOutlivesItsHolders() {
    do {
      @Shared(.inMemory("kept")) var kept = 0
      $kept.withLock { $0 = 3 }
    }
    @Shared(.inMemory("kept")) var again = 0
    #expect(again == 3)
  }

  @Test func eachTestStartsWithFreshInMemoryStorage() {
    // `inMemoryValueOutlivesItsHolders` stored 3 under "kept"; not visible here.
    @Shared(.inMemory("kept")) var kept = 0
    #expect(kept == 0)
  }

  @Test func derivedReferenceWritesThroughToItsParent() {
    let settings = Shared(value: SharedSettings())
    let volume = settings.volume
    volume.withLock { $0 = 9 }
    #expect(settings.wrappedValue.volume == 9)
    settings.withLock { $0.volume = 2 }
    #expect(volume.wrappedValue == 2)
  }

  @Test func readerFollowsTheSharedValue() {
    let count = Shared(value: 1)
    let reader = SharedReader(count)
    let doubled = count.read { $0 * 2 }
    count.withLock { $0 = 4 }
    #expect(reader.wrappedValue == 4)
    #expect(doubled.wrappedValue == 8)
  }

  @Test func readerOfAKeySeesWrites() {
    @SharedReader(.inMemory("volume")) var volume = 1
    @Shared(.inMemory("volume")) var writable = 1
    $writable.withLock { $0 = 6 }
    #expect(volume == 6)
  }

  @Test func keyWithDefault() {
    @Shared(.hapticsOn) var isOn
    #expect(isOn == true)
    @Shared(.hapticsOn) var same
    $same.withLock { $0 = false }
    #expect(isOn == false)
  }

  @Test func optionalValueNeedsNoDefault() {
    @Shared(.inMemory("user")) var user: String?
    #expect(user == nil)
    $user.withLock { $0 = "ada" }
    let unwrapped = Shared($user)
    #expect(unwrapped?.wrappedValue == "ada")
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
  }

  @Test func retargetingTheProjectionMovesEveryCopy() {
    let count = Shared(value: 1)
    let copy = count
    count.projectedValue = Shared(value: 50)
    #expect(copy.wrappedValue == 50)
  }

  @Test func retargetingTellsReadersOfTheOldValue() {
    let count = Shared(value: 1)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    count.projectedValue = Shared(value: 2)
    #expect(changed.value)
  }

  @Test func mutationNotifiesObservers() {
    let count = Shared(value: 0)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    count.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func derivedMutationNotifiesParentObservers() {
    let settings = Shared(value: SharedSettings())
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = settings.wrappedValue.name
    } onChange: {
      changed.setValue(true)
    }
    settings.volume.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func customKeyLoadsSavesAndHearsOutsideChanges() {
    let backing = CustomBacking()
    backing.stored = 42
    @Shared(CustomKey(backing: backing)) var value = 0
    #expect(value == 42)
    $value.withLock { $0 = 43 }
    #expect(backing.stored == 43)
    backing.changeFromOutside(to: 99)
    #expect(value == 99)
  }

  @Test func customKeyLoadFailureKeepsTheDefaultAndReportsIt() {
    let backing = CustomBacking()
    backing.failLoads = true
    @Shared(CustomKey(backing: backing)) var value = 5
    #expect(value == 5)
    #expect($value.loadError != nil)
  }

  @Test func concurrentWritesFromManyTasksAreNotLost() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { count.withLock { $0 += 1 } }
      }
    }
    #expect(count.wrappedValue == 100)
  }

  @Test func sharedIsSendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(Shared<Int>.self)
    requireSendable(SharedReader<[String]>.self)
  }
}

extension SharedReaderKey where Self == InMemoryKey<Bool>.Default {
  static var hapticsOn: Self { Self[.inMemory("hapticsOn"), default: true] }
}

/// Storage a custom key reads, writes and watches.
final class CustomBacking: @unchecked Sendable {
  private let lock = NSLock()
  private var _stored: Int?
  private var _failLoads = false
  private var subscribers: [SharedSubscriber<Int>] = []

  var stored: Int? {
    get { lock.withLock { _stored } }
    set { lock.withLock { _stored = newValue } }
  }
  var failLoads: Bool {
    get { lock.withLock { _failLoads } }
    set { lock.withLock { _failLoads = newValue } }
  }

  func subscribe(_ subscriber: SharedSubscriber<Int>) {
    lock.withLock { subscribers.append(subscriber) }
  }

  func changeFromOutside(to value: Int) {
    stored = value
    for subscriber in lock.withLock({ subscribers }) { subscriber.yield(value) }
  }
}

struct CustomLoadError: Error {}

/// A custom persistence strategy, written as a learner would.
struct CustomKey: SharedKey {
  let backing: CustomBacking

  var id: ObjectIdentifier { ObjectIdentifier(backing) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if backing.failLoads {
      continuation.resume(throwing: CustomLoadError())
    } else if let stored = backing.stored {
      continuation.resume(returning: stored)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    backing.subscribe(subscriber)
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    backing.stored = value
    continuation.resume()
  }
}
