/**
 * Documents are uploaded as they are chosen (private, POST /api/business-owners/documents), after the
 * checks the server makes too (how many, type and size: a file over the platform's limit would otherwise
 * meet the platform's own error). `uploading`: how many are on their way.
 */
import { useState } from 'react';
import { DOCUMENT_MAX_FILES, documentFileProblem, ownerMessages, type OwnerDocument } from '#lib/contract/owners.ts';

interface UploadInput {
  /** Documents already uploaded. */
  count: number;
  maxBytes: number;
  onUploaded: (doc: OwnerDocument) => void;
  showErrors: (errors: Record<string, string>) => void;
  clearErrors: () => void;
}

export function useDocumentUpload({ count, maxBytes, onUploaded, showErrors, clearErrors }: UploadInput) {
  const [uploading, setUploading] = useState(0);

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const list = [...files];
    const room = DOCUMENT_MAX_FILES - count;
    if (list.length > room) return showErrors({ documents: ownerMessages.documentsMax });
    for (const file of list) {
      const problem = documentFileProblem(file, maxBytes);
      if (problem) return showErrors({ documents: `${file.name}: ${problem}` });
    }
    clearErrors();
    for (const file of list) {
      setUploading((n) => n + 1);
      try {
        const form = new FormData();
        form.set('file', file);
        const res = await fetch('/api/business-owners/documents', { method: 'POST', body: form, credentials: 'same-origin' });
        const body = (await res.json().catch(() => ({}))) as OwnerDocument & { message?: string };
        if (!res.ok) {
          showErrors({ documents: `${file.name}: ${body.message ?? ownerMessages.documentType}` });
          continue;
        }
        onUploaded(body);
      } catch {
        showErrors({ documents: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return { uploading, addFiles };
}
