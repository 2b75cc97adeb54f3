export interface ShareRequest {
  emails: string[];
}

export interface ShareResponse {
  message: string;
  email_warnings?: string[];
}

export interface GuestItem {
  id: string;
  text: string;
  description: string | null;
  displayOrder: number;
  response: { complete: boolean; notes: string | null } | null;
}

export interface GuestShare {
  id: string;
  sharedBy: { email: string };
  sharedAt: string;
  checklist: {
    id: string;
    title: string;
    description: string | null;
    items: GuestItem[];
    /** When the owner closed it (the page is then read-only); null: open. */
    closedAt?: string | null;
  };
  /** The moment this recipient is due: their own, else the checklist's; null: none. */
  dueAt?: string | null;
}

export interface GuestShareResponse {
  share: GuestShare;
}

export type RespondKey = 'complete' | 'notes';

export interface RespondRequest {
  item: string;
  key: RespondKey;
  value: boolean | string;
}

export interface RespondResponse {
  response: { item: string; complete: boolean; notes: string | null; updatedAt: string };
}
