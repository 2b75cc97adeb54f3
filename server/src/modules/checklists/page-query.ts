import { CHECKLIST_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';

/** `?page=N`, 1-based; absent or empty is page 1, anything but a whole number from 1 is a 422. */
export function parsePage(value: unknown): number {
  if (value === undefined || value === '') return 1;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= 1) return Number(value);
  throw fieldErrors({ page: CHECKLIST_MESSAGES.pageInvalid });
}
