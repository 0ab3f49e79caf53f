import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Presents`: its storage, its `$` projection, and the mistakes it diagnoses. `@ObservableState`
/// is left unexpanded here so the expansions show `@Presents`' own output.
@Suite(.macros(["Presents": PresentsMacro.self], record: .missing))
struct PresentsMacroTests {
  @Test func optionalPropertyGetsStorageAndProjection() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      @ObservableState
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = Composable.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        var $destination: Composable.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ObservationStateIgnored private var _destination = Composable.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func initialValueAndOptionalSpellingAndAccessAreKept() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>> = nil
      }
      """
    } expansion: {
      #"""
      @ObservableState
      public struct State {
        public var alert: Optional<AlertState<Action.Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = Composable.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        public var $alert: Composable.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ObservationStateIgnored private var _alert = Composable.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func outsideObservableStateIsDiagnosed() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' can only be used in a type marked '@ObservableState'; add '@ObservableState' to the type that declares 'destination'
      }
      """
    }
  }

  @Test func letIsDiagnosedWithAFixIt() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents let destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents let destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' property 'destination' must be a 'var': presenting and dismissing change it
           ✏️ Replace 'let' with 'var'
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    }
  }

  @Test func nonOptionalIsDiagnosedWithAFixIt() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' property 'destination' must be optional ('nil' when nothing is presented): write 'Destination.State?'
           ✏️ Make the type optional
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    }
  }

  @Test func missingTypeIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents var destination = Destination.State?.none
        ┬────────
        ╰─ 🛑 '@Presents' property 'destination' needs an explicit optional type, e.g. 'var destination: Destination.State?'
      }
      """
    }
  }

  @Test func staticIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents static var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents static var destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' cannot be applied to static property 'destination'
      }
      """
    }
  }
}
