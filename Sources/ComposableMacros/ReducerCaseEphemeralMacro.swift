import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: a marker read by `@Reducer` on an enum (the case's state is the value
/// itself, its actions are the value's actions); it generates nothing by itself, as in TCA.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  /// Nothing: the mark is read by `@Reducer`.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
