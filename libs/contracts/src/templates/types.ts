import type { ItemKind, ItemSettings } from '../answers/item-kinds';

/** Checklist templates (issue 19): built-in ones and the owner's own, to start a checklist fast. */
export interface TemplateItem {
  text: string;
  description: string | null;
  /** 1-based, as a checklist item's. */
  displayOrder: number;
  /** As a checklist item's (issue 46); absent in templates saved before kinds: `check`. */
  kind?: ItemKind;
  required?: boolean;
  settings?: ItemSettings;
}

export interface ChecklistTemplate {
  /** A uuid for the owner's own; a stable name such as `builtin-trip-packing` for built-in ones. */
  id: string;
  title: string;
  description: string | null;
  items: TemplateItem[];
  builtIn: boolean;
}

/** `GET /api/templates`: built-in ones first, then the owner's newest first. */
export interface TemplateListResponse {
  templates: ChecklistTemplate[];
}

/** `POST /api/templates` → 201 with the new ChecklistTemplate. */
export interface CreateTemplateRequest {
  checklistId: string;
  /** The workspace to save it in (issue 47); absent: the personal one. */
  workspaceId?: string;
}

/** How many templates of their own an owner may keep. */
export const TEMPLATES_PER_OWNER_MAX = 100;
