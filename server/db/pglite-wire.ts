// Talks to PGlite in the Postgres wire protocol directly: each statement is one call into the
// engine, as a simple query or as a named prepared statement.
//
// Why: PGlite's exec() makes two calls per statement and goes through its own locks and file sync
// (a no-op for a folder or memory); its query() makes six and parses the text anew each time. A
// statement sent as text is parsed, analysed and planned on every run: inside a write transaction
// that was most of a statement's cost (a voucher save measured 1.0 ms of its 4.0 ms server time),
// and there the statements repeat with only their values changing. So a prepared text is parsed
// once (Parse) and later runs send Bind, Describe, Execute and Sync together. Postgres keeps a
// generic plan per statement after its first five runs, as for any prepared statement.
import type { PGlite } from '@electric-sql/pglite';
import { isStaleStatement } from './dialect.ts';
import { type AnswerResult, readAnswer } from './pglite-answer.ts';

const encoder = new TextEncoder();

/** Frontend messages of the Postgres protocol, written into one buffer. */
class Messages {
  private readonly parts: Uint8Array[] = [];
  private size = 0;

  add(code: string, ...body: Uint8Array[]): this {
    const length = 4 + body.reduce((n, b) => n + b.length, 0);
    const head = new Uint8Array(5);
    head[0] = code.charCodeAt(0);
    new DataView(head.buffer).setInt32(1, length);
    this.parts.push(head, ...body);
    this.size += 1 + length;
    return this;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

const cString = (text: string) => encoder.encode(`${text}\0`);
const int16 = (n: number) => Uint8Array.of((n >> 8) & 0xff, n & 0xff);
const int32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, n);
  return out;
};
const byte = (c: string) => Uint8Array.of(c.charCodeAt(0));

/** Bind: the unnamed portal, all parameters and results in text format. */
function bind(name: string, values: readonly (string | null)[]): Uint8Array[] {
  const body = [byte('\0'), cString(name), int16(0), int16(values.length)];
  for (const value of values) {
    if (value === null) body.push(int32(-1));
    else {
      const bytes = encoder.encode(value);
      body.push(int32(bytes.length), bytes);
    }
  }
  body.push(int16(0));
  return body;
}

export interface WireResult {
  rows: Record<string, unknown>[];
  /** The command tag's verb: INSERT, UPDATE, SELECT... */
  command: string;
  affectedRows: number;
}

type Parser = (value: string, typeId: number) => unknown;

export class PGliteWire {
  /** Statement names by text, least recently used first. */
  private readonly names = new Map<string, string>();
  private next = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly limit = 500,
  ) {}

  /**
   * One or more statements as text (the simple protocol); the last one's result. `before`, a
   * statement without a result (a begin), goes in the same call.
   */
  async simple(text: string, before?: string): Promise<WireResult> {
    const messages = new Messages();
    if (before !== undefined) messages.add('Q', cString(before));
    return this.resultOf(await this.send(messages.add('Q', cString(text)), text, []));
  }

  /**
   * A statement with values, prepared the first time its text is seen. `before`, a statement
   * without a result (a begin), goes in the same call.
   */
  async prepared(text: string, values: readonly (string | null)[], before?: string): Promise<WireResult> {
    // A text seen for the first time is parsed first: `before` goes ahead of it on its own.
    if (before !== undefined && !this.names.has(text)) {
      await this.simple(before);
      return this.prepared(text, values);
    }
    const name = await this.nameFor(text);
    const messages = new Messages();
    if (before !== undefined) messages.add('Q', cString(before));
    messages
      .add('B', ...bind(name, values))
      .add('D', byte('P'), cString(''))
      .add('E', cString(''), int32(0))
      .add('S');
    try {
      return this.resultOf(await this.send(messages, text, values));
    } catch (error) {
      // In a failed transaction the Close may be refused too: the name is forgotten all the same.
      if (isStaleStatement(error)) await this.forget(text).catch(() => {});
      throw error;
    }
  }

  /** The statement's name, parsing it first when new; the oldest statement goes when full. */
  private async nameFor(text: string): Promise<string> {
    const known = this.names.get(text);
    if (known !== undefined) {
      this.names.delete(text);
      this.names.set(text, known);
      return known;
    }
    if (this.names.size >= this.limit) {
      const oldest = this.names.keys().next().value;
      if (oldest !== undefined) await this.forget(oldest);
    }
    const name = `uf_${this.next++}`;
    await this.send(new Messages().add('P', cString(name), cString(text), int16(0)).add('S'), text, []);
    this.names.set(text, name);
    return name;
  }

  private async forget(text: string): Promise<void> {
    const name = this.names.get(text);
    if (name === undefined) return;
    this.names.delete(text);
    await this.send(new Messages().add('C', byte('S'), cString(name)).add('S'), text, []);
  }

  /** The messages in one call into the engine; a database error carries the statement with it. */
  private async send(messages: Messages, text: string, values: readonly unknown[]): Promise<AnswerResult[]> {
    // The raw stream, not execProtocolStream: that one parses the answer with PGlite's own (slow)
    // parser, which pglite-answer.ts replaces. Each chunk is a view into the engine's memory,
    // reused by the next chunk: it is copied as it comes.
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      await this.pg.execProtocolRawStream(messages.bytes(), {
        syncToFs: false,
        onRawData: (chunk) => {
          chunks.push(chunk.slice());
          size += chunk.length;
        },
      });
      return readAnswer(chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks, size));
    } catch (error) {
      throw withQuery(error, text, values);
    }
  }

  /** The last statement's rows and command tag (a simple query may hold several). */
  private resultOf(answer: readonly AnswerResult[]): WireResult {
    const last = answer.at(-1);
    if (!last) return { rows: [], command: '', affectedRows: 0 };
    const parsers = (this.pg as unknown as { parsers: Record<number, Parser> }).parsers;
    const columns = last.fields.map((f) => ({
      name: f.name,
      id: f.dataTypeID,
      parse: parsers[f.dataTypeID],
    }));
    const rows = last.rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { name, id, parse } = columns[i] as (typeof columns)[number];
        const value = values[i] ?? null;
        row[name] = value === null || !parse ? value : parse(value, id);
      }
      return row;
    });
    // "INSERT 0 4", "UPDATE 2", "SELECT 1": the verb first, the count last.
    const words = last.tag.split(' ');
    const count = Number(words.at(-1));
    return { rows, command: words[0] ?? '', affectedRows: Number.isInteger(count) ? count : 0 };
  }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The statement on the error, as PGlite's own query() puts it there. */
function withQuery(error: unknown, query: string, params: readonly unknown[]): unknown {
  if (typeof error === 'object' && error !== null) Object.assign(error, { query, params });
  return error;
}
