import type { Locator } from '@playwright/test';
import { escapeRegExp } from '../../kit';


/**
 * The button that opens a recipient's row on the dashboard: its name starts with the address
 * (the row's other buttons are named "Nudge {address}", "Due date for {address}"…).
 */
export function recipientToggle(scope: Locator, email: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(email)}`) });
}
