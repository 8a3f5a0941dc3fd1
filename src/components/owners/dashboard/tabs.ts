/**
 * The dashboard's tabs, in order: each is one file given the same props (TabProps). A new tab is a new
 * file and one line here; its button is `#od-tab-<id>`, its panel `#od-panel-<id>`.
 */
import type { ComponentType } from 'react';
import AnalyticsTab from './AnalyticsTab.tsx';
import MessagesTab from './MessagesTab.tsx';
import OverviewTab from './OverviewTab.tsx';
import ProfileTab from './ProfileTab.tsx';
import ReviewsTab from './ReviewsTab.tsx';
import SubscriptionTab from './SubscriptionTab.tsx';
import type { TabProps } from './types.ts';
import CampaignsTab from '#components/campaigns/CampaignsTab.tsx';

export interface DashboardTab {
  id: string;
  label: string;
  Panel: ComponentType<TabProps>;
}

export const TABS = [
  { id: 'overview', label: 'Genel bakış', Panel: OverviewTab },
  { id: 'analytics', label: 'İstatistikler', Panel: AnalyticsTab },
  { id: 'profile', label: 'Profil', Panel: ProfileTab },
  { id: 'subscription', label: 'Abonelik', Panel: SubscriptionTab },
  { id: 'messages', label: 'Mesajlar', Panel: MessagesTab },
  { id: 'reviews', label: 'Değerlendirmeler', Panel: ReviewsTab },
  { id: 'campaigns', label: 'Kampanyalar', Panel: CampaignsTab },
] as const satisfies readonly DashboardTab[];

export type TabId = (typeof TABS)[number]['id'];

export const isTabId = (id: string): id is TabId => TABS.some((t) => t.id === id);
