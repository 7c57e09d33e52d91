// Types of scripts/answer-schemas.mjs, for the spec that keeps its file current.
export declare const ANSWER_SCHEMAS_FILE: string;
export declare function answerSchemasText(root?: string): string;
