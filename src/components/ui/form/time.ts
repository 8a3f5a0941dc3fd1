/**
 * 24-hour times as people type them into TimeInput ("9", "930", "9.30", "09:30", "24:00"), read into the
 * one form the hours are stored in: "HH:MM" (00:00–23:59, and 24:00 for a close at midnight,
 * src/lib/business-input.ts). No AM/PM anywhere: the browser's time picker follows the visitor's locale and
 * shows one in some, so the site's time fields are text.
 */

/** The message for a time that cannot be read: the server's words (businessMessages.hoursTime; a test keeps them equal). */
export const TIME_FORMAT_MESSAGE = 'Saatleri SS:DD biçiminde girin (ör. 09:00)';

/** What the input accepts as typed (also its `pattern` attribute): HH:MM, 00:00–24:00. */
export const TIME_PATTERN = '(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00';

/** "HH:MM", or null when the text is not a time of day. Empty text is null too (the caller decides if it is required). */
export function normalizeTime(text: string): string | null {
  const t = text.trim().replace(/[.,\s]/g, ':');
  let hours: string;
  let minutes: string;
  const parts = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (parts) [, hours, minutes] = parts as unknown as [string, string, string];
  else if (/^\d{1,2}$/.test(t)) [hours, minutes] = [t, '00'];
  else if (/^\d{3,4}$/.test(t)) [hours, minutes] = [t.slice(0, -2), t.slice(-2)];
  else return null;
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The keys a time field keeps while typing: digits and one separator. */
export function timeTyping(text: string): string {
  return text.replace(/[^\d:.]/g, '').slice(0, 5);
}
