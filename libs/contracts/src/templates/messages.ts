import { TEMPLATES_PER_OWNER_MAX } from './types';

/** Texts of templates (issue 19), in the spec's voice. */
export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  builtInReadOnly: 'Built-in templates cannot be deleted',
  checklistIdRequired: 'Choose the checklist to save as a template',
  tooMany: `You can keep at most ${TEMPLATES_PER_OWNER_MAX} templates; delete one first`,
} as const;
