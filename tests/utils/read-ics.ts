/**
 * A strict reader of the .ics files the app writes, for tests (unit and e2e): checks the RFC 5545 framing
 * (CRLF only, physical lines ≤ 75 octets, folds start with one space) and returns the unfolded properties.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };

const utf8 = new TextEncoder();

export function physicalLines(ics: string): string[] {
  if (!ics.endsWith('\r\n')) throw new Error('an iCalendar object ends with CRLF');
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) {
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF in ${JSON.stringify(line)}`);
    if (utf8.encode(line).length > 75) throw new Error(`line over 75 octets: ${JSON.stringify(line)}`);
  }
  return lines;
}

/** TEXT unescaping (RFC 5545 section 3.3.11). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function readIcs(ics: string): IcsProperty[] {
  const unfolded: string[] = [];
  for (const line of physicalLines(ics)) {
    if (line.startsWith(' ') || line.startsWith('\t')) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  return unfolded.map((line) => {
    // The value starts after the first colon that is not inside a quoted parameter value. It may hold U+2028 and
    // U+2029 (TEXT allows them), which `.` alone would not match.
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:,"]*))*):(.*)$/s.exec(line);
    if (!match) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const params: Record<string, string> = {};
    for (const param of match[2]!.split(';').slice(1)) {
      const [key, ...rest] = param.split('=');
      params[key!.toUpperCase()] = rest.join('=').replace(/^"|"$/g, '');
    }
    return { name: match[1]!.toUpperCase(), params, value: match[3]! };
  });
}

/** The properties of the first component `name` (e.g. VEVENT), by property name. */
export function component(properties: IcsProperty[], name: string): Map<string, IcsProperty> {
  const start = properties.findIndex((p) => p.name === 'BEGIN' && p.value === name);
  const end = properties.findIndex((p, i) => i > start && p.name === 'END' && p.value === name);
  if (start < 0 || end < 0) throw new Error(`no ${name}`);
  return new Map(properties.slice(start + 1, end).map((p) => [p.name, p]));
}
