// The table display in its own browser window. A window this page opens shares its session (the token), so
// it needs no address printed. Under Electron the app's menu opens it instead (Ctrl+Shift+D), so there is
// no button: a page there may not open windows.
export const openDisplayWindow: (() => void) | null =
  typeof window !== 'undefined' && !window.marshal
    ? () => {
        const url = new URL(window.location.href);
        url.search = '';
        url.hash = '#/display';
        // Not `noopener`: the new window must get a copy of this tab's session to be let in.
        window.open(url.href, 'marshal-display', 'popup,width=1280,height=720');
      }
    : null;
