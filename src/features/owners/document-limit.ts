/**
 * One owner document's size limit on this platform: 10 MB, or 4 MB on Netlify (its request limit, see
 * `NETLIFY_DOCUMENT_MAX_BYTES`). Read by the documents function on every upload and, at build time, by
 * /business-owner-register, so the wizard refuses a larger file with the same Turkish message before
 * sending it instead of meeting the platform's error.
 */
import { documentMaxBytes, documentSizeMessage } from '#lib/contract/owners.ts';
import { getConfig } from '#platform/config.ts';

export function documentLimit(): { bytes: number; message: string } {
  const bytes = documentMaxBytes(getConfig().isNetlify);
  return { bytes, message: documentSizeMessage(bytes) };
}
