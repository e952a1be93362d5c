// A value from a person put into a mail header (a subject): a control character there would let one
// header spill into the next, so each becomes a space and the value stays one line.
export function oneLine(text: string): string {
  return [...text]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}
