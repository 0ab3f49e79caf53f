import Presentation

extension WatchScreen {
  /// The screen cut to fit `height` rows of `width` columns (a line wider than the terminal takes
  /// several rows; wide characters two columns), so that nothing scrolls away at 80×24.
  ///
  /// Always shown: the title, the verdict line, the first failure's title (or the error's first
  /// line) and the keys. The failure's text and the note (a hint, the list) share the rows left;
  /// whatever is cut ends in a line that says so and how to see it all (`dojo check <id>` prints
  /// the whole verdict). A huge message, such as a state dump full of `_$observationRegistrar`,
  /// is cut inside the line. One row stays free, for the cursor or a separator.
  public func render(width: Int, height: Int) -> String {
    let full = render(maxDetailLines: .max)
    let fit = ScreenFit(width: width)
    let budget = max(height - 1, 4)
    if fit.rows(full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) <= budget {
      return full
    }
    let parts = sections
    let title = fit.cut(parts.head[0], toRows: 1)
    let status = fit.cut(parts.status, toRows: 2)
    let legend = fit.cut(parts.legend, toRows: 2)
    let firstDetail = parts.details.first.map { fit.cut($0, toRows: 2) }
    var rest = Array(parts.details.dropFirst())

    // Dropped first when even the essentials hardly fit: the folder line, then the blank lines.
    let essentials = [title, status, legend] + (firstDetail.map { [$0] } ?? [])
    var space = budget - fit.rows(essentials)
    let editLine = parts.head.count > 1 ? parts.head[1] : ""
    let showsEditLine = space - fit.rows(editLine) >= 2
    if showsEditLine { space -= fit.rows(editLine) }
    let blanks = firstDetail == nil ? 2 : 3
    let showsBlanks = space - blanks >= 1
    if showsBlanks { space -= blanks }
    space = max(space, 0)

    // The failure's text first, the note with what is left (half the rows at least when both
    // need more than there is).
    let noteNeed = parts.note.isEmpty ? 0 : fit.rows(parts.note) + 1
    let detailNeed = fit.rows(rest)
    let detailRows = noteNeed == 0 ? space : min(detailNeed, max(space / 2, space - noteNeed))
    let detailMarker = messages(.watchCutToFit, ["command": checkCommand])
    rest = fit.cut(rest, toRows: detailRows, marker: { _ in detailMarker })
    let noteRows = space - fit.rows(rest)
    var note: [String] = []
    if noteNeed > 0, noteRows >= 2 {
      note = fit.cut(parts.note, toRows: noteRows - 1) { hidden in
        messages(.watchNoteCut, ["count": hidden])
      }
    }

    var lines = [title]
    if showsEditLine { lines.append(editLine) }
    if showsBlanks { lines.append("") }
    lines.append(status)
    if let firstDetail {
      if showsBlanks { lines.append("") }
      lines.append(firstDetail)
      lines += rest
    }
    if !note.isEmpty { lines += [""] + note }
    if showsBlanks { lines.append("") }
    lines.append(legend)
    return lines.joined(separator: "\n")
  }
}

/// Row arithmetic for a terminal `width` columns wide.
struct ScreenFit {
  /// The columns.
  let width: Int

  init(width: Int) { self.width = max(width, 10) }

  /// The rows `line` takes (at least one: an empty line too).
  func rows(_ line: String) -> Int {
    max(1, (DisplayWidth.of(line) + width - 1) / width)
  }

  /// The rows `lines` take.
  func rows(_ lines: [String]) -> Int { lines.reduce(0) { $0 + rows($1) } }

  /// `line` cut to `count` rows, ending in `…` when something was cut.
  func cut(_ line: String, toRows count: Int) -> String {
    guard rows(line) > count else { return line }
    let limit = max(count, 1) * width - 1
    var kept = ""
    var used = 0
    for character in line {
      let columns = DisplayWidth.of(character)
      if used + columns > limit { break }
      kept.append(character)
      used += columns
    }
    return kept + "…"
  }

  /// `lines` cut to `count` rows; when anything is cut, the last row is `marker(hidden lines)`.
  func cut(_ lines: [String], toRows count: Int, marker: (Int) -> String) -> [String] {
    guard rows(lines) > count else { return lines }
    var kept: [String] = []
    var used = 0
    var hidden = lines.count
    // Rows for the marker first: it is what tells the learner there is more.
    let markerRows = rows(marker(lines.count))
    let available = count - markerRows
    guard available >= 0 else { return [] }
    for line in lines {
      let needed = rows(line)
      if used + needed <= available {
        kept.append(line)
        used += needed
        hidden -= 1
      } else {
        if available - used >= 1 {
          kept.append(cut(line, toRows: available - used))
        }
        break
      }
    }
    return kept + [marker(hidden)]
  }
}
