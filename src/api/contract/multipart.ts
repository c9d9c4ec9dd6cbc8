import { Schema } from 'effect';

/**
 * One file part of a `multipart/form-data` body, as the server decodes it for the handler and the
 * client sends it. `contentType` is what the sender declared (`text/plain` when it declared none):
 * a claim only, to be checked against the bytes.
 */
export const FilePart = Schema.Struct({
  fileName: Schema.String.pipe(Schema.maxLength(255)),
  contentType: Schema.String.pipe(Schema.maxLength(255)),
  bytes: Schema.Uint8ArrayFromSelf,
}).annotations({
  identifier: 'FilePart',
  // On the wire a file part is a binary string (OpenAPI's multipart/form-data convention).
  jsonSchema: { type: 'string', format: 'binary' },
});
export type FilePart = typeof FilePart.Type;
