import CustomDump
import Dependencies
import IssueReporting

/// The screens pushed on a navigation stack, each with a generated `StackElementID`.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// …
/// state.path.append(.detail(Detail.State(item: item)))
/// ```
///
/// A collection of the elements in push order (`path.last`, `path.count`, `for screen in path`),
/// addressable by id (`path[id: id]`, `path.ids`). Appending gives each new element the next id
/// of the store's `\.stackElementID` counter (`#0`, `#1`…, deterministic in tests). A deep link
/// is `StackState([.list(…), .detail(…)])`.
public struct StackState<Element> {
  private var _ids: [StackElementID]
  private var _elements: [Element]

  /// The ids of the elements, bottom first. TCA returns an `OrderedSet`; here it is an array
  /// (the ids are unique all the same).
  public var ids: [StackElementID] { _ids }

  /// The element with `id`, or `nil` when there is none; writing `nil` removes it.
  ///
  /// Writing an element under an id that is not in the stack is reported as an issue and
  /// ignored, except in tests, where it inserts (to build an expected state).
  public subscript(
    id id: StackElementID,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get { _ids.firstIndex(of: id).map { _elements[$0] } }
    set {
      if let index = _ids.firstIndex(of: id) {
        if let newValue {
          _elements[index] = newValue
        } else {
          _ids.remove(at: index)
          _elements.remove(at: index)
        }
      } else if let newValue {
        guard isTesting else {
          reportIssue(
            "Can't assign an element at the missing id \(id.debugDescription).",
            fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
          )
          return
        }
        _ids.append(id)
        _elements.append(newValue)
      }
    }
  }

  /// One case of the element with `id` (a path enum): `$0.path[id: 0, case: \.detail]?.title`.
  ///
  /// Writing through a case that is not the element's current one is reported as an issue.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let element = self[id: id], element[case: path] != nil else {
        if newValue != nil {
          reportIssue(
            """
            Can't modify a case of the stack element \(id.debugDescription) through \
            "[id:case:]": \
            \(self[id: id].map { _ in "it is another case" } ?? "there is no such element").
            """,
            fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
          )
        }
        return
      }
      self[id: id] = newValue.map { AnyCasePath(path).embed($0) }
    }
  }

  /// Pushes `element` with an id that was generated elsewhere (a `.push(id:state:)` action).
  mutating func append(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _elements.append(element)
  }

  /// Removes the element with `id` and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { _elements.startIndex }
  /// The position after the top element.
  public var endIndex: Int { _elements.endIndex }
  /// The element at `position` (0 is the bottom of the stack).
  public subscript(position: Int) -> Element { _elements[position] }

  /// An empty stack.
  public init() {
    _ids = []
    _elements = []
  }

  /// Replaces `subrange` with `newElements`; new elements get the next ids of
  /// `@Dependency(\.stackElementID)`.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var stackElementID
    _ids.replaceSubrange(subrange, with: newElements.map { _ in stackElementID.next() })
    _elements.replaceSubrange(subrange, with: newElements)
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the same elements are at the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of elements; ids are generated.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as an array (without ids).
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension StackState: CustomStringConvertible {
  /// The elements, as an array.
  public var description: String { _elements.description }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as `[#0: …, #1: …]`, so a test diff names each element's id.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: Array(zip(_ids, _elements)),
      displayStyle: .dictionary
    )
  }
}
