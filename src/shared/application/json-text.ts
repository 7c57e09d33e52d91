/**
 * An answer already serialized as JSON (by PostgreSQL, e.g. `row_to_json`), sent as it is:
 * the read cache and the HTTP layer take its text instead of stringifying an object. A
 * query path answering a page of 100 rows spends a third of its CPU turning rows into
 * objects and back into JSON (issue 24's profile); this skips both.
 */
export class JsonText<T = unknown> {
  /** Never set: names the type the text is the JSON of, for readers and the compiler. */
  declare readonly of?: T;

  constructor(readonly text: string) {}
}

/** The JSON an answer goes out as: a JsonText's own text, else JSON.stringify's. */
export const jsonOf = (answer: unknown): string => (answer instanceof JsonText ? answer.text : JSON.stringify(answer));
