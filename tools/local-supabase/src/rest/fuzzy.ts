// The "Perhaps you meant …" hints of PostgREST's errors come from a fuzzy set (Data.FuzzySet): names are
// compared by their 2- and 3-grams, and the closest few re-ranked by Levenshtein distance. This is the
// same idea, so a misspelt table, function or relationship gets the suggestion PostgREST would give in
// the ordinary cases.

function grams(value: string, size: number): Map<string, number> {
  const padded = `-${value.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '')}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [g, n] of a) {
    na += n * n;
    dot += n * (b.get(g) ?? 0);
  }
  for (const n of b.values()) nb += n * n;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to value, if it scores at least minScore (0..1). */
export function bestMatch(value: string, candidates: Iterable<string>, minScore: number): string | undefined {
  const unique = [...new Set(candidates)];
  if (unique.length === 0) return undefined;
  const scored = unique
    .map((candidate) => {
      const gramScore = Math.max(
        cosine(grams(value, 3), grams(candidate, 3)),
        cosine(grams(value, 2), grams(candidate, 2)),
      );
      return { candidate, gramScore };
    })
    .filter((c) => c.gramScore > 0)
    .sort((x, y) => y.gramScore - x.gramScore)
    .slice(0, 50)
    .map(({ candidate }) => {
      const a = value.toLowerCase();
      const b = candidate.toLowerCase();
      return { candidate, score: 1 - levenshtein(a, b) / Math.max(a.length, b.length) };
    })
    .sort((x, y) => y.score - x.score);
  const best = scored[0];
  return best && best.score >= minScore ? best.candidate : undefined;
}
