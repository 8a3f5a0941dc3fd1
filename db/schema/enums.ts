/** Every PostgreSQL enum of the schema, beside each other so their values read as one vocabulary. */
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * `importing`: a row of an import still being written in batches (src/features/listings/import.ts), seen by
 * nothing but the import until its last transaction turns the whole file `approved` or `pending`.
 */
export const businessStatus = pgEnum('business_status', ['email_pending', 'pending', 'approved', 'rejected', 'importing']);
export const userRole = pgEnum('user_role', ['user', 'owner', 'moderator', 'admin']);
export const ownerStatus = pgEnum('owner_status', ['email_pending', 'pending', 'approved', 'rejected']);
export const subscriptionPlan = pgEnum('subscription_plan', ['free', 'basic', 'premium']);
export const claimStatus = pgEnum('claim_status', ['pending', 'approved', 'rejected']);
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected', 'hidden']);
export const reviewReportStatus = pgEnum('review_report_status', ['open', 'resolved', 'dismissed']);
export const adPackage = pgEnum('ad_package', ['basic', 'premium', 'enterprise']);
export const adRequestStatus = pgEnum('ad_request_status', ['contact_pending', 'contacted', 'customized', 'live', 'ended', 'cancelled']);
export const advertisementStatus = pgEnum('advertisement_status', ['pending', 'active', 'ended', 'cancelled']);
/** A free-advertising lead: new → contacted → converted | lost. ('unsubscribed' is kept for old rows; an
 * unsubscription is `promotional_leads.unsubscribed_at`, whatever the status.) */
export const leadStatus = pgEnum('lead_status', ['new', 'contacted', 'converted', 'unsubscribed', 'lost']);
export const verificationPurpose = pgEnum('verification_purpose', ['login', 'business_email', 'owner_email']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const buildStatus = pgEnum('build_status', ['pending', 'running', 'succeeded', 'failed']);
export const priceRange = pgEnum('price_range', ['Ucuz', 'Orta', 'Pahalı', 'Ücretsiz']);
export const businessSource = pgEnum('business_source', ['form', 'csv', 'google', 'cli', 'seed', 'admin']);
