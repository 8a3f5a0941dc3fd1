import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentFileProblem, documentMaxBytes, NETLIFY_DOCUMENT_MAX_BYTES, ownerMessages } from './owners.ts';

describe('a document chosen in the wizard, checked before it is sent', () => {
  it('on Netlify a file over 4 MB is refused with the Turkish 4 MB message (the platform would refuse its request)', () => {
    const limit = documentMaxBytes(true);
    expect(limit).toBe(NETLIFY_DOCUMENT_MAX_BYTES);
    expect(documentFileProblem({ name: 'vergi-levhasi.pdf', size: 4 * 1024 * 1024 + 1 }, limit)).toMatch(
      /^Bir belge en fazla 4 MB olabilir\./,
    );
    expect(documentFileProblem({ name: 'vergi-levhasi.pdf', size: 4 * 1024 * 1024 }, limit)).toBeNull();
  });

  it('elsewhere the limit is 10 MB', () => {
    const limit = documentMaxBytes(false);
    expect(limit).toBe(DOCUMENT_MAX_BYTES);
    expect(documentFileProblem({ name: 'ruhsat.PNG', size: 6 * 1024 * 1024 }, limit)).toBeNull();
    expect(documentFileProblem({ name: 'ruhsat.png', size: DOCUMENT_MAX_BYTES + 1 }, limit)).toMatch(
      /^Bir belge en fazla 10 MB olabilir\./,
    );
  });

  it('only PDF, JPEG and PNG names are sent (the function checks the content)', () => {
    expect(documentFileProblem({ name: 'belge.docx', size: 1000 }, DOCUMENT_MAX_BYTES)).toBe(ownerMessages.documentType);
    expect(documentFileProblem({ name: 'kimlik.jpeg', size: 1000 }, DOCUMENT_MAX_BYTES)).toBeNull();
  });
});
