/// Picks at most `n` mutants of an exercise, the same ones on every run and every machine.
///
/// Operators take turns (so a cap never leaves one operator out while another fills the sample);
/// within an operator the order is a stable hash of the exercise and the mutant's ``SourceMutant/key``.
/// The picked mutants keep their source order.
public enum MutantSample {
  /// The sample of `mutants` for `exercise` (all of them when there are at most `limit`).
  public static func pick(_ mutants: [SourceMutant], limit: Int?, seed: String) -> [SourceMutant] {
    guard let limit, limit >= 0, mutants.count > limit else { return mutants }
    var queues: [MutationOperator: [Int]] = [:]
    for (index, mutant) in mutants.enumerated() { queues[mutant.operator, default: []].append(index) }
    for op in queues.keys {
      queues[op]!.sort { fnv1a("\(seed)|\(mutants[$0].key)") < fnv1a("\(seed)|\(mutants[$1].key)") }
    }
    var picked: [Int] = []
    var turn = 0
    while picked.count < limit {
      for op in MutationOperator.allCases where picked.count < limit {
        if let queue = queues[op], turn < queue.count { picked.append(queue[turn]) }
      }
      turn += 1
    }
    return picked.sorted().map { mutants[$0] }
  }

  /// 64-bit FNV-1a of the UTF-8 bytes: stable across processes, unlike `Hasher`.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
