import SwiftSyntax
import SwiftSyntaxMacros

/// Placeholder: the expansion is written in this file. Until then `@ObservableState` adds nothing.
public enum ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
