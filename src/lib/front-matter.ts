/**
 * A deliberately small front-matter reader for the blog's Markdown files: a block between
 * `---` lines of `key: value` pairs, where a value is a plain or quoted string or a
 * `[a, b]` list of strings. Anything else is an error, reported with the line.
 */
export type FrontMatterValue = string | string[];

export interface ParsedMarkdown {
  data: Record<string, FrontMatterValue>;
  body: string;
}

const FENCE = '---';

function unquote(value: string): string {
  const quoted = /^(['"])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

export function parseFrontMatter(source: string, file = 'markdown'): ParsedMarkdown {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) throw new Error(`${file}: front matter must start with '---' on line 1`);
  const end = lines.indexOf(FENCE, 1);
  if (end < 0) throw new Error(`${file}: front matter is not closed with '---'`);
  const data: Record<string, FrontMatterValue> = {};
  lines.slice(1, end).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${file}:${index + 2}: expected 'key: value', got '${line}'`);
    const [, key = '', raw = ''] = match;
    const value = raw.trim();
    if (value.startsWith('[')) {
      if (!value.endsWith(']')) throw new Error(`${file}:${index + 2}: list for '${key}' is not closed`);
      const inner = value.slice(1, -1).trim();
      data[key] = inner ? inner.split(',').map((item) => unquote(item.trim())) : [];
    } else {
      data[key] = unquote(value);
    }
  });
  return {
    data,
    body: lines
      .slice(end + 1)
      .join('\n')
      .replace(/^\n+/, ''),
  };
}
