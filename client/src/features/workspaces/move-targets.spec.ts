import type { Workspace } from '@ticklist/contracts';
import { pickWorkspace } from './api/workspaces';
import { moveTargets } from './move-targets';

const personal: Workspace = { id: 'p', name: 'Personal', personal: true, role: 'admin' };
const shop: Workspace = { id: 's', name: 'Shop', personal: false, role: 'admin' };
const office: Workspace = { id: 'o', name: 'Office', personal: false, role: 'editor' };
const club: Workspace = { id: 'c', name: 'Club', personal: false, role: 'reviewer' };
const all = [personal, shop, office, club];

describe('workspaces on the dashboard', () => {
  it('shows the workspace ?ws= names, or the personal one for none or one the account is not in', () => {
    expect(pickWorkspace(all, 's')).toBe(shop);
    expect(pickWorkspace(all, null)).toBe(personal);
    expect(pickWorkspace(all, 'gone')).toBe(personal);
    expect(pickWorkspace(undefined, 's')).toBeUndefined();
  });

  it('offers an admin the other workspaces where they are at least editor; other roles none', () => {
    expect(moveTargets(all, shop)).toEqual([{ id: 'p', name: 'Personal' }, { id: 'o', name: 'Office' }]);
    expect(moveTargets(all, office)).toEqual([]);
    expect(moveTargets(undefined, shop)).toEqual([]);
  });
});
