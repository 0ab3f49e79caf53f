import SwiftSyntax
import SwiftSyntaxMacros

/// Placeholder: the expansion is written in this file.
public enum PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
