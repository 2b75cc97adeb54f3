import type { ChecklistTemplate } from '@ticklist/contracts';
import type { TemplateEntity } from './template.entity';

export const toTemplate = (row: TemplateEntity): ChecklistTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  items: row.items.map(({ text, description, displayOrder }) => ({ text, description, displayOrder })),
  builtIn: false,
});
