import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@ObservableState` on structs and enums: what it generates, and what it refuses.
@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self, conformances: ["Observable", "ObservableState"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ],
    record: .missing
  )
)
struct ObservableStateMacroTests {
  @Test func sharedPropertiesAreNotTracked() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared(.inMemory("count")) var count = 0
        @SharedReader var name: String
      }
      """
    } expansion: {
      """
      struct State {
        @Shared(.inMemory("count")) var count = 0
        @SharedReader var name: String

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  @Test func structTracksStoredVarsOnly() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var doubled: Int { count * 2 }
        static var shared = 0
        @ObservationStateIgnored var scratch = ""
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, modification)
            }
            yield &_count
          }
        }

        private var _count = 0
        let id: Int
        var doubled: Int { count * 2 }
        static var shared = 0
        var scratch = ""

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """#
    }
  }

  @Test func publicPropertiesKeepTheirAccessAndStorageIsPrivate() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var name: String
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.name)
            return _name
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.name, &_name, modification)
            }
            yield &_name
          }
        }

        private var _name: String

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """#
    }
  }

  @Test func enumIdentityComesFromCaseAndPayload() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case add(AddFeature.State)
        case detail(state: DetailFeature.State)
        case loading
        case pair(Int, String)
      }
      """
    } expansion: {
      """
      enum State {
        case add(AddFeature.State)
        case detail(state: DetailFeature.State)
        case loading
        case pair(Int, String)

        public var _$id: Composable.ObservableStateID {
          switch self {
          case let .add(state):
            return ._$id(for: state)._$tag(0)
          case let .detail(state):
            return ._$id(for: state)._$tag(1)
          case .loading:
            return Composable.ObservableStateID()._$tag(2)
          case .pair:
            return Composable.ObservableStateID()._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .add(state):
            Composable._$willModify(&state)
            self = .add(state)
          case var .detail(state):
            Composable._$willModify(&state)
            self = .detail(state: state)
          case .loading:
            break
          case .pair:
            break
          }
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  @Test func enumCasesInsideIfConfigKeepTheirTags() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case first(First.State)
        #if DEBUG
        case debug(Debug.State)
        #endif
        case last
      }
      """
    } expansion: {
      """
      enum State {
        case first(First.State)
        #if DEBUG
        case debug(Debug.State)
        #endif
        case last

        public var _$id: Composable.ObservableStateID {
          switch self {
          case let .first(state):
            return ._$id(for: state)._$tag(0)
          #if DEBUG
          case let .debug(state):
            return ._$id(for: state)._$tag(1)
          #endif
          case .last:
            return Composable.ObservableStateID()._$tag(2)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .first(state):
            Composable._$willModify(&state)
            self = .first(state)
          #if DEBUG
          case var .debug(state):
            Composable._$willModify(&state)
            self = .debug(state)
          #endif
          case .last:
            break
          }
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @ObservableState
      final class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to class 'Model'; apply it to the feature's 'State' struct or enum
      final class Model {
        var count = 0
      }
      """
    }
  }

  @Test func swiftObservationAttributesAreRenamed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var scratch = ""
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var scratch = ""
        ┬──────────────────
        ╰─ 🛑 '@ObservationIgnored' cannot be used in '@ObservableState'
           ✏️ Use '@ObservationStateIgnored' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored var scratch = ""
      }
      """
    } expansion: {
      """
      struct State {
        var scratch = ""

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  @Test func presentationStateWrapperPointsToPresents() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @PresentationState var alert: AlertState<Action.Alert>?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @PresentationState var alert: AlertState<Action.Alert>?
        ┬─────────────────
        ╰─ 🛑 '@PresentationState' cannot be used in '@ObservableState'
           ✏️ Use '@Presents' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var alert: AlertState<Action.Alert>?
      }
      """
    } expansion: {
      """
      struct State {
        @Presents var alert: AlertState<Action.Alert>?

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  @Test func severalPropertiesInOneDeclarationAreRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
        ┬───────────────
        ╰─ 🛑 '@ObservableState' tracks one property per declaration; declare each of these properties with its own 'var'
      }
      """
    }
  }

  @Test func propertyObserversAreRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0 {
          didSet { print(count) }
        }
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var count = 0 {
        ╰─ 🛑 '@ObservableState' cannot track 'count' because it has 'willSet'/'didSet'; do that work in the reducer, or mark the property '@ObservationStateIgnored'
          didSet { print(count) }
        }
      }
      """
    }
  }

  @Test func availabilityIsCopiedToTheConformance() {
    assertMacro {
      """
      @ObservableState
      @available(macOS 15, *)
      enum State {
        case idle
      }
      """
    } expansion: {
      """
      @available(macOS 15, *)
      enum State {
        case idle

        public var _$id: Composable.ObservableStateID {
          switch self {
          case .idle:
            return Composable.ObservableStateID()._$tag(0)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .idle:
            break
          }
        }
      }

      @available(macOS 15, *)
      extension State: Observation.Observable, Composable.ObservableState {
      }
      """
    }
  }

  /// A State that holds rows of itself (TCA's "Recursion" case study) is tracked like any other
  /// property: the recursion is in the value, not in the generated code.
  @Test func recursiveStateTracksItsRows() {
    assertMacro {
      """
      @ObservableState
      struct State: Identifiable {
        let id: UUID
        var title = ""
        var rows: IdentifiedArrayOf<State> = []
      }
      """
    } expansion: {
      #"""
      struct State: Identifiable {
        let id: UUID
        var title {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.title, &_title, modification)
            }
            yield &_title
          }
        }

        private var _title = ""
        var rows: IdentifiedArrayOf<State> {
          @storageRestrictions(initializes: _rows)
          init(initialValue) {
            _rows = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.rows)
            return _rows
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
          }
          _modify {
            let modification = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, modification)
            }
            yield &_rows
          }
        }

        private var _rows: IdentifiedArrayOf<State> = []

        var _$observationRegistrar = Composable.ObservationStateRegistrar()

        public var _$id: Composable.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu_, _ rhs: __macro_local_6MemberfMu_) -> Bool {
          lhs != rhs
        }
      }

      extension State: Observation.Observable, Composable.ObservableState {
      }
      """#
    }
  }
}
