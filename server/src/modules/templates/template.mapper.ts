import type { ChecklistTemplate, TemplateItem } from '@ticklist/contracts';
import type { TemplateEntity } from './template.entity';

export const toTemplate = (row: TemplateEntity): ChecklistTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  items: row.items.map(templateItem),
  builtIn: false,
});

/** A stored template item as answered: those saved before item kinds read as tick boxes. */
export const templateItem = ({ text, description, displayOrder, kind, required, settings }: TemplateItem): Required<TemplateItem> => ({
  text,
  description,
  displayOrder,
  kind: kind ?? 'check',
  required: required ?? true,
  settings: settings ?? {},
});
