import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`, which `@ObservableState` puts on each stored `var` of a struct:
/// the property becomes computed over a private `_name` storage, its reads are reported to the
/// registrar, and its writes tell observers when the value really changed.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  /// The `init`, `get`, `set` and `_modify` accessors that report to the registrar.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = trackable(declaration), let name = property.name else { return [] }
    let registrar = ObservationNames.registrar
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name), newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      """,
      // In-place mutation (`state.items.append(x)`) without copying the value: only what the
      // identity comparison needs is kept across the `yield`.
      """
      _modify {
        let modification = \(raw: registrar).willModify(self, keyPath: \\.\(name), &_\(name))
        defer {
          \(raw: registrar).didModify(self, keyPath: \\.\(name), &_\(name), modification)
        }
        yield &_\(name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  /// The private `_name` storage, untracked.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = trackable(declaration), let name = property.name,
      let binding = property.binding
    else { return [] }
    let storage = VariableDeclSyntax(
      attributes: property.attributesForStorage + [.attribute(ObservationNames.ignoredAttribute)],
      modifiers: property.privateModifiers,
      bindingSpecifier: .keyword(.var, trailingTrivia: .space),
      bindings: [
        PatternBindingSyntax(
          pattern: IdentifierPatternSyntax(identifier: .identifier("_\(name.text)")),
          typeAnnotation: binding.typeAnnotation,
          initializer: binding.initializer
        )
      ]
    )
    return [DeclSyntax(storage)]
  }
}

/// The property when the tracked accessors apply to it: a single stored instance `var` that is
/// not ignored nor presented.
private func trackable(_ declaration: some DeclSyntaxProtocol) -> ObservationProperty? {
  guard let property = ObservationProperty(declaration), property.isStoredInstanceVariable,
    !property.hasObservers, property.binding != nil,
    !property.hasAttribute(named: ObservationNames.ignored),
    !property.hasAttribute(named: ObservationNames.presents)
  else { return nil }
  return property
}
