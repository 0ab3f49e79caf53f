import Dependencies

extension TestStore {
  /// Runs a test's assertion closure (`{ $0.path.append(…) }`) as TCA does: with the store's
  /// dependencies, and with a fresh copy of the stack element id counter as it stood before
  /// the action (`stackElementIDs`), so an element the test appends gets the id the reducer
  /// gave it. Without `stackElementIDs`, the copy starts from the counter's current value.
  func runAssertion(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    on state: inout State,
    stackElementIDs: StackElementIDGenerator?
  ) throws {
    let dependencies = self.dependencies
    try Dependencies.withDependencies {
      $0 = dependencies
      $0.stackElementID = (stackElementIDs ?? dependencies.stackElementID).incrementingCopy()
    } operation: {
      try updateStateToExpectedResult(&state)
    }
  }
}
