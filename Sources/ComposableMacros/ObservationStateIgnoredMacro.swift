import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: a marker. It generates nothing; `@ObservableState` and
/// `@ObservationStateTracked` see it and leave the property stored and untracked.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  /// No accessors: the attribute only marks the property for the other macros.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
