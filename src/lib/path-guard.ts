/**
 * An inline <head> script: a path that starts with '//' (say `//evil.example/`, which the host answers
 * with the 404 page) reads as another host to Next's router, whose history.replaceState then throws and
 * the page fails to load. Folding the leading slashes first keeps the address on this site.
 */
export const pathGuardScript =
  "if(location.pathname.slice(0,2)==='//')history.replaceState(history.state,'',location.pathname.replace(/^\\/+/,'/')+location.search+location.hash)";
