export type ResponsePolicy = 'keep' | 'reset';

export interface Item {
  id: string;
  text: string;
  description: string | null;
  /** 1-based. */
  displayOrder: number;
}

export interface ItemResponseForOwner {
  user: { email: string };
  complete: boolean;
  notes: string | null;
  updatedAt: string;
}

export interface EditItem extends Item {
  responsePolicy: ResponsePolicy | null;
  responses: ItemResponseForOwner[];
}

/** Share as the owner sees it. */
export interface Share {
  id: string;
  recipientUser: { email: string };
  sharedAt: string;
  completedItems: { itemId: string }[];
}

export interface ChecklistSummary {
  id: string;
  title: string;
  description: string | null;
  createdAt: string;
  items: Item[];
  shares: Share[];
}

export interface ChecklistForEdit extends Omit<ChecklistSummary, 'items'> {
  items: EditItem[];
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  has_next: boolean;
  next_page: number | null;
}

export interface ChecklistPage {
  items: ChecklistSummary[];
  pagination: Pagination;
}

export interface ItemInput {
  text: string;
  description?: string | null;
  displayOrder: number;
}

export interface CreateChecklistRequest {
  title: string;
  description?: string | null;
  items: ItemInput[];
}

export interface UpdateItemInput extends ItemInput {
  id: string | null;
  responsePolicy?: ResponsePolicy | null;
}

export interface UpdateChecklistRequest {
  id?: string;
  title: string;
  description?: string | null;
  items: UpdateItemInput[];
}
