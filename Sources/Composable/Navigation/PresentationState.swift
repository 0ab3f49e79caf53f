import IssueReporting

/// The state of a feature that a parent presents (a sheet, an alert, a destination), or `nil`
/// when nothing is presented. `@Presents` writes it for you; `\.$destination` reaches it.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// …
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
///
/// Copy-on-write, as in TCA: the presented value lives in a shared box, so a large destination
/// state nested several levels deep is not copied on every read of its parent. Equality, hashing
/// and `customDump` see only the presented value: a test diff shows `destination: .add(…)`,
/// never the wrapper.
@propertyWrapper
@dynamicMemberLookup
public struct PresentationState<State> {
  /// The shared box; replaced (not mutated) when another copy still refers to it.
  private final class Storage: @unchecked Sendable {
    // `@unchecked`: mutated only through `wrappedValue`'s setter, after a uniqueness check, so a
    // box shared between copies is never written.
    var state: State?
    init(state: State?) { self.state = state }
  }

  private var storage: Storage

  /// Creates the wrapper around a presented state (or `nil`).
  public init(wrappedValue: State?) {
    self.storage = Storage(state: wrappedValue)
  }

  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { storage.state }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.state = newValue
      } else {
        storage = Storage(state: newValue)
      }
    }
  }

  /// The wrapper itself, so that `\.$destination` names it in `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented state of one case of a destination enum, or `nil` when another case (or
  /// nothing) is presented: `$0.$destination[case: \.edit]?.title = "New"` in a test.
  ///
  /// Writing through a case that is not the presented one is reported as an issue and ignored.
  public subscript<Case>(
    case path: CaseKeyPath<State, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let current = wrappedValue, current[case: path] != nil else {
        if newValue != nil {
          reportIssue(
            """
            Can't modify a case of the presented \(String(reflecting: State.self)) through "[case:]": \
            \(wrappedValue.map { _ in "another case is presented" } ?? "nothing is presented"). \
            Present that case first ("$0.destination = .someCase(…)").
            """,
            fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
          )
        }
        return
      }
      wrappedValue = newValue.map { AnyCasePath(path).embed($0) }
    }
  }

  /// A presentation of one case of a destination enum: `store.$destination.alert`.
  public subscript<Case>(dynamicMember path: CaseKeyPath<State, Case>) -> PresentationState<Case>
  where State: CasePathable {
    PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: path] })
  }

  /// A presentation of one property of the presented state.
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>)
    -> PresentationState<Member>
  {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// Whether both refer to the same box (so they are equal without comparing values).
  func sharesStorage(with other: Self) -> Bool { storage === other.storage }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when both present equal values (or neither presents anything).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value only.
  public func hash(into hasher: inout Hasher) {
    wrappedValue.hash(into: &hasher)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented value, so dumps and diffs show it without the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented value (or `nil`).
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented value (or `nil`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
