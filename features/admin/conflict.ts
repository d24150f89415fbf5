/**
 * The save decision of the layout editor (issue 5 §4 "Saving": never overwrite silently). Pure.
 *
 * The editor remembers the html it opened and its hash (`baseHtml`, `baseHash`). Before saving it asks the platform
 * (`POST …/hash/check` with that html, spec §7): if the stored layout changed since, the admin must choose between
 * taking the other version ("reload theirs") or overwriting it deliberately; only the latter saves, with the
 * hash of the version they have now SEEN, so a third edit in between is caught again by the platform's 409.
 */
export interface HashCheck {
  changed: boolean;
  /** SHA-256 hex of the stored html. */
  hash: string;
}

export type SaveDecision = { kind: 'save'; hash: string } | { kind: 'conflict'; theirHash: string };

export function decideSave(baseHash: string, check: HashCheck): SaveDecision {
  // Both signals count: the platform's flag and the hash it reports (a mismatch in either is a conflict).
  if (check.changed || check.hash.toLowerCase() !== baseHash.toLowerCase())
    return { kind: 'conflict', theirHash: check.hash };
  return { kind: 'save', hash: baseHash };
}

/** What the admin chose in front of a conflict. */
export type ConflictChoice = 'reload-theirs' | 'overwrite';

export interface EditorVersion {
  html: string;
  /** The stored version the edit is now based on. */
  baseHtml: string;
  baseHash: string;
}

/**
 * The editor's state after a choice: "reload theirs" drops the local edit for the stored version;
 * "overwrite" keeps the local html but now bases it on the stored version's hash (the deliberate overwrite).
 */
export function resolveConflict(
  choice: ConflictChoice,
  mine: string,
  theirs: { html: string; hash: string },
): EditorVersion {
  return choice === 'reload-theirs'
    ? { html: theirs.html, baseHtml: theirs.html, baseHash: theirs.hash }
    : { html: mine, baseHtml: theirs.html, baseHash: theirs.hash };
}

export interface LineChange {
  kind: 'same' | 'theirs' | 'mine';
  text: string;
}

/** Above this many lines on a side the comparison is not computed line by line (both versions are still shown). */
export const MAX_DIFF_LINES = 1500;

/**
 * A line comparison of the two versions (longest common subsequence), for the conflict screen:
 * `theirs` lines exist only in the stored version, `mine` only in the editor. Null when too large to compare.
 */
export function compareLines(theirs: string, mine: string): LineChange[] | null {
  const a = theirs.split('\n');
  const b = mine.split('\n');
  if (a.length > MAX_DIFF_LINES || b.length > MAX_DIFF_LINES) return null;
  const width = b.length + 1;
  const lcs = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      out.push({ kind: 'theirs', text: a[i++]! });
    } else {
      out.push({ kind: 'mine', text: b[j++]! });
    }
  }
  while (i < a.length) out.push({ kind: 'theirs', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'mine', text: b[j++]! });
  return out;
}
