/**
 * Share a page: the Web Share API where the browser offers it (phones), else copy the address and say so
 * with a toast. The toast module (and React with it) is loaded only when a toast is shown.
 */

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export const SHARE_COPY = {
  copied: 'Bağlantı kopyalandı',
  copiedText: 'Sayfanın bağlantısını istediğiniz yere yapıştırabilirsiniz.',
  failed: 'Bağlantı kopyalanamadı',
} as const;

async function toast(title: string, description: string, destructive = false): Promise<void> {
  const { notify } = await import('#components/toast/notify.ts');
  notify({ title, description, ...(destructive ? { variant: 'destructive' as const } : {}) });
}

/** 'shared' (the share sheet was used or closed), 'copied', or 'failed' (the address was shown instead). */
export async function shareOrCopy(data: ShareData): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if (err instanceof DOMException && err.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    await toast(SHARE_COPY.copied, SHARE_COPY.copiedText);
    return 'copied';
  } catch {
    await toast(SHARE_COPY.failed, data.url, true);
    return 'failed';
  }
}
