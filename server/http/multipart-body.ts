import type { Context } from 'hono';
import type { FilePart } from '../../src/api/contract';
import { ApiError } from './api-error';
import { refuseHostileStrings } from './hostile-input';

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });

/**
 * Reads a `multipart/form-data` body into one object for the endpoint's body schema: text parts as
 * strings, file parts as {@link FilePart}s with the type the sender declared (checked against the
 * bytes by the handler, never trusted). A name sent twice is refused: the schema would see only one.
 * The body limit has already bounded the size.
 */
export const readMultipartBody = async (c: Context): Promise<Record<string, string | FilePart>> => {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'The body must be sent as multipart/form-data.', {
      field: 'body',
    });
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid('body', 'is not a valid multipart/form-data body');
  }
  const texts: Record<string, string> = {};
  const parts: Record<string, string | FilePart> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    const value = values[0];
    if (values.length > 1 || value === undefined) throw invalid(name, 'must be sent once');
    if (typeof value === 'string') {
      texts[name] = value;
      parts[name] = value;
    } else {
      texts[name] = `${value.name}\n${value.type}`;
      parts[name] = {
        fileName: value.name,
        contentType: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  // The same refusal of U+0000 as for JSON text, in names, text parts, file names and types.
  refuseHostileStrings(texts, 'body');
  return parts;
};
