// The first script of the shell's page, run before anything is drawn: the build writes it, minified,
// into the page's head (@portal/mf-config, inlineHeadScript), and the server lists its hash in the
// page's Content-Security-Policy. A plain script, no imports.
// 1. The stored colour mode goes on <html> as @portal/ui's ColorModeProvider (next-themes) will put
//    it, so that a prerendered page (the login page) is drawn in the user's mode, not in light first.
// 2. Until the app runs, a form's submit is held: the prerendered login form would otherwise do the
//    browser's default, a GET with the password in its URL. The app takes the held forms once it has
//    drawn its first screen and submits them again (src/app/held-submits.ts).
(function () {
  var root = document.documentElement;
  try {
    var mode = localStorage.getItem('portal-color-mode') || 'system';
    if (mode === 'system') mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    if (mode === 'light' || mode === 'dark') {
      root.classList.add(mode);
      root.style.colorScheme = mode;
    }
  } catch {
    // No storage (private mode): next-themes decides once the app runs.
  }
  var held = [];
  // Held whole: React, which listens on the app's root below, does not see it either (while React
  // hydrates it could handle the submit too, and the replay would send the form a second time).
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(event.target) < 0) held.push(event.target);
  }
  document.addEventListener('submit', hold, true);
  window.__portalHeldSubmits = {
    release: function () {
      document.removeEventListener('submit', hold, true);
      window.__portalHeldSubmits = undefined;
      return held;
    },
  };
})();
