/// Lets a watcher's report through only when the files on disk differ from the last report that
/// got through.
///
/// A change cancels the running check in `dojo watch`, so a repeated report of one save (inotify,
/// then the poll confirming it; an editor's write-then-rename) must not throw away a check of
/// the very bytes it would start again.
struct DiskChangeFilter: Sendable {
  /// The files as the last admitted change (or the start of watching) left them.
  private(set) var seen: FileSnapshot

  /// A filter that starts from `seen`.
  init(seen: FileSnapshot) { self.seen = seen }

  /// Whether `now` is a change worth a check; if so it becomes what was seen.
  mutating func admits(_ now: FileSnapshot) -> Bool {
    guard now != seen else { return false }
    seen = now
    return true
  }
}
