import Composable
import Testing

/// `BindingAction` as a value: equality, pattern matching, case key paths and how it is dumped.
@Suite struct BindingActionTests {
  typealias State = ProfileForm.State
  typealias Action = ProfileForm.Action

  @Test func equalWhenSameKeyPathAndValue() {
    #expect(BindingAction<State>.set(\.name, "a") == .set(\.name, "a"))
    #expect(BindingAction<State>.set(\.name, "a") != .set(\.name, "b"))
    #expect(BindingAction<State>.set(\.isSubscribed, true) != .set(\.isSubscribed, false))
    #expect(BindingAction<State>.set(\.preferences.volume, 1) != .set(\.preferences, .init()))
  }

  @ObservableState
  struct TwoNames: Equatable {
    var first = ""
    var last = ""
  }

  @Test func differentKeyPathsWithEqualValuesDiffer() {
    #expect(BindingAction<TwoNames>.set(\.first, "x") != .set(\.last, "x"))
  }

  @Test func keyPathPatternMatchesTheFieldOnly() {
    func field(_ action: BindingAction<State>) -> String {
      switch action {
      case \.name: return "name"
      case \.isSubscribed: return "isSubscribed"
      default: return "other"
      }
    }
    #expect(field(.set(\.name, "x")) == "name")
    #expect(field(.set(\.isSubscribed, true)) == "isSubscribed")
    #expect(field(.set(\.preferences.volume, 1)) == "other")
  }

  @Test func aWholeSetActionMatchesByEquality() {
    func isSpecial(_ action: Action) -> Bool {
      switch action {
      case .binding(.set(\.name, "special")): return true
      default: return false
      }
    }
    #expect(isSpecial(.binding(.set(\.name, "special"))))
    #expect(!isSpecial(.binding(.set(\.name, "other"))))
    #expect(!isSpecial(.saveButtonTapped))
  }

  @Test func caseKeyPathsExtractTheValueOfTheirFieldOnly() {
    let action = Action.binding(.set(\.name, "Blob"))
    let name = action[case: \.binding.name]
    let isSubscribed = action[case: \.binding.isSubscribed]
    #expect(name == "Blob")
    #expect(isSubscribed == nil)
    #expect(action.is(\.binding))
    #expect(action.is(\.binding.name))
    #expect(!Action.saveButtonTapped.is(\.binding.name))
  }

  @Test func caseKeyPathsEmbedASetAction() {
    let path: CaseKeyPath<Action, String> = \.binding.name
    #expect(path("Blob") == .binding(.set(\.name, "Blob")))
  }

  @Test func caseKeyPathPatternInASwitch() {
    func describe(_ action: Action) -> String {
      switch action {
      case \.binding.name: return "name"
      case .binding: return "another field"
      default: return "not a binding"
      }
    }
    #expect(describe(.binding(.set(\.name, "x"))) == "name")
    #expect(describe(.binding(.set(\.isSubscribed, true))) == "another field")
    #expect(describe(.saveButtonTapped) == "not a binding")
  }

  @Test func bindingPropertyExtractsTheBindingCase() {
    #expect(Action.binding(.set(\.name, "x")).binding == .set(\.name, "x"))
    #expect(Action.saveButtonTapped.binding == nil)
  }

  @Test func dumpsAsASetCallWithTheKeyPathAndValue() {
    // `@ObservableState` makes `name` a computed property, which Linux key paths print as
    // `<computed 0x… (String)>`; the shape and the value are what this checks.
    let name = String(customDumping: BindingAction<State>.set(\.name, "Blob"))
    #expect(name.hasPrefix(#".set(\State."#) && name.hasSuffix(#", "Blob")"#))
    let nested = String(customDumping: Action.binding(.set(\.preferences.volume, 3)))
    #expect(
      nested.hasPrefix(#"ProfileForm.Action.binding(.set(\State."#)
        && nested.hasSuffix(#".volume, 3))"#)
    )
  }

  @Test func exposesTheKeyPathItWrites() {
    let keyPath: PartialKeyPath<State> = \State.name
    #expect(BindingAction<State>.set(\.name, "x").keyPath == keyPath)
  }
}
