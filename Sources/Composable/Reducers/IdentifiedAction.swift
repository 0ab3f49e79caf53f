import CasePaths

/// The action of one element of a collection feature: `.element(id:action:)`.
///
/// Use it as the payload of a parent action case, `case rows(IdentifiedActionOf<Row>)`, with
/// `.forEach(\.rows, action: \.rows) { Row() }`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element whose id is `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The identified action of reducer `R`'s elements.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction.AllCasePaths {
  /// The case path to the action of the element with `id`, so tests can write
  /// `await store.receive(\.rows[id: 1].loaded)`.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case let .element(elementID, action) = $0, elementID == id else { return nil }
        return action
      }
    )
  }
}
