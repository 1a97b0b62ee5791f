// @vitest-environment jsdom
// The inline <head> script that makes the header's controls answer before React has hydrated them.
import { BANNER_CLOSED_ATTR, BANNER_COOKIE } from '@/lib/banner';
import { COLOR_SCHEME_KEY, earlyNavState, EARLY_SEARCH, SHELL_READY } from '@/lib/early-controls';
import { earlyControlsScript } from '@/lib/early-controls-script';

const root = document.documentElement;
let reactSaw: string[] = [];
const reactListener = (e: Event) => reactSaw.push(e.type);

beforeAll(() => {
  // Installed once, as in <head>; React listens on the document, below the script's window listener.
  new Function(earlyControlsScript)();
  document.addEventListener('click', reactListener);
  document.addEventListener('keydown', reactListener);
});

beforeEach(() => {
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  root.setAttribute('data-mantine-color-scheme', 'light');
  localStorage.clear();
  reactSaw = [];
  document.body.innerHTML = [
    '<button id="mobile" data-early="mobile" aria-expanded="false"><div id="icon" class="mantine-Burger-burger"></div></button>',
    '<button id="desktop" data-early="desktop" aria-expanded="true"></button>',
    '<button id="theme" data-early="theme"></button>',
    '<input id="search" readonly data-early="search" />',
    '<textarea id="editor"></textarea>',
    '<button id="other">Other</button>',
    '<aside class="kids-banner"><button id="banner" data-early="banner">×</button></aside>',
  ].join('');
});

const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('before hydration', () => {
  it('a burger toggles its menu state on <html> and its aria-expanded, and React never sees the tap', () => {
    click('icon');
    expect(root.getAttribute('data-nav-mobile')).toBe('open');
    expect(document.getElementById('mobile')!.getAttribute('aria-expanded')).toBe('true');
    expect(earlyNavState(root, 'mobile')).toBe(true);
    expect(document.getElementById('icon')!.getAttribute('data-opened')).toBe('true');
    click('mobile');
    expect(earlyNavState(root, 'mobile')).toBe(false);
    expect(document.getElementById('icon')!.hasAttribute('data-opened')).toBe(false);
    click('desktop');
    expect(earlyNavState(root, 'desktop')).toBe(false);
    expect(reactSaw).toEqual([]);
  });

  it('the theme switch flips the scheme and stores it where Mantine reads it', () => {
    click('theme');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    click('theme');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('the search box and the palette shortcuts ask for the palette, and the browser default is kept from them', () => {
    click('search');
    expect(root.hasAttribute(EARLY_SEARCH)).toBe(true);
    for (const init of [{ key: 'k', ctrlKey: true }, { key: 'P', metaKey: true }, { key: '/' }]) {
      root.removeAttribute(EARLY_SEARCH);
      expect(key(document.body, init).defaultPrevented).toBe(true);
      expect(root.hasAttribute(EARLY_SEARCH)).toBe(true);
    }
    root.removeAttribute(EARLY_SEARCH);
    expect(key(document.getElementById('search')!, { key: 'Enter' }).defaultPrevented).toBe(true);
    expect(root.hasAttribute(EARLY_SEARCH)).toBe(true);
  });

  it('the banner close button closes it for 30 days', () => {
    click('banner');
    expect(root.hasAttribute(BANNER_CLOSED_ATTR)).toBe(true);
    expect(document.cookie).toContain(`${BANNER_COOKIE}=1`);
  });

  it("'/' typed in a text field is a character, and other clicks and keys pass through", () => {
    expect(key(document.getElementById('editor')!, { key: '/' }).defaultPrevented).toBe(false);
    expect(key(document.body, { key: 'a' }).defaultPrevented).toBe(false);
    click('other');
    expect(root.hasAttribute(EARLY_SEARCH)).toBe(false);
    expect(reactSaw).toEqual(['keydown', 'keydown', 'click']);
  });
});

it('once the shell has hydrated, every tap and key goes to React untouched', () => {
  root.setAttribute(SHELL_READY, '');
  click('mobile');
  click('theme');
  click('search');
  expect(key(document.body, { key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
  expect(root.hasAttribute('data-nav-mobile')).toBe(false);
  expect(root.hasAttribute(EARLY_SEARCH)).toBe(false);
  expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  expect(reactSaw).toEqual(['click', 'click', 'click', 'keydown']);
});

it('reads no early state when the burgers were not used', () => {
  expect(earlyNavState(root, 'mobile')).toBeNull();
  expect(earlyNavState(root, 'desktop')).toBeNull();
});
