// The two structured-data readers ship no types: what the tests use of them.
declare module "@adobe/structured-data-validator" {
  export type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path: { type: string; index: number }[];
    fieldNames?: string[];
  };
  export default class Validator {
    /** Without the schema.org vocabulary, Google's rich-result rules alone. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
