import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@ticklist/contracts';
import { useSession } from '@/lib/session/session';
import { userText } from '@/components/ui/UserText';
import '../account.css';

/** The short name in the circle (spec: fallback U). */
const shortNameShown = (shortName: string | null | undefined) => shortName?.trim() || 'U';

/**
 * The button's accessible name starts with the initials it shows (WCAG 2.5.3 Label in Name), so
 * a speech user can say what they see; the rest says whose menu it is.
 */
const userMenuLabel = (shown: string, username: string | undefined) => `${shown}, User menu for ${username ?? 'your account'}`;

/**
 * The dashboard header's user menu (spec section 2): a circle with the short name (fallback U)
 * opening a menu with Account Settings and Log Out. Menu-button pattern: Enter/Space/ArrowDown
 * open it on the first item, arrows move, Escape closes and returns focus to the button.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
    });
  };

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      // Pressed before focus reached the first item (it moves there on the next frame).
      event.preventDefault();
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const goToAccount = () => {
    close(false);
    navigate('/dashboard/account');
  };

  const logOut = () => {
    close(false);
    if (!window.confirm(ACCOUNT_MESSAGES.logoutConfirm)) {
      buttonRef.current?.focus();
      return;
    }
    signOut();
    navigate('/login', { replace: true });
  };

  const shortName = shortNameShown(user?.shortName);

  return (
    <div className="user-menu" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={userMenuLabel(shortName, user?.username)}
        onClick={() => (open ? close() : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">{shortName}</span>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" aria-label="User menu" className="user-menu__list" onKeyDown={onMenuKeyDown}>
          {user && (
            <li role="none" className="user-menu__who">
              <span className="user-menu__name" {...userText}>{user.username}</span>
              <span className="muted small" {...userText}>
                {user.email}
              </span>
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={goToAccount}>
              Account Settings
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={logOut}>
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
