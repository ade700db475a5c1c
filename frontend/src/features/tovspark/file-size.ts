/** A byte count as people read it (1.2 MB, 830 KB, 12 B), in the interface language's number format. */
export function fileSize(bytes: number, language = 'en'): string {
  const format = (value: number, digits: number) => value.toLocaleString(language, { maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${bytes} B`;
}
