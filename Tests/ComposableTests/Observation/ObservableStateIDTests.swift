import Composable
import Foundation
import Testing

/// `ObservableStateID` and `ObservationStateRegistrar`: identities, tags, relocation, and a
/// registrar that stays out of a state's value.
@Suite struct ObservableStateIDTests {
  @Test func newIdsAreUniqueCopiesAreEqual() {
    let id = ObservableStateID()
    let copy = id
    #expect(id == copy)
    #expect(id.hashValue == copy.hashValue)
    #expect(id != ObservableStateID())
  }

  @Test func tagsTellCasesApart() {
    let id = ObservableStateID()
    #expect(id._$tag(0) == id._$tag(0))
    #expect(id._$tag(0) != id._$tag(1))
    #expect(id._$tag(0) != id)
  }

  @Test func willModifyRelocatesButKeepsTheTag() {
    let id = ObservableStateID()
    var tagged = id._$tag(3)
    tagged._$willModify()
    #expect(tagged != id._$tag(3))
    // Still a case-3 identity: moving the same payload to another case is another change.
    var other = tagged
    other._$willModify()
    #expect(other != tagged)
  }

  @Test func nonObservableValuesGetAFreshIdentityEachTime() {
    #expect(ObservableStateID._$id(for: 42) != ObservableStateID._$id(for: 42))
    let state = ObservedChild.State()
    #expect(ObservableStateID._$id(for: state) == state._$id)
  }

  @Test func registrarRoundTripsThroughCodableAsNothing() throws {
    struct Box: Codable, Equatable {
      var registrar = ObservationStateRegistrar()
      var count = 1
    }
    let data = try JSONEncoder().encode(Box())
    let decoded = try JSONDecoder().decode(Box.self, from: data)
    #expect(decoded == Box())
    #expect(decoded.registrar.id != Box().registrar.id)
  }

  @Test func identityEqualityForCollectionsAndStrings() {
    let first = ObservedChild.State()
    let second = ObservedChild.State()
    #expect(_$isIdentityEqual([first, second], [first, second]))
    #expect(!_$isIdentityEqual([first, second], [second, first]))
    #expect(!_$isIdentityEqual([first], [first, second]))
    #expect(!_$isIdentityEqual("a", "a"))
    #expect(!_$isIdentityEqual(1, 1))
    let optional: ObservedChild.State? = first
    #expect(_$isIdentityEqual(optional, optional))
    #expect(!_$isIdentityEqual(optional, nil))
  }
}
