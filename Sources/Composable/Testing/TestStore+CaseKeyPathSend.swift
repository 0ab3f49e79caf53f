import CasePaths

extension TestStore {
  /// Sends the action at a case key path with no payload, and asserts how it changed the state:
  /// `await store.send(\.destination.add.saveButtonTapped)`.
  ///
  /// Spelled as TCA 1.x's `send(_:assert:)` taking a `CaseKeyPath<Action, Void>`: handy for
  /// deeply nested actions, which the key path embeds for you.
  @_disfavoredOverload
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the action at a case key path with `value` as its payload, and asserts how it changed
  /// the state: `await store.send(\.binding.name, "Blob") { $0.name = "Blob" }`.
  ///
  /// Spelled as TCA 1.x's `send(_:_:assert:)`. With a `BindableAction`, `\.binding.name` embeds
  /// `value` as `.binding(.set(\.name, value))`.
  @_disfavoredOverload
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
