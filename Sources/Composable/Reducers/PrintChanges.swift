import CustomDump
import Dispatch

extension Reducer {
  /// Prints every action this reducer receives and the change it made to the state, for
  /// debugging: `Reduce { … }._printChanges()`.
  ///
  /// Prints in debug builds only, as TCA does. The default printer writes the action and a
  /// CustomDump diff of the state (`.customDump`); `.actionLabels` writes the action's case only.
  ///
  /// - Parameter printer: What to print, or `nil` for nothing.
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How `_printChanges` prints a change: from the action received, the state before and after.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let printChange: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void
  /// Where to print; `nil` prints at once, on the thread that reduced the action.
  let queue: DispatchQueue?

  /// A printer that calls `printChange` for every action, on `queue` (asynchronously) if given.
  public init(
    printChange: @escaping @Sendable (
      _ receivedAction: Action, _ oldState: State, _ newState: State
    ) -> Void,
    queue: DispatchQueue? = nil
  ) {
    self.printChange = printChange
    self.queue = queue
  }

  /// Prints one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// "received action:", the action dumped, then the state's diff (or "(No state changes)").
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(changeDescription(action: action, oldState: oldState, newState: newState))
    }
  }

  /// "received action: Feature.Action.increment": the action's case, without its values.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(caseLabel(of: action))")
    }
  }
}

/// What `.customDump` prints for one change.
func changeDescription<State, Action>(action: Action, oldState: State, newState: State) -> String {
  var output = "received action:\n"
  CustomDump.customDump(action, to: &output, indent: 2)
  output += "\n"
  output += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
  return output
}

/// `Feature.Action.child(.increment)`: an action's type and cases, their values left out.
func caseLabel(of action: Any) -> String {
  let typeName = String(reflecting: type(of: action))
  // Without the module: the reader knows which app it is.
  let withoutModule = typeName.split(separator: ".", maxSplits: 1).last.map(String.init) ?? typeName
  return withoutModule + caseSuffix(of: action)
}

/// `.increment`, `.child(.increment)`: an enum value's cases, values left out; "" for a value
/// that is not an enum.
private func caseSuffix(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "" }
  // A case without a value has no child; its description is its name.
  guard let child = mirror.children.first, let name = child.label else { return ".\(value)" }
  var payload = child.value
  // A single labelled value arrives as a one-element tuple.
  let payloadMirror = Mirror(reflecting: payload)
  if payloadMirror.displayStyle == .tuple, payloadMirror.children.count == 1,
    let only = payloadMirror.children.first
  {
    payload = only.value
  }
  let inner = caseSuffix(of: payload)
  return inner.isEmpty ? ".\(name)" : ".\(name)(\(inner))"
}

/// The reducer `_printChanges` returns: runs `base`, then prints the action and the change.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs `base`; in debug builds, prints the change it made.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    #if DEBUG
      guard let printer else { return base.reduce(into: &state, action: action) }
      let oldState = state
      let effect = base.reduce(into: &state, action: action)
      if let queue = printer.queue {
        let change = UncheckedSendable((action, oldState, state))
        queue.async {
          printer.printChange(
            receivedAction: change.value.0, oldState: change.value.1, newState: change.value.2)
        }
      } else {
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
      }
      return effect
    #else
      return base.reduce(into: &state, action: action)
    #endif
  }
}
