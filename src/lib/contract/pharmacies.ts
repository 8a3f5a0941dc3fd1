/**
 * Tonight's on-duty pharmacies (decision 023): what GET /api/pharmacies/on-duty and the admin's schedule
 * upload answer (src/features/pharmacies/duties.ts builds them; /nobetci-eczaneler and the admin tab read them).
 */

export interface DutyPharmacy {
  name: string;
  address: string;
  phone: string | null;
  /** Our listing, when the schedule's row matched one (its page, hours and map). */
  businessId: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface DutyDistrict {
  slug: string;
  name: string;
  pharmacies: DutyPharmacy[];
}

export interface OnDutyTonight {
  /** The duty day in force (Istanbul date), or null when no uploaded schedule covers now. */
  dutyDate: string | null;
  /** ISO instant the list changes (the next duty change, 08:30). */
  until: string;
  districts: DutyDistrict[];
  /** The uploaded schedule's source ("Adana Eczacı Odası") and when a schedule was last uploaded (ISO), or null. */
  source: string | null;
  updatedAt: string | null;
}

export interface DutyUploadResult {
  /** Rows stored. */
  stored: number;
  /** Of them, matched to a listed pharmacy. */
  matched: number;
  /** Stored with the schedule's own name (no listed pharmacy matched): line and name. */
  unmatched: Array<{ line: number; name: string }>;
  /** Rows not stored: line and Turkish reason. */
  errors: Array<{ line: number; reason: string }>;
  /** The duty days the file covers (their previous rows were replaced). */
  dates: string[];
}

export interface DutyDaySummary {
  date: string;
  count: number;
  matched: number;
}
