import Foundation

/// A child's output kept within a fixed memory budget: the first `headLimit` bytes and the last
/// `tailLimit` bytes, with a count of what was dropped in between. A test stuck printing in a loop
/// therefore costs kilobytes, not gigabytes.
public struct CappedOutput: Sendable, Equatable {
  /// Bytes kept from the start.
  public private(set) var head: [UInt8] = []
  /// Bytes kept from the end (after the head filled up).
  public private(set) var tail: [UInt8] = []
  /// How many bytes were dropped between head and tail.
  public private(set) var dropped = 0
  /// The most kept from the start.
  public let headLimit: Int
  /// The most kept from the end.
  public let tailLimit: Int

  /// An empty buffer with these limits.
  public init(headLimit: Int = 256 * 1024, tailLimit: Int = 256 * 1024) {
    self.headLimit = headLimit
    self.tailLimit = tailLimit
  }

  /// Appends bytes, dropping from the middle once both ends are full.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    var rest = bytes[...]
    if head.count < headLimit {
      let take = min(headLimit - head.count, rest.count)
      head.append(contentsOf: rest.prefix(take))
      rest = rest.dropFirst(take)
    }
    guard !rest.isEmpty else { return }
    tail.append(contentsOf: rest)
    if tail.count > tailLimit * 2 {
      let excess = tail.count - tailLimit
      dropped += excess
      tail.removeFirst(excess)
    }
  }

  /// The kept text; a marker line shows where bytes were dropped.
  public var text: String {
    var tailBytes = tail
    var droppedCount = dropped
    if tailBytes.count > tailLimit {
      droppedCount += tailBytes.count - tailLimit
      tailBytes.removeFirst(tailBytes.count - tailLimit)
    }
    let start = String(decoding: head, as: UTF8.self)
    guard droppedCount > 0 else { return start + String(decoding: tailBytes, as: UTF8.self) }
    return start + "\n… (\(droppedCount) bytes of output left out) …\n" + String(decoding: tailBytes, as: UTF8.self)
  }
}
