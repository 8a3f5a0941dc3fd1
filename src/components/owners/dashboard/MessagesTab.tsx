/** 'Mesajlar': the listing's messages from visitors (MessagesInbox), once the listing is live. */
import MessagesInbox from '../MessagesInbox.tsx';
import type { TabProps } from './types.ts';

export default function MessagesTab({ record, live, showTab }: TabProps) {
  if (!live || record.businessId === null) return null;
  return <MessagesInbox businessId={record.businessId} plan={record.subscriptionPlan} onChoosePlan={() => showTab('subscription')} />;
}
