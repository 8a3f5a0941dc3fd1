/**
 * zod for the modules islands share. In the browser, zod's schemas run without compiling a parser with
 * `new Function`: the pages' Content-Security-Policy allows no eval, and zod's probe for it, though
 * caught, is reported as a `securitypolicyviolation` (src/platform/security-headers.ts). Servers keep the
 * compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
